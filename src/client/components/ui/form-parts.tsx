import type { ReactNode } from "react";

export type Feedback = { kind: "success" | "error"; text: string } | null;

/** The labelled e-mail field of the sign-in, reset and capture forms. */
export function EmailField({
  value,
  onChange,
  disabled,
  label = "Email",
}: {
  value: string;
  onChange(value: string): void;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <label className="block">
      <span className="mb-1.5 block text-sm font-medium text-indigo-100">{label}</span>
      <input
        className="field"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        placeholder="you@example.com"
      />
    </label>
  );
}

/**
 * A form's answer, announced as it appears: errors as alerts, successes as status. `children` adds
 * lines in the same live region (e.g. a countdown).
 */
export function FormFeedback({
  feedback,
  className = "min-h-6 text-sm",
  children,
}: {
  feedback: Feedback;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div aria-live="polite" className={className}>
      {feedback && (
        <p
          role={feedback.kind === "error" ? "alert" : "status"}
          className={feedback.kind === "error" ? "text-rose-300" : "text-emerald-300"}
        >
          {feedback.text}
        </p>
      )}
      {children}
    </div>
  );
}
