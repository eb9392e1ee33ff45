import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { emailSchema } from "../../../shared/api/account";
import { EmailField } from "../../components/ui/form/field";
import { FormFeedback, type Feedback } from "../../components/ui/form/form-feedback";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { authClient } from "../../lib/auth/auth-client";
import { FALLBACK_AUTH_ERROR, RESET_LINK_SENT_MESSAGE } from "../../lib/auth/auth-messages";

const forgotPasswordSchema = z.object({ email: emailSchema });
type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

/**
 * Asks for a password reset link. The answer is the same whether or not the address has an account, so
 * nobody can learn who is registered.
 */
export function ForgotPasswordForm({ onBackToSignIn }: { onBackToSignIn(): void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function onValid({ email }: ForgotPasswordValues) {
    setFeedback(null);
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
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

  const isDisabled = isSubmitting || feedback?.kind === "success";
  return (
    <form className="mt-6 space-y-4" onSubmit={handleSubmit(onValid)}>
      <EmailField {...register("email")} error={errors.email?.message} disabled={isDisabled} />
      <FormFeedback feedback={feedback} />
      <SubmitButton
        className="btn-primary w-full"
        disabled={isDisabled}
        isPending={isSubmitting}
        pendingLabel="Sending…"
      >
        Send reset link
      </SubmitButton>
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
