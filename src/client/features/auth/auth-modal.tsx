import { Mail, MoonStar } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { signInWords } from "../../../../content/site/sign-in";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../shared/field-limits";
import { EmailField, TextField } from "../../components/ui/form/field";
import { FormFeedback, type Feedback } from "../../components/ui/form/form-feedback";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { Modal } from "../../components/ui/modal";
import {
  AUTH_MODAL_CLOSE_DELAY_MS,
  cooldownMessage,
  FALLBACK_AUTH_ERROR,
  isRateLimitError,
  RATE_LIMIT_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
  SIGN_IN_SUCCESS_MESSAGE,
  SIGN_UP_SUCCESS_MESSAGE,
} from "../../lib/auth/auth-messages";
import { authClient } from "../../lib/auth/auth-client";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { useAuth, type AuthResult } from "../../lib/auth/auth-provider";
import { loadAuthClient } from "../../lib/auth/load-auth-client";
import { mailSignInLink } from "../../lib/auth/mail-sign-in-link";
import { lazyResolver } from "../../lib/lazy-resolver";
import type { Credentials } from "./auth-modal-schema";
import { EmailLinkForm } from "./email-link-form";
import { TwoFactorCodeForm } from "./two-factor-code-form";

const signInResolver = lazyResolver(() => import("./auth-modal-schema").then((schema) => schema.signInResolver));
const signUpResolver = lazyResolver(() => import("./auth-modal-schema").then((schema) => schema.signUpResolver));
const linkWords = signInWords.emailLink;

async function requestPasswordReset(email: string): Promise<AuthResult> {
  const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
  return { error: error ? { message: error.message, status: error.status, code: error.code } : null };
}

/**
 * Sign-in and sign-up modal (docs/product.md, 'Accounts and sign-in'), with 'Forgot password?', a sign-in
 * link by e-mail and, for accounts with two-factor, a second step that asks for the code before the
 * session exists.
 */
