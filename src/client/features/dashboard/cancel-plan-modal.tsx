import { PLAN_PANEL } from "../../../../content/site/pricing";
import type { BillingResponse } from "../../../shared/api/billing";
import { Modal } from "../../components/ui/modal";
import { describeRequestError, formatDate } from "../../lib/format";
import { useBillingChange } from "../billing/use-billing";

/**
 * "Cancel your plan?": the plan stays until the period paid for ends, then the free plan. Cancelling is
 * confirmed here; keeping the plan closes the dialog and changes nothing.
 */
export function CancelPlanModal({ billing, onClose }: { billing: BillingResponse; onClose(): void }) {
  const cancel = useBillingChange("cancel");
  const periodEnd = billing.currentPeriodEnd ? formatDate(billing.currentPeriodEnd) : null;
  return (
    <Modal title={PLAN_PANEL.confirmTitle} onClose={onClose}>
      <p className="mt-4 text-center text-indigo-100/90">{PLAN_PANEL.confirmText(billing.plan.name, periodEnd)}</p>
      <div aria-live="polite">
        {cancel.isError && (
          <p role="alert" className="mt-4 text-center text-sm text-rose-300">
            {describeRequestError(cancel.error, PLAN_PANEL.changeFailed)}
          </p>
        )}
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-center">
        <button type="button" className="btn-ghost" onClick={onClose}>
          {PLAN_PANEL.keep}
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={cancel.isPending}
          onClick={() => cancel.mutate(undefined, { onSuccess: onClose })}
        >
          {PLAN_PANEL.confirmCancel}
        </button>
      </div>
    </Modal>
  );
}
