import { PLAN_PANEL } from "../../../../content/site/pricing";
import type { BillingResponse } from "../../../shared/api/billing";
import { formatUsd } from "../../../shared/billing";

/** A subscription that still pays for its plan (renewing, cancelled at the period's end, or past due). */
export function hasLiveSubscription(billing: BillingResponse): boolean {
  return billing.status === "active" || billing.status === "past_due";
}

/**
 * The plan panel's status line: free, renewing, cancelled with the day the plan ends, past due with the
 * end of its grace period, or ended. `formatDate` writes an ISO time as a date in the seeker's locale.
 */
export function planStatusLine(billing: BillingResponse, formatDate: (iso: string) => string): string {
  const { status } = PLAN_PANEL;
  const periodEnd = billing.currentPeriodEnd ? formatDate(billing.currentPeriodEnd) : null;
  switch (billing.status) {
    case "free":
      return status.free;
    case "active":
      if (!periodEnd) return status.active;
      return billing.cancelAtPeriodEnd ? status.endsOn(periodEnd) : status.renews(periodEnd);
    case "past_due":
      return billing.plan.level > 1 && billing.graceEndsAt
        ? status.pastDue(formatDate(billing.graceEndsAt))
        : status.pastDueLapsed;
    case "canceled":
      return periodEnd ? status.endedOn(periodEnd) : status.ended;
  }
}

/** Which of the panel's controls apply: cancel, resume, the billing portal, and test mode's tools. */
export function planControls(billing: BillingResponse) {
  const isLive = hasLiveSubscription(billing);
  return {
    canCancel: isLive && !billing.cancelAtPeriodEnd,
    canResume: billing.status === "active" && billing.cancelAtPeriodEnd,
    canManageBilling: billing.hasBillingAccount,
    hasTestTools: billing.mode === "test" && isLive,
  };
}

/** Why a second subscription was cancelled and refunded (two checkouts paid at once), or null. */
export function duplicateRefundLine(billing: BillingResponse, formatDate: (iso: string) => string): string | null {
  const refund = billing.duplicateRefund;
  if (!refund) return null;
  return PLAN_PANEL.duplicateRefunded(refund.planName, formatUsd(refund.amountCents), formatDate(refund.endedAt));
}
