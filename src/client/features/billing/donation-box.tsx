import { FormFeedback } from "../../components/ui/form/form-feedback";
import { Heart } from "lucide-react";
import { useForm } from "react-hook-form";
import { PRICING_PAGE } from "../../../../content/site/pricing";
import { TextField } from "../../components/ui/form/field";
import { SubmitButton } from "../../components/ui/form/submit-button";
import { ApiError } from "../../lib/api-client";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { describeRequestError } from "../../lib/format";
import { lazyResolver } from "../../lib/lazy-resolver";
import { parseDonationAmount } from "./donation-amount";
import type { DonationFields } from "./donation-form-schema";
import type { PricingViewer } from "./plan-choice";
import { useDonation } from "./use-billing";

const resolver = lazyResolver(() => import("./donation-form-schema").then((schema) => schema.donationFormResolver));

/**
 * "Support the oracle": a voluntary donation that buys nothing. A seeker types an amount in dollars and
 * goes to its checkout; a visitor is asked to sign in first.
 */
export function DonationBox({ viewer }: { viewer: PricingViewer }) {
  return (
    <section aria-labelledby="donation-title" className="card mx-auto max-w-2xl p-6 sm:p-8">
      <h2 id="donation-title" className="flex items-center gap-3 text-2xl text-gold-100">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-violet-500/15 text-gold-200">
          <Heart aria-hidden className="size-5" />
        </span>
        {PRICING_PAGE.donationTitle}
      </h2>
      <p className="mt-4 text-sm leading-relaxed text-indigo-100/85">{PRICING_PAGE.donationText}</p>
      {viewer.kind === "unknown" ? (
        <span aria-hidden className="mt-6 block h-12" />
      ) : viewer.kind === "visitor" ? (
        <SignInToDonate />
      ) : (
        <DonationForm isDisabled={viewer.billing?.mode === "off"} />
      )}
    </section>
  );
}

function SignInToDonate() {
  const { openAuthModal } = useAuthDialogs();
  return (
    <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
      <p className="text-indigo-50">{PRICING_PAGE.donationSignedOut}</p>
      <button
        type="button"
        className="btn-ghost"
        onClick={() => openAuthModal("login", { returnTo: "/pricing#donation-title" })}
      >
        {PRICING_PAGE.donationSignIn}
      </button>
    </div>
  );
}

function DonationForm({ isDisabled }: { isDisabled: boolean }) {
  const donation = useDonation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DonationFields>({ resolver, defaultValues: { amount: "" } });
  const isLeaving = donation.isPending || donation.isSuccess;

  const onSubmit = handleSubmit((values) => {
    const parsed = parseDonationAmount(values.amount);
    if (!parsed.ok) return;
    donation.mutate(parsed.cents, {
      onError: (error) => {
        // The server counts cents; its message about them belongs on the dollar field.
        const message = error instanceof ApiError ? error.fields?.amountCents?.[0] : undefined;
        if (message) setError("amount", { type: "server", message }, { shouldFocus: true });
      },
    });
  });

  const formError =
    donation.isError && !(donation.error instanceof ApiError && donation.error.fields?.amountCents)
      ? describeRequestError(donation.error, PRICING_PAGE.donationFailed)
      : null;
  return (
    <form noValidate onFocus={resolver.preload} onSubmit={(event) => void onSubmit(event)} className="mt-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          label={PRICING_PAGE.donationAmountLabel}
          hint={PRICING_PAGE.donationAmountHint}
          error={errors.amount?.message}
          className="w-full sm:max-w-72"
          inputMode="decimal"
          autoComplete="off"
          placeholder="5"
          disabled={isDisabled}
          {...register("amount")}
        />
        <SubmitButton
          className="btn-primary sm:mt-7"
          disabled={isDisabled || isLeaving}
          isPending={isLeaving}
          pendingLabel={PRICING_PAGE.donationPending}
        >
          {PRICING_PAGE.donationCta}
        </SubmitButton>
      </div>
      <FormFeedback className="text-sm *:mt-3" feedback={formError ? { kind: "error", text: formError } : null} />
    </form>
  );
}
