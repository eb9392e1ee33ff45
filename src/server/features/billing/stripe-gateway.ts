import type Stripe from "stripe";
import { PLAN_CURRENCY, type PaidPlanLevel } from "../../../shared/billing";
import { AppError } from "../../http/errors";
import type { PaymentGateway } from "./gateway";
import { PLAN_LOOKUP_KEYS, type PlanPrices, type ProviderSubscription } from "./provider-objects";
import { loadPackage } from "../../bundle-entry";

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: PlanPrices;
  /** Another address for Stripe's API (a local Stripe-compatible server); Stripe's own by default. */
  apiUrl?: string;
}

/** The official SDK's module, loaded at the first call to Stripe rather than as the server starts. */
const stripeSdk = () => loadPackage<typeof import("stripe")>("stripe").then((module) => module.default);

/**
 * The official SDK's client, pointed at Stripe or, by `apiUrl`, at a compatible server (tests): made at
 * the first call, then kept.
 */
export function createStripeClient(config: StripeConfig): () => Promise<Stripe> {
  let client: Promise<Stripe> | undefined;
  return () => (client ??= stripeSdk().then((Stripe) => newClient(Stripe, config)));
}

function newClient(Stripe: typeof import("stripe").default, config: StripeConfig): Stripe {
  const url = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Mystic Dice" },
    ...(url
      ? {
          host: url.hostname,
          port: url.port || (url.protocol === "https:" ? 443 : 80),
          protocol: url.protocol === "http:" ? ("http" as const) : ("https" as const),
        }
      : {}),
  });
}

/** Any failure of the provider, as the seeker's clear 502 (the cause is logged by the error handler). */
async function provider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new AppError(
      "payment_provider_error",
      "The payment service did not answer as expected. Nothing has changed; please try again in a moment.",
      { cause: error },
    );
  }
}

export function createStripeGateway(client: () => Promise<Stripe>, config: StripeConfig): PaymentGateway {
  /** A call to Stripe through the client, its failures as the seeker's clear 502. */
  const withStripe = <T>(call: (stripe: Stripe) => Promise<T>) => provider(async () => call(await client()));

  const priceIds = new Map<PaidPlanLevel, string>();
  if (config.prices.novice) priceIds.set(2, config.prices.novice);
  if (config.prices.explorer) priceIds.set(3, config.prices.explorer);

  /** The plan's price id: configured, else found once by its lookup key. */
  async function priceOf(stripe: Stripe, level: PaidPlanLevel): Promise<string> {
    const known = priceIds.get(level);
    if (known) return known;
    const found = await stripe.prices.list({ lookup_keys: [PLAN_LOOKUP_KEYS[level]], active: true, limit: 1 });
    const price = found.data[0];
    if (!price) throw new Error(`No active Stripe price with lookup key ${PLAN_LOOKUP_KEYS[level]}`);
    priceIds.set(level, price.id);
    return price.id;
  }

  /** Refunds a payment in full, once: a payment already refunded is left as it is. */
  async function refundOnce(stripe: Stripe, paymentIntent: string, subscriptionId: string): Promise<void> {
    try {
      await stripe.refunds.create(
        { payment_intent: paymentIntent, reason: "duplicate", metadata: { subscriptionId } },
        { idempotencyKey: `refund-duplicate-${paymentIntent}` },
      );
    } catch (error) {
      if (error instanceof (await stripeSdk()).errors.StripeError && error.code === "charge_already_refunded") return;
      throw error;
    }
  }

  return {
    provider: "stripe",
    createCustomer: (user) =>
      withStripe(
        async (stripe) => (await stripe.customers.create({ email: user.email, metadata: { userId: user.id } })).id,
      ),
    subscriptionCheckout: ({ customerId, userId, planLevel, successUrl, cancelUrl }) =>
      withStripe(async (stripe) => {
        const session = await stripe.checkout.sessions.create({
          mode: "subscription",
          customer: customerId,
          client_reference_id: userId,
          line_items: [{ price: await priceOf(stripe, planLevel), quantity: 1 }],
          subscription_data: { metadata: { userId, planLevel: String(planLevel) } },
          metadata: { userId, kind: "subscription", planLevel: String(planLevel) },
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
        return session.url;
      }),
    donationCheckout: ({ customerId, userId, amountCents, successUrl, cancelUrl }) =>
      withStripe(async (stripe) => {
        const session = await stripe.checkout.sessions.create({
          mode: "payment",
          customer: customerId,
          client_reference_id: userId,
          submit_type: "donate",
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: PLAN_CURRENCY,
                unit_amount: amountCents,
                product_data: { name: "Donation to Mystic Dice" },
              },
            },
          ],
          metadata: { userId, kind: "donation" },
          success_url: successUrl,
          cancel_url: cancelUrl,
        });
        if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
        return session.url;
      }),
    changePlan: (subscriptionId, planLevel) =>
      withStripe(async (stripe) => {
        const current = await stripe.subscriptions.retrieve(subscriptionId);
        const item = current.items.data[0];
        if (!item) throw new Error(`Subscription ${subscriptionId} has no item`);
        return (await stripe.subscriptions.update(subscriptionId, {
          items: [{ id: item.id, price: await priceOf(stripe, planLevel) }],
          proration_behavior: "create_prorations",
          cancel_at_period_end: false,
          metadata: { planLevel: String(planLevel) },
        })) as unknown as ProviderSubscription;
      }),
    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      withStripe(
        async (stripe) =>
          (await stripe.subscriptions.update(subscriptionId, {
            cancel_at_period_end: cancel,
          })) as unknown as ProviderSubscription,
      ),
    cancelNow: (subscriptionId) =>
      withStripe(
        async (stripe) => (await stripe.subscriptions.cancel(subscriptionId)) as unknown as ProviderSubscription,
      ),
    endDuplicate: (subscriptionId) =>
      withStripe(async (stripe) => {
        // Idempotency keys make a repeat (a retried webhook, two server processes) change nothing more.
        let subscription = await stripe.subscriptions.retrieve(subscriptionId);
        if (subscription.status !== "canceled") {
          subscription = await stripe.subscriptions.cancel(
            subscriptionId,
            {},
            { idempotencyKey: `end-duplicate-${subscriptionId}` },
          );
        }
        const invoice = subscription.latest_invoice;
        const invoiceId = typeof invoice === "string" ? invoice : (invoice?.id ?? null);
        if (invoiceId) {
          const paid = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 10 });
          for (const { payment } of paid.data) {
            const intent =
              typeof payment.payment_intent === "string" ? payment.payment_intent : payment.payment_intent?.id;
            if (intent) await refundOnce(stripe, intent, subscriptionId);
          }
        }
        return subscription as unknown as ProviderSubscription;
      }),
    portal: (customerId, returnUrl) =>
      withStripe(
        async (stripe) =>
          (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url,
      ),
  };
}
