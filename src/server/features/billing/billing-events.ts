import { and, eq, inArray } from "drizzle-orm";
import type { Logger } from "pino";
import { z } from "zod";
import {
  epochSeconds,
  formatUsd,
  LIVE_SUBSCRIPTION_STATUSES,
  isNewerState,
  pastDueGraceEndsAt,
  pastDueSinceAfter,
  paysForPlan,
  planLevelOf,
  planTerms,
  type SubscriptionState,
} from "../../../shared/billing";
import type { Database, DatabaseExecutor } from "../../db/client";
import { userProfiles, users } from "../../db/schema";
import { billingCustomers, billingEvents, billingSubscriptions, payments } from "../../db/billing-schema";
import { donationReceiptMail, paymentFailedMail, paymentReceiptMail } from "../../mail/mail-templates";
import type { Mailer, OutgoingMail } from "../../mail/mailer";
import {
  readCheckoutSession,
  readInvoice,
  readRefundedCharge,
  readSubscription,
  type PlanPrices,
  type ProviderEvent,
} from "./provider-objects";

export interface BillingEventDeps {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  prices: PlanPrices;
  provider: "stripe" | "test";
}

type SubscriptionRow = typeof billingSubscriptions.$inferSelect;
const uuidSchema = z.uuid();

export function stateOfRow(row: SubscriptionRow): SubscriptionState {
  return {
    status: row.status,
    planLevel: row.planLevel === 3 ? 3 : 2,
    currentPeriodEnd: row.currentPeriodEnd ? epochSeconds(row.currentPeriodEnd) : null,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    pastDueSince: row.pastDueSince ? epochSeconds(row.pastDueSince) : null,
    eventAt: row.eventAt,
  };
}

/**
 * Applies one provider event, once, at `now` (the server's clock): the event id is stored in the same
 * transaction that applies it, so a replay (or a retry after a success) finds it and changes nothing.
 * Mails (receipts) go out after the transaction commits.
 */
export async function processBillingEvent(
  deps: BillingEventDeps,
  event: ProviderEvent,
  now: Date,
): Promise<{ duplicate: boolean }> {
  const mails: OutgoingMail[] = [];
  const duplicate = await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!stored) return true;
    await applyEvent(tx, deps, event, now, mails);
    return false;
  });
  for (const mail of mails) {
    await deps.mailer.send(mail).catch((error: unknown) => deps.logger.error({ err: error }, "billing mail failed"));
  }
  return { duplicate };
}

