import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  formatUsd,
  PAST_DUE_GRACE_DAYS,
  PLAN_TERMS,
  planPriceLabel,
  type PlanTerms,
} from "../../src/shared/billing";

/**
 * The words of the offer (docs/decisions/020-the-offer-and-payments.md): the /pricing page, the
 * dashboard's plan panel and the test checkout. Every figure comes from PLAN_TERMS.
 */

export interface PlanOffer {
  level: PlanTerms["level"];
  /** "Mystic Novice plan": a plan is always named with the word "plan". */
  title: string;
  price: string;
  tagline: string;
  /** What the plan includes, first the lines play alone never reaches. */
  features: string[];
}

const TAGLINES: Record<PlanTerms["level"], string> = {
  1: "Everything the oracle offers, a few casts at a time. Your readings deepen as your level rises.",
  2: "For the seeker who returns more than once a day, with deeper readings from the first day.",
  3: "The oracle without a daily cap, every section of every enhanced reading, from the first day.",
};

function castsLine(plan: PlanTerms): string {
  return plan.dailyLimit === null ? "Unlimited casts every day" : `${plan.dailyLimit} casts a day`;
}

function depthLine(plan: PlanTerms): string {
  if (plan.minTier <= 1) return "Reading depth rises with your level, from tier 1 to tier 5 at Master";
  if (plan.minTier >= 5) return "Reading depth at tier 5 of 5 from day one: Timing, Spirit Guide and Ritual sections";
  return `Reading depth at tier ${plan.minTier} of 5 or more from day one, with the Timing Prediction section`;
}

export const PLAN_OFFERS: PlanOffer[] = PLAN_TERMS.map((plan) => ({
  level: plan.level,
  title: `${plan.name} plan`,
  price: planPriceLabel(plan),
  tagline: TAGLINES[plan.level],
  features: [
    castsLine(plan),
    `${plan.enhancementsPerDay} enhanced readings a day`,
    depthLine(plan),
    "Karma, streaks, quests, achievements and items",
    "Provably fair dice, sharing and downloads",
  ],
}));

export const PRICING_PAGE = {
  title: "Plans & Pricing",
  intro:
    "Play earns your level, and your level deepens every reading. A plan adds what play never gives: more casts and more enhanced readings each day, and deeper readings from the first day. There are no ads on any plan.",
  currentPlanBadge: "Your plan",
  signedOutCta: "Sign up free",
  freeCta: "Start casting",
  upgradeCta: (plan: PlanTerms) => `Choose the ${plan.name} plan`,
  switchCta: (plan: PlanTerms) => `Switch to the ${plan.name} plan`,
  testModeNote: "Test mode: checkout uses a local page and no card is ever charged.",
  offNote: "Plans cannot be bought on this server: payments are not set up.",
  faqTitle: "Questions about plans",
  faq: [
    {
      question: "Can I cancel at any time?",
      answer:
        "Yes. Cancel from your dashboard whenever you like. Your plan stays until the end of the month you have paid for, then your account moves to the free plan. Nothing is lost: your readings, karma, level and items stay yours.",
    },
    {
      question: "Does my plan renew automatically?",
      answer:
        "Yes. A paid plan renews every month at the price shown here until you cancel. Cancel before the end of the period and you will not be charged again.",
    },
    {
      question: "Can I get a refund?",
      answer:
        "Payments are final and not refunded, except where the law requires a refund. Cancelling stops future charges but does not refund the current month, so try the free plan first.",
    },
    {
      question: "What happens if a payment fails?",
      answer: `Your plan stays for ${PAST_DUE_GRACE_DAYS} days while the card is tried again. If the payment still fails, your account moves to the free plan until it goes through.`,
    },
    {
      question: "Can I change plans?",
      answer:
        "Yes. Moving between the paid plans changes your existing subscription at once, and the difference for the rest of the month is worked out on your next invoice.",
    },
    {
      question: "Who handles my card?",
      answer:
        "Stripe, our payment processor. You enter your card on Stripe's page; your card number never reaches our servers.",
    },
  ],
  donationTitle: "Support the oracle",
  donationText: `A donation is a thank-you, from ${formatUsd(DONATION_MIN_CENTS)} to ${formatUsd(DONATION_MAX_CENTS)}. It is voluntary, buys nothing (no plan, reading, karma or item) and is not refunded except where the law requires.`,
  donationCta: "Donate",
  donationSignedOut: "Sign in to make a donation.",
  donationThanks: "Thank you! Your donation has been received, and a receipt is on its way to your inbox.",
} as const;

export const TEST_CHECKOUT_PAGE = {
  title: "Test checkout",
  banner: "Test mode — no card is charged",
  explain:
    "This server has no payment processor, so this local page stands in for the checkout. Paying here changes your plan exactly as a real payment would, and no money moves.",
  pay: "Pay",
  cancel: "Cancel",
  subscriptionLine: (planName: string, price: string) => `The ${planName} plan, ${price}, renewing monthly`,
  donationLine: (amount: string) => `A donation of ${amount}`,
  done: "This checkout is finished.",
  canceled: "This checkout was cancelled. Nothing was charged.",
} as const;
