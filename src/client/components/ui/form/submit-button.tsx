import type { ButtonHTMLAttributes, ReactNode } from "react";

interface SubmitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "type"> {
  /** While the form is being sent: `pendingLabel` replaces the label. */
  isPending?: boolean;
  pendingLabel?: ReactNode;
}

/** A form's submit button (`btn-primary` unless told otherwise), saying so while the form is sent. */
export function SubmitButton({
  isPending = false,
  pendingLabel,
  className = "btn-primary",
  children,
  ...buttonProps
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} {...buttonProps}>
      {isPending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
