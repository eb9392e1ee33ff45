import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../shared/field-limits";
import { TextField } from "../components/ui/form/field";
import { FormFeedback } from "../components/ui/form/form-feedback";
import { SubmitButton } from "../components/ui/form/submit-button";
import { AuthPageCard } from "../features/auth/auth-page-card";
import type { ResetPasswordValues } from "../features/auth/reset-password-schema";
import { authClient } from "../lib/auth/auth-client";
import { FALLBACK_AUTH_ERROR } from "../lib/auth/auth-messages";
import { useAuthDialogs } from "../lib/auth/auth-dialogs";
import { lazyResolver } from "../lib/lazy-resolver";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Choose a New Password",
    description: "Set a new password for your Mystic Dice account.",
    path: "/reset-password",
    isIndexable: false,
  });
}

const resolver = lazyResolver(() =>
  import("../features/auth/reset-password-schema").then((schema) => schema.resetPasswordResolver),
);

/** Where the mailed reset link lands: better-auth checked the token and passed it on (or an error). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const { openAuthModal } = useAuthDialogs();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver,
    defaultValues: { password: "", confirmation: "" },
  });
  const [isDone, setIsDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!token || params.get("error")) {
    return (
      <AuthPageCard
        title="This Link Has Faded"
        intro="This password reset link is invalid or has expired. Reset links work once and last 30 minutes."
      >
        <button type="button" className="btn-primary w-full" onClick={() => openAuthModal("forgot")}>
          Send a new reset link
        </button>
      </AuthPageCard>
    );
  }

  async function onValid({ password }: ResetPasswordValues) {
    setError(null);
    const result = await authClient.resetPassword({ newPassword: password, token: token! });
    if (result.error) {
      setError(
        result.error.code === "invalid_token"
          ? "This password reset link is invalid or has expired. Please ask for a new one."
          : result.error.message || FALLBACK_AUTH_ERROR,
      );
      return;
    }
    setIsDone(true);
  }

  if (isDone) {
    return (
      <AuthPageCard
        title="Your Password Is Renewed"
        intro="Your password has been updated, and every other device has been signed out."
      >
        <p role="status" className="sr-only">
          Your password has been updated.
        </p>
        <button type="button" className="btn-primary w-full" onClick={() => openAuthModal("login")}>
          Sign In
        </button>
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard
      title="Choose a New Password"
      intro={`Pick a password of ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters.`}
    >
      <form className="space-y-4" onFocus={resolver.preload} onSubmit={handleSubmit(onValid)}>
        <TextField
          {...register("password")}
          label="New password"
          error={errors.password?.message}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={isSubmitting}
          placeholder={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <TextField
          {...register("confirmation")}
          label="Confirm new password"
          error={errors.confirmation?.message}
          type="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={isSubmitting}
        />
        <FormFeedback feedback={error ? { kind: "error", text: error } : null} />
        <SubmitButton
          className="btn-primary w-full"
          disabled={isSubmitting}
          isPending={isSubmitting}
          pendingLabel="Saving…"
        >
          Set new password
        </SubmitButton>
      </form>
    </AuthPageCard>
  );
}
