import { PRICING_PAGE } from "../../../../content/site/pricing";
import type { BillingResponse } from "../../../shared/api/billing";
import { isPaidPlanLevel, planTerms, type PaidPlanLevel } from "../../../shared/billing";
import { hasLiveSubscription } from "./plan-status";

/** Who looks at the pricing page: not known yet, a visitor, or a seeker (whose billing may still load). */
export type PricingViewer =
  { kind: "unknown" } | { kind: "visitor" } | { kind: "seeker"; billing: BillingResponse | undefined };

/** What a plan's card offers its viewer. */
export type PlanChoice =
  /** Nothing yet: the session or the seeker's plan is still loading. */
  | { kind: "pending" }
  | { kind: "signUp"; label: string }
  /** The viewer's own plan, with a link onwards. */
  | { kind: "current"; link: { to: string; label: string } }
  | { kind: "link"; to: string; label: string }
  | { kind: "checkout"; plan: PaidPlanLevel; label: string; isDisabled: boolean };

/**
 * A plan's call to action: for a visitor, one per plan ("Start free", "Choose the Mystic Novice plan"),
 * each opening sign-up first, which comes back here where the plan's checkout is; for a seeker, their own
 * plan marked, the paid plans to choose (or to switch to, while a paid plan runs; disabled when payments
 * are off), and the free plan's way there (cancelling, on the dashboard).
 */
export function planChoice(level: number, viewer: PricingViewer): PlanChoice {
  if (viewer.kind === "unknown") return { kind: "pending" };
  if (viewer.kind === "visitor") {
    const label = isPaidPlanLevel(level) ? PRICING_PAGE.upgradeCta(planTerms(level)) : PRICING_PAGE.signedOutFreeCta;
    return { kind: "signUp", label };
  }
  const { billing } = viewer;
  if (!billing) return { kind: "pending" };
  const dashboard = { to: "/dashboard", label: PRICING_PAGE.manageOnDashboard };
  if (level === billing.plan.level) {
    return {
      kind: "current",
      link: level === 1 ? { to: "/dice-divination", label: PRICING_PAGE.freeCta } : dashboard,
    };
  }
  if (!isPaidPlanLevel(level)) return { kind: "link", ...dashboard };
  const plan = planTerms(level);
  return {
    kind: "checkout",
    plan: level,
    label: hasLiveSubscription(billing) ? PRICING_PAGE.switchCta(plan) : PRICING_PAGE.upgradeCta(plan),
    isDisabled: billing.mode === "off",
  };
}
