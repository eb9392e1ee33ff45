import { ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { TOTP_CODE_LENGTH } from "../../../shared/field-limits";
import { TextField } from "../../components/ui/form/field";
import { FormFeedback } from "../../components/ui/form/form-feedback";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { secondFactorErrorMessage } from "../../lib/auth/auth-messages";
import { useAuth } from "../../lib/auth/auth-provider";
import { lazyResolver } from "../../lib/lazy-resolver";
import type { SecondFactorValues } from "./two-factor-code-form-schema";

const resolver = lazyResolver(() =>
  import("./two-factor-code-form-schema").then((schema) => schema.secondFactorResolver),
);

/** A backup code as better-auth hands them out ("ABCDE-12345"), with room to spare. */
const BACKUP_CODE_MAX_LENGTH = 16;

/**
 * The second step of signing in to an account with two-factor: a code from the authenticator app, or one
 * of the backup codes. Used by the auth modal and by the page a magic link leads to.
 */
export function TwoFactorCodeForm({ onVerified, disabled = false }: { onVerified(): void; disabled?: boolean }) {
  const { verifySecondFactor } = useAuth();
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactorValues>({ resolver, defaultValues: { code: "" } });
  const hintId = useId();

  async function onValid({ code }: SecondFactorValues) {
    setError(null);
    const result = await verifySecondFactor(code, kind);
    if (result.error) {
      setError(secondFactorErrorMessage(result.error));
      return;
    }
    onVerified();
  }

  const isTotp = kind === "totp";
  const isDisabled = disabled || isSubmitting;
  return (
    <form className="space-y-4" onFocus={resolver.preload} onSubmit={handleSubmit(onValid)}>
      <div className="flex items-start gap-3 rounded-2xl border border-gold-300/25 bg-gold-300/5 p-4 text-sm text-indigo-100/90">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-300" />
        <p id={hintId}>
          {isTotp
            ? "Your account is protected by two-factor authentication. Enter the 6-digit code from your authenticator app."
            : "Enter one of the backup codes you saved when you turned on two-factor. Each works once."}
        </p>
      </div>
      <TextField
        key={kind}
        {...register("code")}
        label={isTotp ? "Authentication code" : "Backup code"}
        error={errors.code?.message}
        inputClassName="text-center font-mono text-lg tracking-[0.3em]"
        required
        autoFocus
        aria-describedby={hintId}
        autoComplete="one-time-code"
        inputMode={isTotp ? "numeric" : "text"}
        pattern={isTotp ? `\\s*\\d{3}\\s*\\d{3}\\s*` : undefined}
        maxLength={isTotp ? TOTP_CODE_LENGTH + 1 : BACKUP_CODE_MAX_LENGTH}
        placeholder={isTotp ? "123456" : "ABCDE-12345"}
        disabled={isDisabled}
      />
      <FormFeedback feedback={error ? { kind: "error", text: error } : null} />
      <SubmitButton
        className="btn-primary w-full"
        disabled={isDisabled}
        isPending={isSubmitting}
        pendingLabel="Verifying…"
      >
        Verify
      </SubmitButton>
      <button
        type="button"
        className="mx-auto block text-sm font-semibold text-gold-200 underline-offset-4 hover:underline"
        onClick={() => {
          setKind(isTotp ? "backup" : "totp");
          reset({ code: "" });
          setError(null);
        }}
        disabled={isDisabled}
      >
        {isTotp ? "Use a backup code instead" : "Use my authenticator app"}
      </button>
    </form>
  );
}
