import {
  DONATION_MAX_CENTS,
  DONATION_MIN_CENTS,
  formatUsd,
  PAST_DUE_GRACE_DAYS,
  PLAN_TERMS,
  planPriceLabel,
  planTerms,
  type PlanTerms,
} from "../../src/shared/billing";

/**
 * The words of the offer (docs/decisions/020-the-offer-and-payments.md): the /pricing page, the
 * dashboard's plan panel and the test checkout. Every figure comes from PLAN_TERMS.
 */

/** "Mystic Novice plan": a plan is always named with the word "plan" (decision 020). */
export const planTitle = (planName: string) => `${planName} plan`;

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

/** The paid plans' weekly report (docs/decisions/045-the-personal-weekly-report.md), as the plans' cards list it. */
const WEEKLY_REPORT_FEATURE =
  "A personal weekly report every Sunday from 06:00 your time: the week's sky, your personal days, your week in readings";

export const PLAN_OFFERS: PlanOffer[] = PLAN_TERMS.map((plan) => ({
  level: plan.level,
  title: planTitle(plan.name),
  price: planPriceLabel(plan),
  tagline: TAGLINES[plan.level],
  features: [
    castsLine(plan),
    `${plan.enhancementsPerDay} enhanced readings a day`,
    depthLine(plan),
    ...(plan.level === 1 ? [] : [WEEKLY_REPORT_FEATURE]),
    "Karma, streaks, quests, achievements and items",
    "Provably fair dice, sharing and downloads",
  ],
}));

const [FREE_PLAN, NOVICE_PLAN, EXPLORER_PLAN] = [planTerms(1), planTerms(2), planTerms(3)];

/** Where the plans are; the Dice Oracle and the dashboard link here when the day's casts are used up. */
export const PLANS_LINK = { href: "/pricing", label: "See plans" } as const;

export const PRICING_PAGE = {
  title: "Plans & Pricing",
  eyebrow: "Plans",
  description: `The ${FREE_PLAN.name} plan (free), the ${NOVICE_PLAN.name} plan (${planPriceLabel(NOVICE_PLAN)}) and the ${EXPLORER_PLAN.name} plan (${planPriceLabel(EXPLORER_PLAN)}): casts and enhanced readings a day, reading depth, cancelling and renewal.`,
  plansLabel: "The plans",
  intro:
    "Play earns your level, and your level deepens every reading. A plan adds what play never gives: more casts and more enhanced readings each day, and deeper readings from the first day. There are no ads on any plan.",
  currentPlanBadge: "Your plan",
  /** A visitor's call on the free plan's card; a paid plan's card offers `upgradeCta`, after sign-up. */
  signedOutFreeCta: "Start free",
  freeCta: "Start casting",
  upgradeCta: (plan: PlanTerms) => `Choose the ${plan.name} plan`,
  switchCta: (plan: PlanTerms) => `Switch to the ${plan.name} plan`,
  /** On the current paid plan's card, and on the free plan's card while a paid plan runs. */
  manageOnDashboard: "Manage on your dashboard",
  checkoutPending: "Opening checkout…",
  checkoutFailed: "The checkout could not be opened. Please try again.",
  billingLoadFailed: "Your plan could not be loaded, so the plans cannot be chosen just now.",
  checkoutCanceled: "Checkout cancelled — nothing was charged.",
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
      question: "What is the weekly report?",
      answer:
        "Both paid plans include it. Every Sunday from 06:00 in your profile's time zone, a report of the week ahead: the sky's computed events (new, full and quarter moons, eclipses, planets changing sign or turning retrograde) at your local times with what astrological tradition makes of them, the Moon's signs day by day, your personal year, month and days (with a birth date in your profile), your readings of the past seven days with what kept coming back and an honest chance check, your streak and quest, one ritual for the week's main moon event and one journaling prompt. It comes by e-mail and as a notification on your devices, as you choose in your dashboard's reminders, and every report is kept at /reports. Each e-mail has a link that turns it off in one click.",
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
  donationPending: "Opening checkout…",
  donationFailed: "The donation's checkout could not be opened. Please try again.",
  donationAmountLabel: "Amount in dollars",
  donationAmountHint: `From ${formatUsd(DONATION_MIN_CENTS)} to ${formatUsd(DONATION_MAX_CENTS)}, for example 5 or 12.50`,
  donationSignedOut: "Sign in to make a donation.",
  donationSignIn: "Sign in",
  donationThanks: "Thank you! Your donation has been received, and a receipt is on its way to your inbox.",
} as const;

