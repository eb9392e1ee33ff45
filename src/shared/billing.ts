/**
 * The offer and the rules of paid plans (docs/decisions/020-the-offer-and-payments.md): what each plan
 * buys, and how a subscription's state as the payment provider reports it becomes a plan. Pure; the
 * server's billing feature applies it, the pages show it.
 */

export type PlanLevel = 1 | 2 | 3;
export type PaidPlanLevel = 2 | 3;

export interface PlanTerms {
  level: PlanLevel;
  /** The plan's name, always shown with the word "plan" beside a level or tier (decision 020). */
  name: string;
  /** Monthly price in cents of `PLAN_CURRENCY`; 0 is free. */
  priceCents: number;
  /** Casts a day, enforced by the server; null is unlimited. */
  dailyLimit: number | null;
  /** Enhanced readings a day, from local midnight. */
  enhancementsPerDay: number;
  /** The reading depth (tier 1-5) the plan gives from its first day, whatever the level. */
  minTier: number;
  /**
   * The largest spread (items drawn at once) of the drawing oracles the plan opens; null opens every
   * spread. Free: one- and three-item spreads; the Celtic Cross and the five-rune cross are paid.
   */
  maxSpreadSize: number | null;
}

export const PLAN_CURRENCY = "usd";

/** The three plans and what each buys that play alone cannot (decision 020). */
export const PLAN_TERMS: readonly PlanTerms[] = [
  { level: 1, name: "Free Seeker", priceCents: 0, dailyLimit: 3, enhancementsPerDay: 5, minTier: 1, maxSpreadSize: 3 },
  {
    level: 2,
    name: "Mystic Novice",
    priceCents: 999,
    dailyLimit: 10,
    enhancementsPerDay: 30,
    minTier: 3,
    maxSpreadSize: null,
  },
  {
    level: 3,
    name: "Arcane Explorer",
    priceCents: 1999,
    dailyLimit: null,
    enhancementsPerDay: 120,
    minTier: 5,
    maxSpreadSize: null,
  },
];

export function planTerms(level: number): PlanTerms {
  return PLAN_TERMS.find((plan) => plan.level === level) ?? PLAN_TERMS[0]!;
}

/** Whether the plan opens a spread of this many items. */
export function planOpensSpread(plan: PlanTerms, size: number): boolean {
  return plan.maxSpreadSize === null || size <= plan.maxSpreadSize;
}

export function isPaidPlanLevel(level: number): level is PaidPlanLevel {
  return level === 2 || level === 3;
}

/** Whether a plan (its effective level) includes the weekly report: the paid plans do. */
export function planIncludesWeeklyReport(level: number): boolean {
  return isPaidPlanLevel(level);
}

