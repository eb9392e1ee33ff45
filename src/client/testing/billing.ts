import type { BillingResponse } from "../../shared/api/billing";

/** GET /api/billing for a free seeker on a test-mode server, as component tests stub it. */
export const FREE_BILLING: BillingResponse = {
  plan: { level: 1, name: "Free Seeker", priceCents: 0, currency: "usd" },
  status: "free",
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  mode: "test",
  hasBillingAccount: false,
  duplicateRefund: null,
};

/** The same seeker paying for the Mystic Novice plan, renewing on 23 December 2026. */
export const NOVICE_BILLING: BillingResponse = {
  ...FREE_BILLING,
  plan: { level: 2, name: "Mystic Novice", priceCents: 999, currency: "usd" },
  status: "active",
  currentPeriodEnd: "2026-12-23T10:00:00.000Z",
};
