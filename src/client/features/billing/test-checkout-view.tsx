import { FormFeedback } from "../../components/ui/form/form-feedback";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { TEST_CHECKOUT_PAGE } from "../../../../content/site/pricing";
import type { TestCheckout } from "../../../shared/api/billing";
import { formatUsd, planPriceLabel, planTerms } from "../../../shared/billing";
import { describeRequestError } from "../../lib/format";
import { useTestCheckoutAction } from "./use-billing";

/** What the checkout sells, in the page's words: a plan with its price from the offer, or a donation. */
function purchaseLine(checkout: TestCheckout): string {
  if (checkout.kind === "donation") return TEST_CHECKOUT_PAGE.donationLine(formatUsd(checkout.amountCents));
  const plan = planTerms(checkout.planLevel ?? 1);
  return TEST_CHECKOUT_PAGE.subscriptionLine(checkout.planName ?? plan.name, planPriceLabel(plan));
}

/**
 * The local test checkout (test mode): the banner that says no card is charged, what is bought, and Pay
 * and Cancel, which go where the server says. A finished or cancelled checkout says so and links onwards.
 */
export function TestCheckoutView({ checkout }: { checkout: TestCheckout }) {
  return (
    <section aria-labelledby="test-checkout-title" className="mx-auto max-w-xl px-4 py-12 sm:px-6 sm:py-16">
      <p
        role="note"
        className="flex items-center justify-center gap-2 rounded-xl border border-dashed border-gold-300/60 bg-gold-300/10 px-4 py-3 text-center font-semibold text-gold-100"
      >
        <ShieldCheck aria-hidden className="size-5 shrink-0" />
        {TEST_CHECKOUT_PAGE.banner}
      </p>
      <div className="card mt-6 p-6 sm:p-8">
        <h1 id="test-checkout-title" className="text-3xl text-gold-100">
          {TEST_CHECKOUT_PAGE.heading}
        </h1>
        <p className="mt-4 text-lg text-indigo-50" data-testid="test-checkout-purchase">
          {purchaseLine(checkout)}
        </p>
        <p className="mt-3 text-sm leading-relaxed text-indigo-200/90">{TEST_CHECKOUT_PAGE.explain}</p>
        {checkout.status === "open" ? <CheckoutActions id={checkout.id} /> : <ClosedCheckout checkout={checkout} />}
      </div>
    </section>
  );
}

function CheckoutActions({ id }: { id: string }) {
  const pay = useTestCheckoutAction(id, "pay");
  const leave = useTestCheckoutAction(id, "cancel");
  const isPaying = pay.isPending || pay.isSuccess;
  const isLeaving = leave.isPending || leave.isSuccess;
  const failed = pay.isError ? pay.error : leave.isError ? leave.error : null;
  return (
    <>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" className="btn-ghost" disabled={isPaying || isLeaving} onClick={() => leave.mutate()}>
          {isLeaving ? TEST_CHECKOUT_PAGE.leaving : TEST_CHECKOUT_PAGE.cancel}
        </button>
        <button type="button" className="btn-primary" disabled={isPaying || isLeaving} onClick={() => pay.mutate()}>
          {isPaying ? TEST_CHECKOUT_PAGE.paying : TEST_CHECKOUT_PAGE.pay}
        </button>
      </div>
      <FormFeedback
        className="text-sm *:mt-3"
        feedback={
          failed ? { kind: "error", text: describeRequestError(failed, TEST_CHECKOUT_PAGE.actionFailed) } : null
        }
      />
    </>
  );
}

function ClosedCheckout({ checkout }: { checkout: TestCheckout }) {
  const isDone = checkout.status === "complete";
  const onwards =
    isDone && checkout.kind === "subscription"
      ? { to: "/dashboard", label: TEST_CHECKOUT_PAGE.toDashboard }
      : { to: "/pricing", label: TEST_CHECKOUT_PAGE.backToPlans };
  return (
    <>
      <p role="status" className="mt-6 font-semibold text-gold-200">
        {isDone ? TEST_CHECKOUT_PAGE.done : TEST_CHECKOUT_PAGE.canceled}
      </p>
      <Link to={onwards.to} className="btn-ghost mt-4">
        {onwards.label}
      </Link>
    </>
  );
}