/** "$9.99", "$19.99", "$0" for the plans' prices in US dollars. */
export function formatUsd(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toString() : dollars.toFixed(2)}`;
}

/** "Free" or "$9.99/month". */
export function planPriceLabel(plan: PlanTerms): string {
  return plan.priceCents === 0 ? "Free" : `${formatUsd(plan.priceCents)}/month`;
}

/** A donation is voluntary and buys nothing: from $1 to $500, in whole cents. */
export const DONATION_MIN_CENTS = 100;
export const DONATION_MAX_CENTS = 50_000;

/** Payment records are kept this long after the transaction (tax and accounting law), then deleted. */
export const PAYMENT_RETENTION_YEARS = 7;

/** After a failed renewal the paid plan holds this long, while the provider retries the card. */
export const PAST_DUE_GRACE_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * A subscription as the payment provider reports it (Stripe's statuses), reduced to what the plan
 * follows. Times are epoch seconds, as in the provider's events.
 */
export interface SubscriptionState {
  status: string;
  planLevel: PaidPlanLevel;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** When the subscription first went past due in its current episode (null when paid up). */
  pastDueSince: number | null;
  /** The time of the event (or API answer) this state comes from. */
  eventAt: number;
}

/** Statuses in which a subscription still pays for its plan (the provider may still charge it). */
export const LIVE_SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due"] as const;
const LIVE_STATUSES = new Set<string>(LIVE_SUBSCRIPTION_STATUSES);

/** A time as the provider's events write it: whole seconds since the epoch. */
export const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Statuses after which the provider never brings a subscription back. */
const ENDED_STATUSES = new Set(["canceled", "incomplete_expired"]);

/**
 * Whether an incoming state replaces the stored one: events may arrive in any order and more than once,
 * so the newer state wins, a tie goes to the later arrival, and an ended subscription stays ended.
 */
export function isNewerState(stored: SubscriptionState | null, incoming: SubscriptionState): boolean {
  if (!stored) return true;
  if (ENDED_STATUSES.has(stored.status) && !ENDED_STATUSES.has(incoming.status)) return false;
  return incoming.eventAt >= stored.eventAt;
}

/** The past-due start to keep when a state is applied: set on entering past due, kept while it lasts. */
export function pastDueSinceAfter(previous: SubscriptionState | null, incoming: SubscriptionState): number | null {
  if (incoming.status !== "past_due" && incoming.status !== "unpaid") return null;
  return previous?.pastDueSince ?? incoming.pastDueSince ?? incoming.eventAt;
}

/** Whether a subscription pays for its plan at `now`: live, and past due for less than the grace period. */
export function paysForPlan(state: SubscriptionState, now: Date): boolean {
  if (!LIVE_STATUSES.has(state.status)) return false;
  if (state.status === "past_due") return pastDueGraceEndsAt(state)!.getTime() > now.getTime();
  return true;
}

/** When a past-due subscription's grace period ends, or null when it is not past due. */
export function pastDueGraceEndsAt(state: SubscriptionState): Date | null {
  if (state.status !== "past_due") return null;
  return new Date((state.pastDueSince ?? state.eventAt) * 1000 + PAST_DUE_GRACE_DAYS * DAY_MS);
}

/** The seeker's plan: the highest plan any of their subscriptions pays for at `now`, else free. */
export function planLevelOf(subscriptions: readonly SubscriptionState[], now: Date): PlanLevel {
  let level: PlanLevel = 1;
  for (const state of subscriptions) if (paysForPlan(state, now) && state.planLevel > level) level = state.planLevel;
  return level;
}

export type BillingStatus = "free" | "active" | "past_due" | "canceled";

/**
 * The subscription the billing page speaks of: a live one first (the highest plan), else the most recent
 * one that ended; null when the seeker never subscribed.
 */
export function currentSubscription<T extends SubscriptionState>(subscriptions: readonly T[]): T | null {
  const live = subscriptions.filter((state) => LIVE_STATUSES.has(state.status));
  if (live.length > 0) return [...live].sort((a, b) => b.planLevel - a.planLevel || b.eventAt - a.eventAt)[0]!;
  return [...subscriptions].sort((a, b) => b.eventAt - a.eventAt)[0] ?? null;
}

/** The status the billing page shows for the current subscription. */
export function billingStatusOf(current: SubscriptionState | null): BillingStatus {
  if (!current) return "free";
  if (current.status === "past_due" || current.status === "unpaid") return "past_due";
  if (LIVE_STATUSES.has(current.status)) return "active";
  return current.status === "canceled" ? "canceled" : "free";
}

/**
 * The plan (tier) a profile reads at: the stored plan level, unless a past-due grace period it records
 * has ended. The billing feature keeps both on the profile; casts and enhancements read them here.
 */
export function effectivePlanLevel(profile: { planLevel: number; planGraceEndsAt: Date | null }, now: Date): PlanLevel {
  if (profile.planGraceEndsAt && profile.planGraceEndsAt.getTime() <= now.getTime()) return 1;
  return planTerms(profile.planLevel).level;
}
