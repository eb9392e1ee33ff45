import { FREE_BILLING, NOVICE_BILLING } from "../../testing/billing";
import { describe, expect, it } from "vitest";
import type { BillingResponse } from "../../../shared/api/billing";
import { duplicateRefundLine, planControls, planStatusLine } from "./plan-status";

const FREE = FREE_BILLING;
const PAYING = NOVICE_BILLING;

/** The date as the page would write it; here the ISO day, so the wording is what is tested. */
const day = (iso: string) => iso.slice(0, 10);

describe("the note on a second plan that was refunded", () => {
  it("says which plan was cancelled, what was refunded and when, and nothing without one", () => {
    expect(duplicateRefundLine(PAYING, day)).toBeNull();
    const refunded: BillingResponse = {
      ...PAYING,
      duplicateRefund: { planName: "Arcane Explorer", amountCents: 1999, endedAt: "2026-11-24T10:00:00.000Z" },
    };
    expect(duplicateRefundLine(refunded, day)).toBe(
      "You paid for a second plan on 2026-11-24 while one was already running (two checkouts were open at once). That second subscription, the Arcane Explorer plan, was cancelled at once and its $19.99 refunded in full, so you pay for one plan only. A refund can take 5–10 days to show on your card.",
    );
  });
});

describe("the plan panel's status line", () => {
  it("says the free plan has no subscription", () => {
    expect(planStatusLine(FREE, day)).toBe("No subscription: the free plan, free for as long as you like.");
  });

  it("says when a running plan renews, and when a cancelled one ends", () => {
    expect(planStatusLine(PAYING, day)).toBe("Active — renews on 2026-12-23");
    expect(planStatusLine({ ...PAYING, cancelAtPeriodEnd: true }, day)).toBe(
      "Cancelled — your plan ends on 2026-12-23",
    );
    expect(planStatusLine({ ...PAYING, currentPeriodEnd: null }, day)).toBe("Active");
  });

  it("says how long a past-due plan holds, and when it no longer does", () => {
    const pastDue: BillingResponse = { ...PAYING, status: "past_due", graceEndsAt: "2026-11-26T10:00:00.000Z" };
    expect(planStatusLine(pastDue, day)).toBe(
      "Past due — the last payment failed. Your plan stays until 2026-11-26 while the card is tried again.",
    );
    expect(planStatusLine({ ...pastDue, plan: FREE.plan }, day)).toBe(
      "Past due — the last payment failed. You are on the free plan until the payment goes through.",
    );
  });

  it("says when an ended subscription ended", () => {
    const ended: BillingResponse = { ...PAYING, plan: FREE.plan, status: "canceled" };
    expect(planStatusLine(ended, day)).toBe("Your subscription ended on 2026-12-23. You are on the free plan.");
    expect(planStatusLine({ ...ended, currentPeriodEnd: null }, day)).toBe(
      "Your subscription has ended. You are on the free plan.",
    );
  });
});

describe("the plan panel's controls", () => {
  it("offers cancelling a running plan, resuming a cancelled one, and neither on the free plan", () => {
    expect(planControls(FREE)).toEqual({
      canCancel: false,
      canResume: false,
      canManageBilling: false,
      hasTestTools: false,
    });
    expect(planControls(PAYING)).toMatchObject({ canCancel: true, canResume: false, hasTestTools: true });
    expect(planControls({ ...PAYING, cancelAtPeriodEnd: true })).toMatchObject({ canCancel: false, canResume: true });
    expect(planControls({ ...PAYING, status: "past_due" })).toMatchObject({ canCancel: true, hasTestTools: true });
  });

  it("offers the billing portal only with a billing account, and test tools only in test mode", () => {
    expect(planControls({ ...PAYING, mode: "stripe", hasBillingAccount: true })).toMatchObject({
      canManageBilling: true,
      hasTestTools: false,
    });
    expect(planControls({ ...PAYING, mode: "off" }).hasTestTools).toBe(false);
  });
});
