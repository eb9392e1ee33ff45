import { useState } from "react";
import { useForm } from "react-hook-form";
import { EmailField } from "../../components/ui/form/field";
import { FormFeedback, type Feedback } from "../../components/ui/form/form-feedback";
import { SubmitButton } from "../../components/ui/form/submit-button";
import type { AuthResult } from "../../lib/auth/auth-provider";
import { FALLBACK_AUTH_ERROR } from "../../lib/auth/auth-messages";
import { lazyResolver } from "../../lib/lazy-resolver";
import type { EmailLinkValues } from "./email-link-form-schema";

const resolver = lazyResolver(() => import("./email-link-form-schema").then((schema) => schema.emailLinkResolver));

interface EmailLinkFormProps {
  /** Asks the server to mail the link; resolves with its refusal, if any. */
  send(email: string): Promise<AuthResult>;
  submitLabel: string;
  /** Said once the server has taken the request. */
  sentMessage: string;
  onBackToSignIn(): void;
}

/**
 * The auth modal's forms that ask for a mailed link, a password reset link or a sign-in link: an address,
 * and the same answer whether or not it has an account, so nobody can learn who is registered.
 */
export function EmailLinkForm({ send, submitLabel, sentMessage, onBackToSignIn }: EmailLinkFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailLinkValues>({ resolver, defaultValues: { email: "" } });
  const [feedback, setFeedback] = useState<Feedback>(null);

  async function onValid({ email }: EmailLinkValues) {
    setFeedback(null);
    const { error } = await send(email);
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
    setFeedback({ kind: "success", text: sentMessage });
  }

  const isDisabled = isSubmitting || feedback?.kind === "success";
  return (
    <form className="mt-6 space-y-4" onFocus={resolver.preload} onSubmit={handleSubmit(onValid)}>
      <EmailField {...register("email")} error={errors.email?.message} disabled={isDisabled} />
      <FormFeedback feedback={feedback} />
      <SubmitButton
        className="btn-primary w-full"
        disabled={isDisabled}
        isPending={isSubmitting}
        pendingLabel="Sending…"
      >
        {submitLabel}
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
