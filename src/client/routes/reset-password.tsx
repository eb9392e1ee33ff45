import { useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { FormFeedback } from "../components/ui/form-parts";
import { AuthPageCard } from "../features/auth/auth-page-card";
import { authClient } from "../lib/auth/auth-client";
import { FALLBACK_AUTH_ERROR } from "../lib/auth/auth-messages";
import { useAuthDialogs } from "../lib/auth/auth-dialogs";
import { pageMeta } from "../lib/page-meta";

export function meta() {
  return pageMeta({
    title: "Choose a New Password",
    description: "Set a new password for your Mystic Dice account.",
    path: "/reset-password",
    isIndexable: false,
  });
}

const MIN_LENGTH = 8;
const MAX_LENGTH = 128;

/** Where the mailed reset link lands: better-auth checked the token and passed it on (or an error). */
export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const { openAuthModal } = useAuthDialogs();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [state, setState] = useState<"idle" | "saving" | "done">("idle");
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmation) {
      setError("The two passwords do not match.");
      return;
    }
    setState("saving");
    setError(null);
    const result = await authClient.resetPassword({ newPassword: password, token: token! });
    if (result.error) {
      setState("idle");
      setError(
        result.error.code === "invalid_token"
          ? "This password reset link is invalid or has expired. Please ask for a new one."
          : result.error.message || FALLBACK_AUTH_ERROR,
      );
      return;
    }
    setState("done");
  }

  if (state === "done") {
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

  const isSaving = state === "saving";
  return (
    <AuthPageCard title="Choose a New Password" intro="Pick a password of 8 to 128 characters.">
      <form className="space-y-4" onSubmit={onSubmit}>
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-indigo-100">New password</span>
          <input
            className="field"
            type="password"
            name="new-password"
            autoComplete="new-password"
            required
            minLength={MIN_LENGTH}
            maxLength={MAX_LENGTH}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={isSaving}
            placeholder="At least 8 characters"
          />
        </label>
        <label className="block">
          <span className="mb-1.5 block text-sm font-medium text-indigo-100">Confirm new password</span>
          <input
            className="field"
            type="password"
            name="confirm-password"
            autoComplete="new-password"
            required
            minLength={MIN_LENGTH}
            maxLength={MAX_LENGTH}
            value={confirmation}
            onChange={(event) => setConfirmation(event.target.value)}
            disabled={isSaving}
          />
        </label>
        <FormFeedback feedback={error ? { kind: "error", text: error } : null} />
        <button type="submit" className="btn-primary w-full" disabled={isSaving}>
          {isSaving ? "Saving…" : "Set new password"}
        </button>
      </form>
    </AuthPageCard>
  );
}
