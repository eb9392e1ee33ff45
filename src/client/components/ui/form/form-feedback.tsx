import type { ReactNode } from "react";

/** A form's own answer (not a field's): a success or an error message. */
export type Feedback = { kind: "success" | "error"; text: string } | null;

/**
 * A form's answer, announced as it appears: errors as alerts, successes as status. `children` adds lines
 * in the same live region (e.g. a countdown).
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
