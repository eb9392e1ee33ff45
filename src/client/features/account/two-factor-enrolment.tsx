import { ShieldCheck, Smartphone } from "lucide-react";
import { QRCodeSVG } from "qrcode.react";
import { useEffect, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { PASSWORD_MAX_LENGTH, TOTP_CODE_LENGTH } from "../../../shared/field-limits";
import { TextField } from "../../components/ui/form/field";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { lazyResolver } from "../../lib/lazy-resolver";
import { ERROR_BOX } from "./account-styles";
import { CopyButton } from "./copy-button";
import type { ConfirmPasswordValues, FirstCodeValues } from "./two-factor-enrolment-schema";
import {
  describeEnrolmentConfirmError,
  describeEnrolmentStartError,
  useConfirmTwoFactorEnrolment,
  useStartTwoFactorEnrolment,
  type TwoFactorEnrolment as Enrolment,
} from "./use-two-factor-enrolment";

const confirmPasswordResolver = lazyResolver(() =>
  import("./two-factor-enrolment-schema").then((schema) => schema.confirmPasswordResolver),
);
const firstCodeResolver = lazyResolver(() =>
  import("./two-factor-enrolment-schema").then((schema) => schema.firstCodeResolver),
);

/** The key inside an otpauth:// URI, for people who cannot scan the QR code. */
function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

/** "JBSW Y3DP EHPK 3PXP": easier to read out and type than one long run. */
function groupInFours(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(" ") ?? "";
}

interface TwoFactorEnrolmentProps {
  hasPassword: boolean;
  /** Called once the first code is accepted, with the backup codes to show. */
  onEnabled(backupCodes: string[]): void;
}

/**
 * Turning two-factor on: confirm the password (accounts without one skip this), scan the secret into an
 * authenticator app, and prove it with a first code. Nothing changes for sign-in until that code is accepted.
 */
export function TwoFactorEnrolment({ hasPassword, onEnabled }: TwoFactorEnrolmentProps) {
  const [isAskingPassword, setIsAskingPassword] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const startEnrolment = useStartTwoFactorEnrolment();
  const enableButtonRef = useRef<HTMLButtonElement>(null);
  const shouldFocusEnableButton = useRef(false);

  useEffect(() => {
    if (shouldFocusEnableButton.current && enableButtonRef.current) {
      shouldFocusEnableButton.current = false;
      enableButtonRef.current.focus();
    }
  });

  function start(password?: string) {
    if (startEnrolment.isPending) return;
    startEnrolment.mutate(password, {
      onSuccess: (result) => {
        setIsAskingPassword(false);
        setEnrolment(result);
      },
    });
  }

  function cancel() {
    startEnrolment.reset();
    setIsAskingPassword(false);
    setEnrolment(null);
    shouldFocusEnableButton.current = true;
  }

  if (enrolment) {
    return (
      <SetUpAuthenticator enrolment={enrolment} onCancel={cancel} onEnabled={() => onEnabled(enrolment.backupCodes)} />
    );
  }
  if (isAskingPassword) {
    return (
      <ConfirmPassword
        isPending={startEnrolment.isPending}
        error={startEnrolment.isError ? describeEnrolmentStartError(startEnrolment.error) : null}
        onSubmit={start}
        onEdit={() => startEnrolment.reset()}
        onCancel={cancel}
      />
    );
  }
  return (
    <div>
      <p className="text-sm leading-relaxed text-indigo-100/90">
        Add a second step to signing in: a 6-digit code from an authenticator app on your phone, such as Google
        Authenticator, Microsoft Authenticator or 1Password. Even someone who learns your password cannot get in without
        it.
      </p>
      <button
        ref={enableButtonRef}
        type="button"
        className="btn-primary mt-4 px-5 py-2.5 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60"
        aria-disabled={startEnrolment.isPending}
        onClick={() => (hasPassword ? setIsAskingPassword(true) : start())}
      >
        <ShieldCheck aria-hidden className="size-4" />
        {startEnrolment.isPending ? "Preparing…" : "Enable two-factor"}
      </button>
      {startEnrolment.isError && (
        <p role="alert" className={`mt-4 ${ERROR_BOX}`}>
          {describeEnrolmentStartError(startEnrolment.error)}
        </p>
      )}
    </div>
  );
}

interface ConfirmPasswordProps {
  isPending: boolean;
  error: string | null;
  onSubmit(password: string): void;
  /** Typing again clears the last refusal. */
  onEdit(): void;
  onCancel(): void;
}

function ConfirmPassword({ isPending, error, onSubmit, onEdit, onCancel }: ConfirmPasswordProps) {
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm<ConfirmPasswordValues>({ resolver: confirmPasswordResolver, defaultValues: { password: "" } });
  useEffect(() => setFocus("password"), [setFocus]);
  // A refused password is typed again from the start.
  useEffect(() => {
    if (error) setFocus("password", { shouldSelect: true });
  }, [error, setFocus]);

  return (
    <form
      noValidate
      onFocus={confirmPasswordResolver.preload}
      onSubmit={handleSubmit(({ password }) => {
        if (!isPending) onSubmit(password);
      })}
      className="grid gap-4"
    >
      <TextField
        {...register("password", { onChange: () => error && onEdit() })}
        label="Current password"
        hint="To keep your account safe, confirm it is you before changing how you sign in."
        error={errors.password?.message ?? error}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <div className="flex flex-wrap gap-3">
        <SubmitButton
          className="btn-primary px-5 py-2.5 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60"
          aria-disabled={isPending}
          isPending={isPending}
          pendingLabel="Checking…"
        >
          Continue
        </SubmitButton>
        <button type="button" className="btn-ghost px-5 py-2.5 text-sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

interface SetUpAuthenticatorProps {
  enrolment: Enrolment;
  onCancel(): void;
  onEnabled(): void;
}

function SetUpAuthenticator({ enrolment, onCancel, onEnabled }: SetUpAuthenticatorProps) {
  const confirmEnrolment = useConfirmTwoFactorEnrolment();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<FirstCodeValues>({ resolver: firstCodeResolver, defaultValues: { code: "" } });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const secret = secretOf(enrolment.totpURI);
  useEffect(() => headingRef.current?.focus(), []);

  function onValid({ code }: FirstCodeValues) {
    if (confirmEnrolment.isPending) return;
    confirmEnrolment.mutate(code, {
      onSuccess: onEnabled,
      onError: (error) => {
        setError("code", { type: "server", message: describeEnrolmentConfirmError(error) });
        setFocus("code", { shouldSelect: true });
      },
    });
  }

  const codeField = register("code");
  return (
    <div>
      <h4 ref={headingRef} tabIndex={-1} className="text-base text-gold-100 outline-none">
        Set up your authenticator app
      </h4>
      <p className="mt-1 text-sm text-indigo-100/90">
        Scan the QR code with your authenticator app, or enter the setup key by hand. Then type the 6-digit code it
        shows.
      </p>

      <div className="mt-4 grid gap-4 sm:grid-cols-[auto_minmax(0,1fr)] sm:items-center">
        <div className="mx-auto w-fit rounded-2xl bg-white p-3 shadow-[0_0_32px_-10px_rgb(232_193_112/0.6)] sm:mx-0">
          <QRCodeSVG
            value={enrolment.totpURI}
            size={168}
            level="M"
            title="QR code for your authenticator app"
            className="block size-40 sm:size-[168px]"
          />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.14em] text-gold-300 uppercase">Setup key</p>
          <code className="mt-1.5 block rounded-lg border border-white/10 bg-night-950/70 px-3 py-2 font-mono text-sm tracking-wider break-words text-gold-100 select-all">
            {groupInFours(secret)}
          </code>
          <CopyButton text={secret} label="Copy key" className="mt-3" />
          {/* On a phone the QR code is on the same screen as the app, so offer to open the app directly. */}
          <a
            href={enrolment.totpURI}
            className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-gold-200 underline underline-offset-2 hover:text-gold-100 sm:hidden"
          >
            <Smartphone aria-hidden className="size-4" />
            Open in authenticator app
          </a>
        </div>
      </div>

      <form noValidate onFocus={firstCodeResolver.preload} onSubmit={handleSubmit(onValid)} className="mt-5 grid gap-4">
        <TextField
          {...codeField}
          onChange={(event) => {
            // Digits only, as many as a code has: what is pasted or typed around them is dropped.
            event.target.value = event.target.value.replace(/\D/g, "").slice(0, TOTP_CODE_LENGTH);
            return codeField.onChange(event);
          }}
          label="Authentication code"
          error={errors.code?.message}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern={`[0-9]{${TOTP_CODE_LENGTH}}`}
          placeholder="123456"
          inputClassName="max-w-48 text-center font-mono text-lg tracking-[0.3em]"
        />
        <div className="flex flex-wrap gap-3">
          <SubmitButton
            className="btn-primary px-5 py-2.5 text-sm aria-disabled:cursor-wait aria-disabled:opacity-60"
            aria-disabled={confirmEnrolment.isPending}
            isPending={confirmEnrolment.isPending}
            pendingLabel="Verifying…"
          >
            Verify and turn on
          </SubmitButton>
          <button type="button" className="btn-ghost px-5 py-2.5 text-sm" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </div>
  );
}
