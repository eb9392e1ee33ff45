import { FormFeedback } from "../../components/ui/form/form-feedback";
import { Check } from "lucide-react";
import { Link } from "react-router";
import { PLAN_OFFERS, PRICING_PAGE, type PlanOffer } from "../../../../content/site/pricing";
import { CheckList } from "../../components/ui/check-list";
import { useAuthDialogs } from "../../lib/auth/auth-dialogs";
import { describeRequestError } from "../../lib/format";
import { planChoice, type PlanChoice, type PricingViewer } from "./plan-choice";
import { useCheckout } from "./use-billing";

/**
 * The three plans side by side (stacked on a phone). Each card's title, price, tagline and features are
 * in the prerendered page; its call to action follows the viewer once the session is known.
 */
export function PricingPlans({ viewer }: { viewer: PricingViewer }) {
  return (
    <ul aria-label={PRICING_PAGE.plansLabel} className="grid gap-5 lg:grid-cols-3">
      {PLAN_OFFERS.map((offer) => (
        <PlanCard key={offer.level} offer={offer} choice={planChoice(offer.level, viewer)} />
      ))}
    </ul>
  );
}

function PlanCard({ offer, choice }: { offer: PlanOffer; choice: PlanChoice }) {
  const isCurrent = choice.kind === "current";
  const titleId = `plan-${offer.level}-title`;
  return (
    <li
      aria-labelledby={titleId}
      aria-current={isCurrent ? "true" : undefined}
      className={`card relative flex flex-col p-6 sm:p-7 ${
        isCurrent ? "border-gold-300/70 shadow-[0_0_40px_-12px_rgb(232_193_112/0.6)]" : ""
      }`}
    >
      {isCurrent && (
        // On the card's top edge, so the marked card's title lines up with the others.
        <span className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-bold text-night-950 sm:left-7">
          <Check aria-hidden className="size-3.5" />
          {PRICING_PAGE.currentPlanBadge}
        </span>
      )}
      <h2 id={titleId} className="text-xl text-gold-100">
        {offer.title}
      </h2>
      <p className="mt-2 font-display text-3xl text-gold-200">{offer.price}</p>
      <p className="mt-3 text-sm leading-relaxed text-indigo-100/85">{offer.tagline}</p>
      <CheckList items={offer.features} className="mb-6 text-indigo-50" />
      <div className="mt-auto">
        <PlanAction choice={choice} />
      </div>
    </li>
  );
}

/** A card's button or link; while the session or plan loads, an empty space of the button's height. */
function PlanAction({ choice }: { choice: PlanChoice }) {
  const { openAuthModal } = useAuthDialogs();
  switch (choice.kind) {
    case "pending":
      return <span aria-hidden className="block h-12" />;
    case "signUp":
      return (
        <button
          type="button"
          className="btn-primary w-full px-4"
          onClick={() => openAuthModal("signup", { returnTo: "/pricing" })}
        >
          {choice.label}
        </button>
      );
    case "current":
      return (
        <Link to={choice.link.to} className="btn-ghost w-full px-4">
          {choice.link.label}
        </Link>
      );
    case "link":
      return (
        <Link to={choice.to} className="btn-ghost w-full px-4">
          {choice.label}
        </Link>
      );
    case "checkout":
      return <CheckoutButton choice={choice} />;
  }
}

function CheckoutButton({ choice }: { choice: Extract<PlanChoice, { kind: "checkout" }> }) {
  const checkout = useCheckout();
  const isLeaving = checkout.isPending || checkout.isSuccess;
  return (
    <>
      <button
        type="button"
        className="btn-primary w-full px-4"
        disabled={choice.isDisabled || isLeaving}
        onClick={() => checkout.mutate(choice.plan)}
      >
        {isLeaving ? PRICING_PAGE.checkoutPending : choice.label}
      </button>
      <FormFeedback
        className="text-sm *:mt-3"
        feedback={
          checkout.isError
            ? { kind: "error", text: describeRequestError(checkout.error, PRICING_PAGE.checkoutFailed) }
            : null
        }
      />
    </>
  );
}
