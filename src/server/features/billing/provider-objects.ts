import { z } from "zod";
import type { PaidPlanLevel, SubscriptionState } from "../../../shared/billing";

/**
 * The parts of the payment provider's objects the product reads, as Stripe's API (version
 * 2026-10-28) writes them in events and answers. Each schema lets every other field through.
 */

/** An event as Stripe sends it to the webhook (and as test mode builds it). */
export const providerEventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type ProviderEvent = z.infer<typeof providerEventSchema>;

const idOf = z.union([z.string(), z.object({ id: z.string() }).transform((value) => value.id)]);
const metadataSchema = z.record(z.string(), z.string()).nullish();

const subscriptionSchema = z.object({
  id: z.string(),
  customer: idOf,
  status: z.string(),
  cancel_at_period_end: z.boolean().nullish(),
  /** Before API version 2025-03-31 the period lay on the subscription; since then on each item. */
  current_period_end: z.number().nullish(),
  /** When an ended subscription ended: its period's end, or earlier when it was ended at once. */
  ended_at: z.number().nullish(),
  metadata: metadataSchema,
  items: z.object({
    data: z.array(
      z.object({
        current_period_end: z.number().nullish(),
        price: z.object({ id: z.string(), lookup_key: z.string().nullish() }),
      }),
    ),
  }),
});
export type ProviderSubscription = z.input<typeof subscriptionSchema>;

/** The prices of the paid plans: their ids (configured) and lookup keys. */
export interface PlanPrices {
  novice?: string;
  explorer?: string;
}
export const PLAN_LOOKUP_KEYS: Record<PaidPlanLevel, string> = {
  2: "mystic_novice_monthly",
  3: "arcane_explorer_monthly",
};

function planLevelOfPrice(
  price: { id: string; lookup_key?: string | null },
  prices: PlanPrices,
  metadata: Record<string, string> | null | undefined,
): PaidPlanLevel | null {
  if (prices.novice && price.id === prices.novice) return 2;
  if (prices.explorer && price.id === prices.explorer) return 3;
  if (price.lookup_key === PLAN_LOOKUP_KEYS[2]) return 2;
  if (price.lookup_key === PLAN_LOOKUP_KEYS[3]) return 3;
  const fromMetadata = Number(metadata?.planLevel);
  return fromMetadata === 2 || fromMetadata === 3 ? fromMetadata : null;
}

/** A subscription's state, its customer and the user its metadata names; null for anything unreadable. */
export function readSubscription(
  object: unknown,
  prices: PlanPrices,
  eventAt: number,
): { id: string; customerId: string; userId: string | null; state: SubscriptionState } | null {
  const parsed = subscriptionSchema.safeParse(object);
  if (!parsed.success) return null;
  const subscription = parsed.data;
  const item = subscription.items.data[0];
  if (!item) return null;
  const planLevel = planLevelOfPrice(item.price, prices, subscription.metadata);
  if (!planLevel) return null;
  return {
    id: subscription.id,
    customerId: subscription.customer,
    userId: subscription.metadata?.userId ?? null,
    state: {
      status: subscription.status,
      planLevel,
      currentPeriodEnd: subscription.ended_at ?? item.current_period_end ?? subscription.current_period_end ?? null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
      pastDueSince: null,
      eventAt,
    },
  };
}

const checkoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string(),
  customer: idOf.nullish(),
  client_reference_id: z.string().nullish(),
  subscription: idOf.nullish(),
  payment_intent: idOf.nullish(),
  payment_status: z.string().nullish(),
  amount_total: z.number().int().nullish(),
  currency: z.string().nullish(),
  metadata: metadataSchema,
});

export function readCheckoutSession(object: unknown) {
  const parsed = checkoutSessionSchema.safeParse(object);
  return parsed.success ? parsed.data : null;
}

const invoiceSchema = z.object({
  id: z.string(),
  customer: idOf,
  amount_paid: z.number().int().nullish(),
  amount_due: z.number().int().nullish(),
  currency: z.string(),
  /** Where API version 2025-03-31 and later name the invoice's subscription. */
  parent: z.object({ subscription_details: z.object({ subscription: idOf }).nullish() }).nullish(),
  /** Where older API versions name it. */
  subscription: idOf.nullish(),
});

export function readInvoice(object: unknown) {
  const parsed = invoiceSchema.safeParse(object);
  if (!parsed.success) return null;
  const invoice = parsed.data;
  return {
    id: invoice.id,
    customerId: invoice.customer,
    amountPaid: invoice.amount_paid ?? 0,
    amountDue: invoice.amount_due ?? 0,
    currency: invoice.currency,
    subscriptionId: invoice.parent?.subscription_details?.subscription ?? invoice.subscription ?? null,
  };
}

const chargeSchema = z.object({
  id: z.string(),
  customer: idOf.nullish(),
  amount_refunded: z.number().int(),
  currency: z.string(),
});

export function readRefundedCharge(object: unknown) {
  const parsed = chargeSchema.safeParse(object);
  return parsed.success ? parsed.data : null;
}
