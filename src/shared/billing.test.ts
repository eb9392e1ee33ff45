import { describe, expect, it } from "vitest";
import {
  billingStatusOf,
  currentSubscription,
  effectivePlanLevel,
  formatUsd,
  isNewerState,
  PAST_DUE_GRACE_DAYS,
  pastDueSinceAfter,
  PLAN_TERMS,
  planLevelOf,
  planPriceLabel,
  type SubscriptionState,
} from "./billing";

const state = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
  status: "active",
  planLevel: 2,
  currentPeriodEnd: 2_000_000_000,
  cancelAtPeriodEnd: false,
  pastDueSince: null,
  eventAt: 1_000,
  ...overrides,
});
const at = (seconds: number) => new Date(seconds * 1000);
const GRACE_SECONDS = PAST_DUE_GRACE_DAYS * 86_400;

describe("the offer", () => {
  it("gives each paid plan more casts and enhancements than play can reach, and a deeper start", () => {
    const [free, novice, explorer] = PLAN_TERMS;
    expect(free).toMatchObject({ dailyLimit: 3, enhancementsPerDay: 5, minTier: 1, priceCents: 0 });
    expect(novice).toMatchObject({ dailyLimit: 10, enhancementsPerDay: 30, minTier: 3, priceCents: 999 });
    expect(explorer).toMatchObject({ dailyLimit: null, enhancementsPerDay: 120, minTier: 5, priceCents: 1999 });
    expect(PLAN_TERMS.map(planPriceLabel)).toEqual(["Free", "$9.99/month", "$19.99/month"]);
    expect(formatUsd(500)).toBe("$5");
  });
});

describe("subscription events in any order", () => {
  it("takes the newer state, the later arrival on a tie, and never revives an ended subscription", () => {
    expect(isNewerState(null, state())).toBe(true);
    expect(isNewerState(state({ eventAt: 10 }), state({ eventAt: 9 }))).toBe(false);
    expect(isNewerState(state({ eventAt: 10 }), state({ eventAt: 10, planLevel: 3 }))).toBe(true);
    expect(isNewerState(state({ status: "canceled", eventAt: 10 }), state({ eventAt: 99 }))).toBe(false);
    expect(isNewerState(state({ eventAt: 10 }), state({ status: "canceled", eventAt: 11 }))).toBe(true);
  });

  it("keeps the start of a past-due episode and clears it once paid", () => {
    expect(pastDueSinceAfter(state(), state({ status: "past_due", eventAt: 50 }))).toBe(50);
    expect(
      pastDueSinceAfter(state({ status: "past_due", pastDueSince: 50 }), state({ status: "past_due", eventAt: 70 })),
    ).toBe(50);
    expect(pastDueSinceAfter(state({ status: "past_due", pastDueSince: 50 }), state({ eventAt: 90 }))).toBeNull();
  });
});

describe("the plan a seeker has", () => {
  it("is the highest plan a live subscription pays for, else free", () => {
    expect(planLevelOf([], at(0))).toBe(1);
    expect(planLevelOf([state(), state({ planLevel: 3 })], at(0))).toBe(3);
    expect(planLevelOf([state({ status: "canceled", planLevel: 3 }), state()], at(0))).toBe(2);
    expect(planLevelOf([state({ status: "incomplete" })], at(0))).toBe(1);
  });

  it("holds a past-due plan through the grace period, then reads as free", () => {
    const pastDue = state({ status: "past_due", pastDueSince: 1_000, eventAt: 1_000 });
    expect(planLevelOf([pastDue], at(1_000 + GRACE_SECONDS - 1))).toBe(2);
    expect(planLevelOf([pastDue], at(1_000 + GRACE_SECONDS))).toBe(1);
    const grace = at(1_000 + GRACE_SECONDS);
    expect(effectivePlanLevel({ planLevel: 2, planGraceEndsAt: grace }, at(1_000))).toBe(2);
    expect(effectivePlanLevel({ planLevel: 2, planGraceEndsAt: grace }, grace)).toBe(1);
    expect(effectivePlanLevel({ planLevel: 3, planGraceEndsAt: null }, grace)).toBe(3);
  });

  it("names the subscription the billing page speaks of and its status", () => {
    expect(billingStatusOf(null)).toBe("free");
    const ended = state({ status: "canceled", eventAt: 5 });
    const live = state({ planLevel: 3, eventAt: 1 });
    expect(currentSubscription([ended, live])).toBe(live);
    expect(billingStatusOf(currentSubscription([ended]))).toBe("canceled");
    expect(billingStatusOf(state({ status: "past_due" }))).toBe("past_due");
    expect(billingStatusOf(state({ cancelAtPeriodEnd: true }))).toBe("active");
  });
});
