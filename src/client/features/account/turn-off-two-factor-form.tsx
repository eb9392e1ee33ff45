import { CheckCircle2, ShieldOff } from "lucide-react";
import { useForm } from "react-hook-form";
import { FACTOR_CODE_MAX_LENGTH } from "../../../shared/field-limits";
import { TextField } from "../../components/ui/form/field";
import { showServerFieldErrors } from "../../components/ui/form/server-errors";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { describeRequestError } from "../../lib/format";
import { lazyResolver } from "../../lib/lazy-resolver";
import { DANGER_BUTTON } from "./account-styles";
import type { TurnOffRequest, TurnOffValues } from "./turn-off-two-factor-form-schema";
import { useDisableTwoFactor } from "./use-security";

const resolver = lazyResolver(() =>
  import("./turn-off-two-factor-form-schema").then((schema) => schema.turnOffResolver),
);

/** Two-factor is on: says so, and turns it off with a current code or a backup code. */
export function TurnOffTwoFactorForm({ onTurnedOff }: { onTurnedOff(): void }) {
  const disableTwoFactor = useDisableTwoFactor();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TurnOffValues, unknown, TurnOffRequest>({
    resolver,
    defaultValues: { code: "" },
  });

  async function onValid({ code }: TurnOffRequest) {
    if (disableTwoFactor.isPending) return;
    try {
      // Resolves once the refreshed overview is in, when this form is about to give way to the "off" view.
      await disableTwoFactor.mutateAsync(code);
      onTurnedOff();
    } catch (failure) {
      if (showServerFieldErrors(failure, setError, ["code"])) return;
      setError("code", {
        type: "server",
        message: describeRequestError(failure, "Two-factor could not be turned off. Please try again."),
      });
      setFocus("code", { shouldSelect: true });
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
      <form noValidate onFocus={resolver.preload} onSubmit={handleSubmit(onValid)} className="mt-5 grid gap-4">
        <TextField
          {...register("code")}
          label="Code to turn off two-factor"
          hint="The 6-digit code from your app, or one of your backup codes."
          error={errors.code?.message}
          autoComplete="one-time-code"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={FACTOR_CODE_MAX_LENGTH}
          inputClassName="max-w-64 font-mono tracking-wider"
        />
        <div>
          <SubmitButton
            className={`${DANGER_BUTTON} px-5 py-2.5 text-sm`}
            aria-disabled={disableTwoFactor.isPending}
            isPending={disableTwoFactor.isPending}
            pendingLabel={
              <>
                <ShieldOff aria-hidden className="size-4" />
                Turning off…
              </>
            }
          >
            <ShieldOff aria-hidden className="size-4" />
            Turn off two-factor
          </SubmitButton>
        </div>
      </form>
    </div>
  );
}
