import { FormFeedback } from "../../components/ui/form/form-feedback";
import { type UseMutationResult } from "@tanstack/react-query";
import { CircleCheck, ShieldCheck, Gem } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PLAN_PANEL, PLANS_LINK } from "../../../../content/site/pricing";
import type { BillingResponse } from "../../../shared/api/billing";
import { planPriceLabel, planTerms } from "../../../shared/billing";
import { DashboardSection } from "../../components/ui/dashboard-section";
import { LoadingBlocks, RequestError } from "../../components/ui/query-feedback";
import { describeRequestError, formatDate } from "../../lib/format";
import { duplicateRefundLine, planControls, planStatusLine } from "../billing/plan-status";
import { useBilling, useBillingChange, useBillingPortal } from "../billing/use-billing";
import { CancelPlanModal } from "./cancel-plan-modal";

const SMALL_BUTTON = "btn-ghost px-4 py-1.5 text-sm";

/**
 * The seeker's plan and subscription (GET /api/billing): its status in words, and the controls that
 * apply to it (cancel, resume, the billing portal), with test mode's own tools when the server has them.
 */
export function PlanPanel() {
  const billing = useBilling();
  return (
    <DashboardSection title={PLAN_PANEL.title} icon={Gem}>
      {billing.isPending ? (
        <LoadingBlocks label={PLAN_PANEL.loading} count={1} className="h-24" />
      ) : billing.isError ? (
        <RequestError error={billing.error} fallback={PLAN_PANEL.loadFailed} onRetry={() => void billing.refetch()} />
      ) : (
        <PlanDetails billing={billing.data} />
      )}
    </DashboardSection>
  );
}

/** The first failure among the panel's requests, in the panel's words. */
function failureOf(mutations: readonly UseMutationResult<unknown, Error, void>[]): string | null {
  const failed = mutations.find((mutation) => mutation.isError);
  return failed ? describeRequestError(failed.error, PLAN_PANEL.changeFailed) : null;
}

function PlanDetails({ billing }: { billing: BillingResponse }) {
  const controls = planControls(billing);
  const [isConfirming, setIsConfirming] = useState(false);
  const resume = useBillingChange("resume");
  const portal = useBillingPortal();
  const isPortalOpening = portal.isPending || portal.isSuccess;
  const failure = failureOf([resume, portal]);
  const duplicateRefund = duplicateRefundLine(billing, formatDate);
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-display text-xl text-gold-100 sm:text-2xl">{PLAN_PANEL.planLine(billing.plan.name)}</p>
        <p className="text-sm text-indigo-200/90">{planPriceLabel(planTerms(billing.plan.level))}</p>
      </div>
      <p className="mt-2 text-indigo-50" data-testid="plan-status">
        {planStatusLine(billing, formatDate)}
      </p>
      {duplicateRefund && (
        <p
          role="status"
          data-testid="duplicate-refund"
          className="mt-3 rounded-xl border border-gold-300/40 bg-night-950/40 px-4 py-3 text-sm text-gold-100"
        >
          {duplicateRefund}
        </p>
      )}
      <div className="mt-5 flex flex-wrap gap-3">
        {controls.canResume && (
          <button type="button" className="btn-primary" disabled={resume.isPending} onClick={() => resume.mutate()}>
            {PLAN_PANEL.resume}
          </button>
        )}
        {controls.canCancel && (
          <button type="button" className="btn-ghost" onClick={() => setIsConfirming(true)}>
            {PLAN_PANEL.cancel}
          </button>
        )}
        {controls.canManageBilling && (
          <button type="button" className="btn-ghost" disabled={isPortalOpening} onClick={() => portal.mutate()}>
            {PLAN_PANEL.manage}
          </button>
        )}
        <Link to={PLANS_LINK.href} className="btn-ghost">
          {PLAN_PANEL.seePlans}
        </Link>
      </div>
      <FormFeedback className="text-sm *:mt-3" feedback={failure ? { kind: "error", text: failure } : null} />
      {controls.hasTestTools && <TestModeTools />}
      {isConfirming && <CancelPlanModal billing={billing} onClose={() => setIsConfirming(false)} />}
    </>
  );
}

/** Test mode only: what the payment processor would do at a renewal, without waiting a month for it. */
function TestModeTools() {
  const failRenewal = useBillingChange("failRenewal");
  const endPeriod = useBillingChange("endPeriod");
  const failure = failureOf([failRenewal, endPeriod]);
  const isBusy = failRenewal.isPending || endPeriod.isPending;
  return (
    <section
      aria-labelledby="test-mode-tools-title"
      className="mt-6 rounded-xl border border-dashed border-gold-300/40 bg-night-950/40 p-4"
    >
      <h3 id="test-mode-tools-title" className="flex items-center gap-2 text-base text-gold-200">
        <ShieldCheck aria-hidden className="size-4" />
        {PLAN_PANEL.testToolsTitle}
      </h3>
      <p className="mt-1 text-sm text-indigo-200/90">{PLAN_PANEL.testToolsNote}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className={SMALL_BUTTON} disabled={isBusy} onClick={() => failRenewal.mutate()}>
          {PLAN_PANEL.failRenewal}
        </button>
        <button type="button" className={SMALL_BUTTON} disabled={isBusy} onClick={() => endPeriod.mutate()}>
          {PLAN_PANEL.endPeriod}
        </button>
      </div>
      <FormFeedback className="text-sm *:mt-3" feedback={failure ? { kind: "error", text: failure } : null} />
    </section>
  );
}

type Arrival = "checkout" | "changed" | null;

/**
 * Back from a checkout (`?checkout=success`) or a change of paid plan (`?plan=changed`): says so once,
 * and takes the note out of the address so a reload does not say it again. A payment whose confirmation
 * has not reached the server yet is said to be on its way; the plan follows without a reload.
 */
export function PlanArrivalNote() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [arrival] = useState<Arrival>(() =>
    searchParams.get("checkout") === "success" ? "checkout" : searchParams.get("plan") === "changed" ? "changed" : null,
  );
  useEffect(() => {
    if (!arrival) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("checkout");
        next.delete("plan");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [arrival, setSearchParams]);
  const billing = useBilling({ enabled: arrival !== null });
  if (!arrival || !billing.data) return null;
  const { plan } = billing.data;
  // Back from a second checkout that was refunded: the plan panel below says what happened to it.
  const text =
    arrival === "changed"
      ? PLAN_PANEL.changed
      : billing.data.duplicateRefund
        ? PLAN_PANEL.duplicateArrival(plan.name)
        : plan.level > 1
          ? PLAN_PANEL.welcome(plan.name)
          : PLAN_PANEL.welcomePending;
  return (
    <p
      role="status"
      className="mt-4 flex items-start gap-3 rounded-xl border border-emerald-300/40 bg-emerald-950/40 px-4 py-3 text-emerald-100"
    >
      <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-300" />
      {text}
    </p>
  );
}
