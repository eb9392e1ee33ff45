import { ShieldCheck } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { FormFeedback } from "../../components/ui/form-parts";
import { secondFactorErrorMessage } from "../../lib/auth/auth-messages";
import { useAuth } from "../../lib/auth/auth-provider";

/**
 * The second step of signing in to an account with two-factor: a code from the authenticator app, or one
 * of the backup codes. Used by the auth modal and by the page a magic link leads to.
 */
export function TwoFactorCodeForm({ onVerified, disabled = false }: { onVerified(): void; disabled?: boolean }) {
  const { verifySecondFactor } = useAuth();
  const [kind, setKind] = useState<"totp" | "backup">("totp");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const hintId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSubmitting(true);
    setError(null);
    const result = await verifySecondFactor(code, kind);
    setIsSubmitting(false);
    if (result.error) {
      setError(secondFactorErrorMessage(result.error));
      return;
    }
    onVerified();
  }

  const isTotp = kind === "totp";
  const isDisabled = disabled || isSubmitting;
  return (
    <form className="space-y-4" onSubmit={onSubmit}>
      <div className="flex items-start gap-3 rounded-2xl border border-gold-300/25 bg-gold-300/5 p-4 text-sm text-indigo-100/90">
        <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-gold-300" />
        <p id={hintId}>
          {isTotp
            ? "Your account is protected by two-factor authentication. Enter the 6-digit code from your authenticator app."
            : "Enter one of the backup codes you saved when you turned on two-factor. Each works once."}
        </p>
      </div>
      <label className="block">
        <span className="mb-1.5 block text-sm font-medium text-indigo-100">
          {isTotp ? "Authentication code" : "Backup code"}
        </span>
        <input
          key={kind}
          className="field text-center font-mono text-lg tracking-[0.3em]"
          name="code"
          required
          autoFocus
          aria-describedby={hintId}
          autoComplete="one-time-code"
          inputMode={isTotp ? "numeric" : "text"}
          pattern={isTotp ? "\\s*\\d{3}\\s*\\d{3}\\s*" : undefined}
          maxLength={isTotp ? 7 : 16}
          placeholder={isTotp ? "123456" : "ABCDE-12345"}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          disabled={isDisabled}
        />
      </label>
      <FormFeedback feedback={error ? { kind: "error", text: error } : null} />
      <button type="submit" className="btn-primary w-full" disabled={isDisabled}>
        {isSubmitting ? "Verifying…" : "Verify"}
      </button>
      <button
        type="button"
        className="mx-auto block text-sm font-semibold text-gold-200 underline-offset-4 hover:underline"
        onClick={() => {
          setKind(isTotp ? "backup" : "totp");
          setCode("");
          setError(null);
        }}
        disabled={isDisabled}
      >
        {isTotp ? "Use a backup code instead" : "Use my authenticator app"}
      </button>
    </form>
  );
}
