import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BillingResponse } from "../../../shared/api/billing";
import type { PaidPlanLevel } from "../../../shared/billing";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";

/**
 * Leaves for the address the server chose: the payment provider's page, the local test checkout, or back
 * to one of ours. A full page load, so the page that comes back starts from fresh data.
 */
function leaveFor({ url }: { url: string }) {
  window.location.assign(url);
}

/** GET /api/billing: the plan, the subscription and how payments work here. Only for a signed-in seeker. */
export function useBilling({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.billing,
    queryFn: ({ signal }) => readBody(api.billing.$get(undefined, { init: { signal } })),
    enabled,
  });
}

/**
 * POST /api/billing/checkout, then on to the checkout (or, for a change between paid plans, back to the
 * dashboard). The mutation stays successful while the browser leaves, so its button keeps saying so.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: (plan: PaidPlanLevel) => readBody(api.billing.checkout.$post({ json: { plan } })),
    onSuccess: leaveFor,
  });
}

/** POST /api/billing/donations, then on to the donation's checkout. */
export function useDonation() {
  return useMutation({
    mutationFn: (amountCents: number) => readBody(api.billing.donations.$post({ json: { amountCents } })),
    onSuccess: leaveFor,
  });
}

/** POST /api/billing/portal, then on to the provider's billing portal (cards and invoices). */
export function useBillingPortal() {
  return useMutation({
    mutationFn: () => readBody(api.billing.portal.$post()),
    onSuccess: leaveFor,
  });
}

type BillingChange = "cancel" | "resume" | "failRenewal" | "endPeriod";
const CHANGES: Record<BillingChange, () => Promise<BillingResponse>> = {
  cancel: () => readBody(api.billing.cancel.$post()),
  resume: () => readBody(api.billing.resume.$post()),
  failRenewal: () => readBody(api.billing.test["fail-renewal"].$post()),
  endPeriod: () => readBody(api.billing.test["end-period"].$post()),
};

/**
 * Cancel, resume, or (test mode) a failed renewal or the period's end: each answers the billing object,
 * which replaces the cached one; the profile's plan and daily allowance may have moved with it.
 */
export function useBillingChange(change: BillingChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => CHANGES[change](),
    onSuccess: (billing) => {
      queryClient.setQueryData(queryKeys.billing, billing);
      return queryClient.invalidateQueries({ queryKey: queryKeys.profile });
    },
  });
}

/** GET /api/billing/test-checkout/:id: what a local test checkout sells, and whether it is still open. */
export function useTestCheckout(id: string) {
  return useQuery({
    queryKey: [...queryKeys.billing, "test-checkout", id],
    queryFn: ({ signal }) =>
      readBody(api.billing["test-checkout"][":id"].$get({ param: { id } }, { init: { signal } })),
    retry: false,
  });
}

/** Pay or leave a local test checkout, then go where it returns. */
export function useTestCheckoutAction(id: string, action: "pay" | "cancel") {
  return useMutation({
    mutationFn: () => readBody(api.billing["test-checkout"][":id"][action].$post({ param: { id } })),
    onSuccess: leaveFor,
  });
}