/** The amount field's messages (the server says the same in cents). */
export const DONATION_AMOUNT_ERRORS = {
  empty: "Enter an amount in dollars",
  notAnAmount: "Enter an amount such as 5 or 12.50",
  tooManyDecimals: "Enter at most two digits after the point",
  tooSmall: `The smallest donation is ${formatUsd(DONATION_MIN_CENTS)}`,
  tooLarge: `The largest donation is ${formatUsd(DONATION_MAX_CENTS)}`,
} as const;

/** The dashboard's plan panel. Dates arrive already written in the seeker's locale. */
export const PLAN_PANEL = {
  title: "Plan & Billing",
  planLine: (planName: string) => `Your plan: ${planTitle(planName)}`,
  status: {
    free: "No subscription: the free plan, free for as long as you like.",
    renews: (date: string) => `Active — renews on ${date}`,
    active: "Active",
    endsOn: (date: string) => `Cancelled — your plan ends on ${date}`,
    pastDue: (date: string) =>
      `Past due — the last payment failed. Your plan stays until ${date} while the card is tried again.`,
    pastDueLapsed: "Past due — the last payment failed. You are on the free plan until the payment goes through.",
    endedOn: (date: string) => `Your subscription ended on ${date}. You are on the free plan.`,
    ended: "Your subscription has ended. You are on the free plan.",
  },
  cancel: "Cancel plan",
  confirmTitle: "Cancel your plan?",
  confirmText: (planName: string, date: string | null) =>
    `The ${planName} plan stays until ${date ?? "the end of the period you have paid for"}, then your account moves to the ${FREE_PLAN.name} plan. You will not be charged again; the current month is not refunded.`,
  confirmCancel: "Yes, cancel my plan",
  keep: "Keep my plan",
  resume: "Resume plan",
  manage: "Manage billing",
  seePlans: PLANS_LINK.label,
  testToolsTitle: "Test-mode tools",
  testToolsNote: "This server has no payment processor. These buttons send what the processor would; no money moves.",
  failRenewal: "Simulate a failed renewal",
  endPeriod: "End the period now",
  welcome: (planName: string) => `Welcome to the ${planName} plan`,
  welcomePending: "Payment received. Your plan shows here as soon as the payment processor confirms it.",
  changed: "Your plan has changed",
  duplicateArrival: (planName: string) =>
    `You already had the ${planName} plan, so this payment is refunded: see Plan & Billing below.`,
  /** A second checkout paid while a plan was already bought: that subscription was ended and refunded. */
  duplicateRefunded: (planName: string, amount: string, date: string) =>
    `You paid for a second plan on ${date} while one was already running (two checkouts were open at once). That second subscription, the ${planName} plan, was cancelled at once and its ${amount} refunded in full, so you pay for one plan only. A refund can take 5–10 days to show on your card.`,
  loading: "Loading your plan…",
  loadFailed: "Your plan could not be loaded.",
  changeFailed: "That did not go through. Please try again.",
} as const;

export const TEST_CHECKOUT_PAGE = {
  title: "Test checkout",
  description: "The local checkout of a server in test mode: no card is charged.",
  heading: "Checkout",
  loading: "Loading the checkout…",
  loadFailed: "This checkout could not be loaded.",
  paying: "Paying…",
  actionFailed: "That did not go through. Please try again.",
  leaving: "Leaving…",
  backToPlans: "Back to the plans",
  toDashboard: "Go to your dashboard",
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
