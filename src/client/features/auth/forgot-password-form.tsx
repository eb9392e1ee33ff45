import { useState, type FormEvent } from "react";
import { EmailField, FormFeedback, type Feedback } from "../../components/ui/form-parts";
import { authClient } from "../../lib/auth/auth-client";
import { FALLBACK_AUTH_ERROR, RESET_LINK_SENT_MESSAGE } from "../../lib/auth/auth-messages";

/**
 * Asks for a password reset link. The answer is the same whether or not the address has an account, so
 * nobody can learn who is registered.
 */
export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn(): void }) {
  const [email, setEmail] = useState("");
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSubmitting(true);
    setFeedback(null);
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
    setIsSubmitting(false);
    if (error) {
      setFeedback({
        kind: "error",
        text:
          error.status === 429
            ? "Too many requests. Please wait a minute and try again."
            : error.message || FALLBACK_AUTH_ERROR,
      });
      return;
    }
    setFeedback({ kind: "success", text: RESET_LINK_SENT_MESSAGE });
  }

  const isSent = feedback?.kind === "success";
  return (
    <form className="mt-6 space-y-4" onSubmit={onSubmit}>
      <EmailField value={email} onChange={setEmail} disabled={isSubmitting || isSent} />
      <FormFeedback feedback={feedback} />
      <button type="submit" className="btn-primary w-full" disabled={isSubmitting || isSent}>
        {isSubmitting ? "Sending…" : "Send reset link"}
      </button>
      <button
        type="button"
        className="mx-auto block text-sm font-semibold text-gold-200 underline-offset-4 hover:underline"
        onClick={onBackToSignIn}
      >
        Back to sign in
      </button>
    </form>
  );
}