async function applyEvent(
  tx: DatabaseExecutor,
  deps: BillingEventDeps,
  event: ProviderEvent,
  now: Date,
  mails: OutgoingMail[],
): Promise<void> {
  const object = event.data.object;
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const read = readSubscription(object, deps.prices, event.created);
      if (!read) return ignore(deps, event, "unreadable subscription");
      if (event.type === "customer.subscription.deleted") {
        // It ended by this event at the latest, whatever period it had paid for.
        read.state.status = "canceled";
        read.state.currentPeriodEnd = Math.min(read.state.currentPeriodEnd ?? event.created, event.created);
      }
      const userId = (await userOfCustomer(tx, read.customerId)) ?? (await existingUser(tx, read.userId));
      if (!userId) return ignore(deps, event, "subscription of an unknown customer");
      await applySubscription(tx, { ...read, userId }, now);
      return;
    }
    case "checkout.session.completed": {
      const session = readCheckoutSession(object);
      if (!session) return ignore(deps, event, "unreadable checkout session");
      const userId =
        (await existingUser(tx, session.client_reference_id ?? null)) ??
        (session.customer ? await userOfCustomer(tx, session.customer) : null);
      if (!userId) return ignore(deps, event, "checkout of an unknown user");
      if (session.customer) {
        await tx
          .insert(billingCustomers)
          .values({ userId, customerId: session.customer, createdAt: now })
          .onConflictDoNothing();
      }
      if (session.mode === "payment" && session.metadata?.kind === "donation" && session.payment_status === "paid") {
        const amount = session.amount_total ?? 0;
        const recorded = await recordPayment(tx, deps, now, {
          userId,
          kind: "donation",
          status: "paid",
          amountCents: amount,
          currency: session.currency ?? "usd",
          providerId: session.id,
          customerId: session.customer ?? null,
          planLevel: null,
        });
        const email = recorded ? await emailOf(tx, userId) : null;
        if (email)
          mails.push({ to: email, ...donationReceiptMail({ amount: formatUsd(amount), siteUrl: deps.publicUrl }) });
      }
      return;
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = readInvoice(object);
      if (!invoice) return ignore(deps, event, "unreadable invoice");
      const userId = await userOfCustomer(tx, invoice.customerId);
      if (!userId) return ignore(deps, event, "invoice of an unknown customer");
      const [subscription] = invoice.subscriptionId
        ? await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, invoice.subscriptionId))
        : [];
      const planLevel = subscription?.planLevel ?? null;
      const paid = event.type === "invoice.paid";
      const amount = paid ? invoice.amountPaid : invoice.amountDue;
      if (amount <= 0) return;
      const recorded = await recordPayment(tx, deps, now, {
        userId,
        kind: "subscription",
        status: paid ? "paid" : "failed",
        amountCents: amount,
        currency: invoice.currency,
        providerId: invoice.id,
        customerId: invoice.customerId,
        planLevel,
      });
      if (!paid && subscription) await markPastDue(tx, subscription, event.created, now);
      const email = recorded ? await emailOf(tx, userId) : null;
      if (!email) return;
      const planName = planTerms(planLevel ?? 1).name;
      const dashboardUrl = `${deps.publicUrl}/dashboard`;
      if (paid) {
        mails.push({
          to: email,
          ...paymentReceiptMail({
            planName,
            amount: formatUsd(amount),
            periodEnd: subscription?.currentPeriodEnd ?? null,
            dashboardUrl,
          }),
        });
      } else {
        const [after] = subscription
          ? await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subscription.id))
          : [];
        const graceEnds = after ? pastDueGraceEndsAt(stateOfRow(after)) : null;
        mails.push({ to: email, ...paymentFailedMail({ planName, graceEnds, dashboardUrl }) });
      }
      return;
    }
    case "charge.refunded": {
      const charge = readRefundedCharge(object);
      if (!charge?.customer) return ignore(deps, event, "unreadable refund");
      const userId = await userOfCustomer(tx, charge.customer);
      await recordPayment(tx, deps, now, {
        userId,
        kind: "refund",
        status: "refunded",
        amountCents: charge.amount_refunded,
        currency: charge.currency,
        providerId: charge.id,
        customerId: charge.customer,
        planLevel: null,
      });
      return;
    }
    default:
      // Stored (so a replay stays a no-op) and otherwise ignored: not an event the plan follows.
      return;
  }
}

function ignore(deps: BillingEventDeps, event: ProviderEvent, reason: string): void {
  deps.logger.warn({ eventId: event.id, type: event.type, reason }, "billing event ignored");
}

/**
 * Stores a subscription's state if it is newer than the one kept (decision 020), then recomputes the
 * user's plan. Also used for the state Stripe answers when the product changes a subscription.
 */
export async function applySubscription(
  tx: DatabaseExecutor,
  read: { id: string; customerId: string; userId: string; state: SubscriptionState },
  now: Date,
): Promise<void> {
  const [row] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, read.id)).for("update");
  const stored = row ? stateOfRow(row) : null;
  if (!isNewerState(stored, read.state)) return;
  const pastDueSince = pastDueSinceAfter(stored, read.state);
  const values = {
    userId: row?.userId ?? read.userId,
    customerId: read.customerId,
    planLevel: read.state.planLevel,
    status: read.state.status,
    currentPeriodEnd: read.state.currentPeriodEnd ? new Date(read.state.currentPeriodEnd * 1000) : null,
    cancelAtPeriodEnd: read.state.cancelAtPeriodEnd,
    pastDueSince: pastDueSince === null ? null : new Date(pastDueSince * 1000),
    eventAt: read.state.eventAt,
    updatedAt: now,
  };
  if (row) await tx.update(billingSubscriptions).set(values).where(eq(billingSubscriptions.id, read.id));
  else await tx.insert(billingSubscriptions).values({ id: read.id, ...values, createdAt: now });
  await recomputePlan(tx, values.userId, now);
}