export default function AuthModal() {
  const { mode, setMode, returnTo, closeDialog, signUpCooldown, noteAuthFailure, noteAuthSuccess } = useAuthDialogs();
  const { signIn, signUp } = useAuth();
  const navigate = useNavigate();
  const isSignUp = mode === "signup";
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({
    resolver: isSignUp ? signUpResolver : signInResolver,
    defaultValues: { email: "", password: "" },
  });
  const [isDone, setIsDone] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [needsSecondFactor, setNeedsSecondFactor] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // better-auth's client is fetched as the modal opens, so submitting does not wait for it.
  useEffect(() => void loadAuthClient(), []);

  const isSignUpLocked = isSignUp && signUpCooldown > 0;

  function finish(text: string) {
    setIsDone(true);
    setFeedback({ kind: "success", text });
    closeTimer.current = setTimeout(() => {
      closeDialog();
      void navigate(returnTo ?? "/");
    }, AUTH_MODAL_CLOSE_DELAY_MS);
  }

  async function onValid({ email, password }: Credentials) {
    if (isSignUpLocked) {
      setFeedback({ kind: "error", text: cooldownMessage(signUpCooldown) });
      return;
    }
    setFeedback(null);
    const result = isSignUp ? await signUp(email, password) : await signIn(email, password);
    const { error } = result;
    if (error) {
      const isRateLimited = isRateLimitError(error);
      noteAuthFailure({ isSignUp, isRateLimited });
      setFeedback({ kind: "error", text: isRateLimited ? RATE_LIMIT_MESSAGE : error.message || FALLBACK_AUTH_ERROR });
      return;
    }
    noteAuthSuccess();
    if ("twoFactorRequired" in result && result.twoFactorRequired) {
      setNeedsSecondFactor(true);
      return;
    }
    finish(isSignUp ? SIGN_UP_SUCCESS_MESSAGE : SIGN_IN_SUCCESS_MESSAGE);
  }

  const isDisabled = isSubmitting || isDone;
  function switchTo(next: typeof mode) {
    setFeedback(null);
    clearErrors();
    setMode(next);
  }
  if (mode === "forgot") {
    return (
      <Modal
        title="Forgot Your Password?"
        onClose={closeDialog}
        decoration={<MoonStar aria-hidden className="mx-auto mb-3 size-9 text-gold-300" />}
      >
        <p className="mt-2 text-center text-sm text-indigo-200/90">
          Enter your e-mail and we will send you a link to choose a new password.
        </p>
        <EmailLinkForm
          send={requestPasswordReset}
          submitLabel="Send reset link"
          sentMessage={RESET_LINK_SENT_MESSAGE}
          onBackToSignIn={() => setMode("login")}
        />
      </Modal>
    );
  }
  if (mode === "link") {
    return (
      <Modal
        title={linkWords.title}
        onClose={closeDialog}
        decoration={<MoonStar aria-hidden className="mx-auto mb-3 size-9 text-gold-300" />}
      >
        <p className="mt-2 text-center text-sm text-indigo-200/90">{linkWords.intro}</p>
        <EmailLinkForm
          send={(email) => mailSignInLink(email, returnTo ?? "/")}
          submitLabel={linkWords.send}
          sentMessage={linkWords.sent}
          onBackToSignIn={() => setMode("login")}
        />
      </Modal>
    );
  }
  if (needsSecondFactor) {
    return (
      <Modal
        title="One More Step"
        onClose={closeDialog}
        decoration={<MoonStar aria-hidden className="mx-auto mb-3 size-9 text-gold-300" />}
      >
        <div className="mt-6">
          <TwoFactorCodeForm disabled={isDone} onVerified={() => finish(SIGN_IN_SUCCESS_MESSAGE)} />
        </div>
        {feedback?.kind === "success" && (
          <p role="status" className="mt-4 text-center text-sm text-emerald-300">
            {feedback.text}
          </p>
        )}
      </Modal>
    );
  }
  return (
    <Modal
      title={isSignUp ? "Begin Your Journey" : "Welcome Back, Seeker"}
      onClose={closeDialog}
      decoration={<MoonStar aria-hidden className="mx-auto mb-3 size-9 text-gold-300" />}
    >
      <p className="mt-2 text-center text-sm text-indigo-200/90">
        {isSignUp ? "Create your account to cast the mystical dice." : "Sign in to consult the oracle."}
      </p>
      <form
        className="mt-6 space-y-4"
        onFocus={(isSignUp ? signUpResolver : signInResolver).preload}
        onSubmit={handleSubmit(onValid)}
      >
        <EmailField {...register("email")} error={errors.email?.message} disabled={isDisabled} />
        <TextField
          {...register("password")}
          label="Password"
          error={errors.password?.message}
          type="password"
          autoComplete={isSignUp ? "new-password" : "current-password"}
          required
          minLength={isSignUp ? PASSWORD_MIN_LENGTH : undefined}
          maxLength={PASSWORD_MAX_LENGTH}
          disabled={isDisabled}
          placeholder={isSignUp ? `At least ${PASSWORD_MIN_LENGTH} characters` : "Your password"}
        />
        {!isSignUp && (
          <button
            type="button"
            className="-mt-2 ml-auto block text-sm text-gold-200/90 underline-offset-4 hover:underline"
            onClick={() => switchTo("forgot")}
            disabled={isDisabled}
          >
            Forgot password?
          </button>
        )}
        <FormFeedback feedback={feedback}>
          {isSignUpLocked && feedback?.text !== RATE_LIMIT_MESSAGE && feedback?.kind !== "success" && (
            <p className="text-indigo-200/90">{cooldownMessage(signUpCooldown)}</p>
          )}
        </FormFeedback>
        <SubmitButton
          className="btn-primary w-full"
          disabled={isDisabled || isSignUpLocked}
          isPending={isSubmitting}
          pendingLabel="Consulting the stars…"
        >
          {isSignUp ? "Sign Up" : "Sign In"}
        </SubmitButton>
      </form>
      <button type="button" className="btn-ghost mt-3 w-full" onClick={() => switchTo("link")} disabled={isDisabled}>
        <Mail aria-hidden className="size-4" />
        {linkWords.offer}
      </button>
      <p className="mt-5 text-center text-sm text-indigo-200/90">
        {isSignUp ? "Already have an account?" : "Don't have an account?"}{" "}
        <button
          type="button"
          className="font-semibold text-gold-200 underline-offset-4 hover:underline"
          onClick={() => switchTo(isSignUp ? "login" : "signup")}
          disabled={isDisabled}
        >
          {isSignUp ? "Sign In" : "Sign Up"}
        </button>
      </p>
    </Modal>
  );
}
