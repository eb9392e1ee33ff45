import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { TestCheckout } from "../../../shared/api/billing";
import { epochSeconds, PLAN_CURRENCY, planTerms, type PaidPlanLevel } from "../../../shared/billing";
import type { Clock } from "../../clock";
import { billingCustomers, billingSubscriptions, billingTestCheckouts } from "../../db/billing-schema";
import { AppError } from "../../http/errors";
import { liveSubscriptionsOf, processBillingEvent, type BillingEventDeps } from "./billing-events";
import type { PaymentGateway } from "./gateway";
import { PLAN_LOOKUP_KEYS } from "./provider-objects";

/** Where the browser goes after the local test checkout (the same pages Stripe's checkout returns to). */
export interface CheckoutReturnUrls {
  subscriptionSuccess: string;
  donationSuccess: string;
  canceled: string;
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** A provider-style id: the prefix and 24 random letters or digits. */
function testId(prefix: string): string {
  return `${prefix}_test_${Array.from(randomBytes(24), (byte) => ALPHANUMERIC[byte % 62]).join("")}`;
}
const PERIOD_SECONDS = 30 * 86_400;

interface TestSubscription {
  id: string;
  customerId: string;
  userId: string;
  planLevel: PaidPlanLevel;
  status: string;
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  /** Once it has ended: when (epoch seconds). */
  endedAt?: number;
}

/** A subscription as Stripe's events carry it (the fields the product reads, and their neighbours). */
function subscriptionObject(subscription: TestSubscription) {
  return {
    id: subscription.id,
    object: "subscription",
    customer: subscription.customerId,
    status: subscription.status,
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    ended_at: subscription.endedAt ?? null,
    currency: PLAN_CURRENCY,
    metadata: { userId: subscription.userId, planLevel: String(subscription.planLevel) },
    items: {
      object: "list",
      data: [
        {
          id: `si_${subscription.id}`,
          object: "subscription_item",
          current_period_end: subscription.currentPeriodEnd,
          price: {
            id: `price_test_${subscription.planLevel}`,
            object: "price",
            lookup_key: PLAN_LOOKUP_KEYS[subscription.planLevel],
            unit_amount: planTerms(subscription.planLevel).priceCents,
            currency: PLAN_CURRENCY,
          },
        },
      ],
    },
  };
}

function invoiceObject(subscription: TestSubscription, paid: boolean) {
  const amount = planTerms(subscription.planLevel).priceCents;
  return {
    id: testId("in"),
    object: "invoice",
    customer: subscription.customerId,
    currency: PLAN_CURRENCY,
    amount_due: amount,
    amount_paid: paid ? amount : 0,
    status: paid ? "paid" : "open",
    parent: { type: "subscription_details", subscription_details: { subscription: subscription.id } },
  };
}

/**
 * Test mode (no Stripe key, not production): a local checkout page stands in for Stripe's, and every
 * change is reported as the event Stripe would send, through the same handler as the webhook
 * (`processBillingEvent`). No money moves and nothing leaves the machine.
 */
export function createTestGateway(deps: BillingEventDeps, urls: CheckoutReturnUrls, clock: Clock) {
  const emit = (type: string, object: Record<string, unknown>) =>
    processBillingEvent(deps, { id: testId("evt"), type, created: epochSeconds(clock()), data: { object } }, clock());

  async function subscriptionById(id: string): Promise<TestSubscription> {
    const [row] = await deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id));
    if (!row) throw new AppError("no_subscription", "There is no subscription to change");
    return {
      id: row.id,
      customerId: row.customerId,
      userId: row.userId,
      planLevel: row.planLevel === 3 ? 3 : 2,
      status: row.status,
      currentPeriodEnd: row.currentPeriodEnd
        ? epochSeconds(row.currentPeriodEnd)
        : epochSeconds(clock()) + PERIOD_SECONDS,
      cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    };
  }

  async function liveSubscriptionOf(userId: string): Promise<TestSubscription> {
    const [row] = await liveSubscriptionsOf(deps.db, userId);
    if (!row) throw new AppError("no_subscription", "You have no paid plan to simulate this on");
    return subscriptionById(row.id);
  }

  async function openCheckout(userId: string, id: string) {
    const [row] = await deps.db
      .select()
      .from(billingTestCheckouts)
      .where(and(eq(billingTestCheckouts.id, id), eq(billingTestCheckouts.userId, userId)));
    if (!row) throw new AppError("not_found", "This test checkout was not found");
    return row;
  }

  async function newCheckout(input: {
    userId: string;
    kind: "subscription" | "donation";
    planLevel: number | null;
    amountCents: number;
  }) {
    const id = testId("cs");
    await deps.db.insert(billingTestCheckouts).values({ id, ...input, createdAt: clock() });
    return `${deps.publicUrl}/billing/test-checkout/${id}`;
  }

  const gateway: PaymentGateway = {
    provider: "test",
    createCustomer: async () => testId("cus"),
    subscriptionCheckout: ({ userId, planLevel }) =>
      newCheckout({ userId, kind: "subscription", planLevel, amountCents: planTerms(planLevel).priceCents }),
    donationCheckout: ({ userId, amountCents }) =>
      newCheckout({ userId, kind: "donation", planLevel: null, amountCents }),
    async changePlan(subscriptionId, planLevel) {
      const subscription = await subscriptionById(subscriptionId);
      await emit(
        "customer.subscription.updated",
        subscriptionObject({ ...subscription, planLevel, cancelAtPeriodEnd: false }),
      );
      return null;
    },
    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const subscription = await subscriptionById(subscriptionId);
      await emit("customer.subscription.updated", subscriptionObject({ ...subscription, cancelAtPeriodEnd: cancel }));
      return null;
    },
    async cancelNow(subscriptionId) {
      const subscription = await subscriptionById(subscriptionId);
      await emit("customer.subscription.deleted", subscriptionObject({ ...subscription, status: "canceled" }));
      return null;
    },
    async endDuplicate(subscriptionId) {
      const subscription = await subscriptionById(subscriptionId);
      if (subscription.status !== "canceled") {
        const ended = { ...subscription, status: "canceled", endedAt: epochSeconds(clock()) };
        await emit("customer.subscription.deleted", subscriptionObject(ended));
      }
      // Its first invoice's charge, refunded in full (one id per subscription: a repeat records nothing).
      await emit("charge.refunded", {
        id: `ch_${subscription.id}`,
        object: "charge",
        customer: subscription.customerId,
        amount_refunded: planTerms(subscription.planLevel).priceCents,
        currency: PLAN_CURRENCY,
        refunded: true,
      });
      return null;
    },
    portal: () => {
      throw new AppError(
        "payments_unavailable",
        "Test mode has no billing portal: your plan's controls are on your dashboard.",
      );
    },
  };

  return {
    gateway,
    async checkout(userId: string, id: string): Promise<TestCheckout> {
      const row = await openCheckout(userId, id);
      const plan = row.planLevel ? planTerms(row.planLevel) : null;
      return {
        id: row.id,
        kind: row.kind,
        planLevel: plan?.level ?? null,
        planName: plan?.name ?? null,
        amountCents: row.amountCents,
        currency: PLAN_CURRENCY,
        status: row.status,
      };
    },
    /** Pay: the checkout completes and Stripe's events for it are handled, in Stripe's usual order. */
    async pay(userId: string, id: string): Promise<string> {
      const row = await openCheckout(userId, id);
      const success = row.kind === "donation" ? urls.donationSuccess : urls.subscriptionSuccess;
      const [claimed] = await deps.db
        .update(billingTestCheckouts)
        .set({ status: "complete" })
        .where(and(eq(billingTestCheckouts.id, id), eq(billingTestCheckouts.status, "open")))
        .returning({ id: billingTestCheckouts.id });
      if (!claimed) {
        if (row.status === "complete") return success;
        throw new AppError("bad_request", "This test checkout was cancelled; start a new one");
      }
      const [customer] = await deps.db.select().from(billingCustomers).where(eq(billingCustomers.userId, userId));
      if (!customer) throw new AppError("no_subscription", "This account has no billing customer");
      const session = {
        id,
        object: "checkout.session",
        customer: customer.customerId,
        client_reference_id: userId,
        currency: PLAN_CURRENCY,
        amount_total: row.amountCents,
        payment_status: "paid",
        status: "complete",
      };
      if (row.kind === "donation") {
        await emit("checkout.session.completed", {
          ...session,
          mode: "payment",
          payment_intent: testId("pi"),
          metadata: { userId, kind: "donation" },
        });
        return success;
      }
      const level: PaidPlanLevel = row.planLevel === 3 ? 3 : 2;
      const subscription: TestSubscription = {
        id: testId("sub"),
        customerId: customer.customerId,
        userId,
        planLevel: level,
        status: "active",
        currentPeriodEnd: epochSeconds(clock()) + PERIOD_SECONDS,
        cancelAtPeriodEnd: false,
      };
      await emit("checkout.session.completed", {
        ...session,
        mode: "subscription",
        subscription: subscription.id,
        metadata: { userId, kind: "subscription", planLevel: String(level) },
      });
      await emit("customer.subscription.created", subscriptionObject(subscription));
      await emit("invoice.paid", invoiceObject(subscription, true));
      return success;
    },
    async cancel(userId: string, id: string): Promise<string> {
      await openCheckout(userId, id);
      await deps.db
        .update(billingTestCheckouts)
        .set({ status: "canceled" })
        .where(and(eq(billingTestCheckouts.id, id), eq(billingTestCheckouts.status, "open")));
      return urls.canceled;
    },
    /** A renewal whose card is declined: Stripe's invoice.payment_failed, then the subscription past due. */
    async failRenewal(userId: string): Promise<void> {
      const subscription = await liveSubscriptionOf(userId);
      await emit("invoice.payment_failed", invoiceObject(subscription, false));
      await emit("customer.subscription.updated", subscriptionObject({ ...subscription, status: "past_due" }));
    },
    /**
     * The period ends now: a subscription set to cancel ends (customer.subscription.deleted); any other
     * renews and is paid (invoice.paid, then the subscription active for a new period).
     */
    async endPeriod(userId: string): Promise<void> {
      const subscription = await liveSubscriptionOf(userId);
      if (subscription.cancelAtPeriodEnd) {
        const ended = { ...subscription, status: "canceled", endedAt: epochSeconds(clock()) };
        await emit("customer.subscription.deleted", subscriptionObject(ended));
        return;
      }
      const renewed = { ...subscription, status: "active", currentPeriodEnd: epochSeconds(clock()) + PERIOD_SECONDS };
      await emit("invoice.paid", invoiceObject(renewed, true));
      await emit("customer.subscription.updated", subscriptionObject(renewed));
    },
  };
}

export type TestBilling = ReturnType<typeof createTestGateway>;
