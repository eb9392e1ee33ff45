import { CheckCircle2, ShieldOff } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { disableTwoFactorRequestSchema } from "../../../shared/api/account";
import { describeRequestError } from "../../lib/format";
import { DANGER_BUTTON } from "./account-styles";
import { TextField } from "./text-field";
import { useDisableTwoFactor } from "./use-security";

/** Two-factor is on: says so, and turns it off with a current code or a backup code. */
export function TurnOffTwoFactorForm({ onTurnedOff }: { onTurnedOff(): void }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const disableTwoFactor = useDisableTwoFactor();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disableTwoFactor.isPending) return;
    // Backup codes are case-sensitive, so only spaces are taken out.
    const checked = disableTwoFactorRequestSchema.safeParse({ code: code.replace(/\s+/g, "") });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? "Enter a code");
      inputRef.current?.focus();
      return;
    }
    setError(null);
    try {
      // Resolves once the refreshed overview is in, when this form is about to give way to the "off" view.
      await disableTwoFactor.mutateAsync(checked.data.code);
      onTurnedOff();
    } catch (failure) {
      setError(describeRequestError(failure, "Two-factor could not be turned off. Please try again."));
      inputRef.current?.select();
    }
  }

  return (
    <div>
      <p className="flex items-start gap-2 text-sm font-semibold text-emerald-200">
        <CheckCircle2 aria-hidden className="mt-0.5 size-4 shrink-0" />
        Two-factor authentication is on.
      </p>
      <p className="mt-1 text-sm leading-relaxed text-indigo-100/90">
        Signing in also asks for a code from your authenticator app. If you lose your phone, a backup code gets you in.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-5 grid gap-4">
        <TextField
          ref={inputRef}
          label="Code to turn off two-factor"
          hint="The 6-digit code from your app, or one of your backup codes."
          error={error}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={32}
          inputClassName="max-w-64 font-mono tracking-wider"
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(null);
          }}
        />
        <div>
          <button
            type="submit"
            className={`${DANGER_BUTTON} px-5 py-2.5 text-sm`}
            aria-disabled={disableTwoFactor.isPending}
          >
            <ShieldOff aria-hidden className="size-4" />
            {disableTwoFactor.isPending ? "Turning off…" : "Turn off two-factor"}
          </button>
        </div>
      </form>
    </div>
  );
}