/** A failed renewal: the subscription is past due from this event on (unless a newer state says more). */
async function markPastDue(tx: DatabaseExecutor, row: SubscriptionRow, eventAt: number, now: Date): Promise<void> {
  const stored = stateOfRow(row);
  if (stored.status !== "active" && stored.status !== "trialing") return;
  const incoming: SubscriptionState = { ...stored, status: "past_due", eventAt };
  if (!isNewerState(stored, incoming)) return;
  await applySubscription(tx, { id: row.id, customerId: row.customerId, userId: row.userId, state: incoming }, now);
}

/**
 * The user's plan from all their subscriptions (`planLevelOf`), kept on the profile with the end of a
 * past-due grace period, so casts and enhancements read it with the profile row they lock anyway.
 */
async function recomputePlan(tx: DatabaseExecutor, userId: string, now: Date): Promise<void> {
  const rows = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  const states = rows.map(stateOfRow);
  const level = planLevelOf(states, now);
  const paying = states.filter((state) => state.planLevel === level && paysForPlan(state, now));
  const graceEndsAt =
    level > 1 && paying.every((state) => state.status === "past_due")
      ? (paying.map(pastDueGraceEndsAt).sort((a, b) => b!.getTime() - a!.getTime())[0] ?? null)
      : null;
  await tx
    .update(userProfiles)
    .set({ planLevel: level, planGraceEndsAt: graceEndsAt, updatedAt: now })
    .where(eq(userProfiles.id, userId));
}

/** Records a payment once (by provider, kind, status and provider id); false when it was already there. */
async function recordPayment(
  tx: DatabaseExecutor,
  deps: BillingEventDeps,
  now: Date,
  payment: {
    userId: string | null;
    kind: "subscription" | "donation" | "refund";
    status: "paid" | "failed" | "refunded";
    amountCents: number;
    currency: string;
    providerId: string;
    customerId: string | null;
    planLevel: number | null;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(payments)
    .values({ ...payment, provider: deps.provider, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: payments.id });
  return inserted.length > 0;
}

/**
 * The user an event is about: the owner of its object's customer, else the user a checkout or a
 * subscription names. Read again for a replayed event, so what follows an event can be retried.
 */
export async function userOfEvent(db: DatabaseExecutor, event: ProviderEvent): Promise<string | null> {
  const object = event.data.object;
  const customer = typeof object.customer === "string" ? object.customer : null;
  const byCustomer = customer ? await userOfCustomer(db, customer) : null;
  if (byCustomer) return byCustomer;
  const metadata = object.metadata as Record<string, unknown> | null | undefined;
  const named = object.client_reference_id ?? metadata?.userId;
  return existingUser(db, typeof named === "string" ? named : null);
}

async function userOfCustomer(tx: DatabaseExecutor, customerId: string): Promise<string | null> {
  const [row] = await tx
    .select({ userId: billingCustomers.userId })
    .from(billingCustomers)
    .where(eq(billingCustomers.customerId, customerId));
  return row?.userId ?? null;
}

async function existingUser(tx: DatabaseExecutor, userId: string | null): Promise<string | null> {
  if (!userId || !uuidSchema.safeParse(userId).success) return null;
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row?.id ?? null;
}

async function emailOf(tx: DatabaseExecutor, userId: string): Promise<string | null> {
  const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return row?.email ?? null;
}

/** The user's subscriptions the provider may still charge (active, trialing or past due). */
export function liveSubscriptionsOf(db: DatabaseExecutor, userId: string) {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(eq(billingSubscriptions.userId, userId), inArray(billingSubscriptions.status, LIVE_SUBSCRIPTION_STATUSES)),
    );
}

/** The provider's customer id of the user, or null before their first checkout. */
export async function customerIdOf(db: DatabaseExecutor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.customerId })
    .from(billingCustomers)
    .where(eq(billingCustomers.userId, userId));
  return row?.id ?? null;
}
