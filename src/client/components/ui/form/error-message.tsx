/**
 * A field's error, under its control: `id` is what the control's aria-describedby names, and the message is
 * announced as it appears. Renders nothing without a message.
 */
export function ErrorMessage({ id, message }: { id: string; message?: string | null }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm text-rose-200">
      {message}
    </p>
  );
}
