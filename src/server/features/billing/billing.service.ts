import { and, desc, eq, gte, isNull, lt, notInArray, or } from "drizzle-orm";
import type { BillingMode, BillingResponse } from "../../../shared/api/billing";
import {
  billingStatusOf,
  epochSeconds,
  currentSubscription,
  effectivePlanLevel,
  LIVE_SUBSCRIPTION_STATUSES,
  pastDueGraceEndsAt,
  PLAN_CURRENCY,
  planTerms,
  type PaidPlanLevel,
} from "../../../shared/billing";
import type { Clock } from "../../clock";
import { userProfiles } from "../../db/schema";
import { billingCustomers, billingSubscriptions } from "../../db/billing-schema";
import { AppError } from "../../http/errors";
import {
  applySubscription,
  customerIdOf,
  liveSubscriptionsOf,
  stateOfRow,
  type BillingEventDeps,
} from "./billing-events";
import type { PaymentGateway } from "./gateway";
import { readSubscription, type ProviderSubscription } from "./provider-objects";

const DAY_MS = 86_400_000;
/** How long the billing page explains a second subscription that was ended and refunded. */
const DUPLICATE_NOTICE_DAYS = 30;

export interface BillingDeps extends BillingEventDeps {
  mode: BillingMode;
  /** The provider; null when payments are off. */
  gateway: PaymentGateway | null;
  /** The server's clock. */
  clock: Clock;
}

interface BillingUser {
  id: string;
  email: string;
}

/** The pages a checkout returns to, on this site. */
export function checkoutReturnUrls(publicUrl: string) {
  return {
    subscriptionSuccess: `${publicUrl}/dashboard?checkout=success`,
    donationSuccess: `${publicUrl}/pricing?donation=thanks`,
    canceled: `${publicUrl}/pricing?checkout=canceled`,
  };
}

function gatewayOf(deps: BillingDeps): PaymentGateway {
  if (!deps.gateway) {
    throw new AppError(
      "payments_unavailable",
      "Plans cannot be bought on this server: payments are not set up. Nothing was charged.",
    );
  }
  return deps.gateway;
}

/** GET /api/billing: the plan the seeker has now and the subscription behind it. */
export async function getBilling(deps: BillingDeps, userId: string): Promise<BillingResponse> {
  const now = deps.clock();
  const [profile] = await deps.db
    .select({ planLevel: userProfiles.planLevel, planGraceEndsAt: userProfiles.planGraceEndsAt })
    .from(userProfiles)
    .where(eq(userProfiles.id, userId));
  const rows = await deps.db.select().from(billingSubscriptions).where(eq(billingSubscriptions.userId, userId));
  const customerId = await customerIdOf(deps.db, userId);
  const current = currentSubscription(rows.map((row) => ({ ...stateOfRow(row), row })));
  const plan = planTerms(profile ? effectivePlanLevel(profile, now) : 1);
  const status = billingStatusOf(current);
  return {
    plan: { level: plan.level, name: plan.name, priceCents: plan.priceCents, currency: PLAN_CURRENCY },
    status,
    currentPeriodEnd: current?.row.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: status === "active" && (current?.cancelAtPeriodEnd ?? false),
    graceEndsAt: current ? (pastDueGraceEndsAt(current)?.toISOString() ?? null) : null,
    mode: deps.mode,
    hasBillingAccount: deps.mode === "stripe" && customerId !== null,
    duplicateRefund: await recentDuplicateRefund(deps, userId, now),
  };
}

/** The live subscription the seeker's plan comes from (the highest plan), or null. */
async function liveSubscription(deps: BillingDeps, userId: string) {
  const rows = await liveSubscriptionsOf(deps.db, userId);
  return currentSubscription(rows.map((row) => ({ ...stateOfRow(row), row })))?.row ?? null;
}

/** The provider's customer of the user, made the first time it is needed. */
async function customerOf(deps: BillingDeps, gateway: PaymentGateway, user: BillingUser): Promise<string> {
  const existing = await customerIdOf(deps.db, user.id);
  if (existing) return existing;
  const created = await gateway.createCustomer(user);
  await deps.db
    .insert(billingCustomers)
    .values({ userId: user.id, customerId: created, createdAt: deps.clock() })
    .onConflictDoNothing();
  // Two checkouts at once: the first customer stored is the user's.
  return (await customerIdOf(deps.db, user.id)) ?? created;
}

/**
 * The state a provider answered for a subscription it just changed, applied like its event. The answer
 * is the newest state there is, so it counts as no older than the state stored (whatever the clocks).
 */
async function applyAnswer(deps: BillingDeps, userId: string, answer: ProviderSubscription | null) {
  if (!answer) return;
  const now = deps.clock();
  const [stored] = await deps.db
    .select({ eventAt: billingSubscriptions.eventAt })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.id, answer.id));
  const read = readSubscription(answer, deps.prices, Math.max(epochSeconds(now), stored?.eventAt ?? 0));
  if (!read) return;
  if (answer.status === "canceled") read.state.status = "canceled";
  await deps.db.transaction((tx) => applySubscription(tx, { ...read, userId }, now));
}

/**
 * POST /api/billing/checkout: a checkout for a paid plan; a seeker who already pays for the other paid
 * plan has their subscription changed (with proration) instead, and goes back to the dashboard.
 */
export async function startCheckout(deps: BillingDeps, user: BillingUser, planLevel: PaidPlanLevel) {
  const gateway = gatewayOf(deps);
  const urls = checkoutReturnUrls(deps.publicUrl);
  const live = await liveSubscription(deps, user.id);
  if (live) {
    if (live.planLevel === planLevel) {
      throw new AppError(
        "already_subscribed",
        live.status === "past_due"
          ? `Your last payment for the ${planTerms(planLevel).name} plan did not go through. Update your card with Manage billing and the payment is tried again; nothing new is needed.`
          : live.cancelAtPeriodEnd
            ? `You are on the ${planTerms(planLevel).name} plan until the end of this period. Resume it from your dashboard to keep it.`
            : `You are already on the ${planTerms(planLevel).name} plan.`,
      );
    }
    await applyAnswer(deps, user.id, await gateway.changePlan(live.id, planLevel));
    return { url: `${deps.publicUrl}/dashboard?plan=changed` };
  }
  const customerId = await customerOf(deps, gateway, user);
  const url = await gateway.subscriptionCheckout({
    customerId,
    userId: user.id,
    planLevel,
    successUrl: urls.subscriptionSuccess,
    cancelUrl: urls.canceled,
  });
  return { url };
}

/** POST /api/billing/donations: a one-time, voluntary donation's checkout. */
export async function startDonation(deps: BillingDeps, user: BillingUser, amountCents: number) {
  const gateway = gatewayOf(deps);
  const urls = checkoutReturnUrls(deps.publicUrl);
  const customerId = await customerOf(deps, gateway, user);
  const url = await gateway.donationCheckout({
    customerId,
    userId: user.id,
    amountCents,
    successUrl: urls.donationSuccess,
    cancelUrl: `${deps.publicUrl}/pricing`,
  });
  return { url };
}

/** POST /api/billing/portal: the provider's customer portal (cards, invoices, cancellation). */
export async function openPortal(deps: BillingDeps, userId: string) {
  const gateway = gatewayOf(deps);
  const customerId = await customerIdOf(deps.db, userId);
  if (!customerId) throw new AppError("no_subscription", "You have no billing account yet: choose a plan first.");
  return { url: await gateway.portal(customerId, `${deps.publicUrl}/dashboard`) };
}

/** POST /api/billing/cancel and /resume: cancel at the end of the period, or undo that. */
export async function setCancelAtPeriodEnd(deps: BillingDeps, userId: string, cancel: boolean) {
  const gateway = gatewayOf(deps);
  const live = await liveSubscription(deps, userId);
  if (!live) throw new AppError("no_subscription", "You have no paid plan to change.");
  if (live.cancelAtPeriodEnd !== cancel) {
    await applyAnswer(deps, userId, await gateway.setCancelAtPeriodEnd(live.id, cancel));
  }
  return getBilling(deps, userId);
}

/** How long a claim on a second subscription holds before another process may try to end it again. */
const DUPLICATE_CLAIM_LEASE_MS = 10 * 60_000;

/**
 * Two checkouts opened before either was paid, both paid: two live subscriptions, two charges. After
 * every provider event (and test mode's payment) the seeker's live subscriptions are counted; the first
 * one stored is kept, and each later one is ended at once at the provider with its payment refunded.
 * A process claims a subscription before it calls the provider, so two processes never end it both; a
 * provider failure releases the claim and is thrown (the webhook answers 502 and Stripe sends the
 * event again).
 */
export async function endDuplicateSubscriptions(deps: BillingDeps, userId: string): Promise<void> {
  if (!deps.gateway) return;
  const live = await liveSubscriptionsOf(deps.db, userId);
  if (live.length < 2) return;
  const [kept, ...duplicates] = live.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
  );
  for (const duplicate of duplicates) {
    const now = deps.clock();
    const [claimed] = await deps.db
      .update(billingSubscriptions)
      .set({ endedAsDuplicateAt: now })
      .where(
        and(
          eq(billingSubscriptions.id, duplicate.id),
          or(
            isNull(billingSubscriptions.endedAsDuplicateAt),
            lt(billingSubscriptions.endedAsDuplicateAt, new Date(now.getTime() - DUPLICATE_CLAIM_LEASE_MS)),
          ),
        ),
      )
      .returning({ id: billingSubscriptions.id });
    if (!claimed) continue;
    try {
      await applyAnswer(deps, userId, await deps.gateway.endDuplicate(duplicate.id));
    } catch (error) {
      await deps.db
        .update(billingSubscriptions)
        .set({ endedAsDuplicateAt: null })
        .where(eq(billingSubscriptions.id, duplicate.id));
      throw error;
    }
    deps.logger.warn(
      { userId, kept: kept!.id, ended: duplicate.id },
      "a second live subscription was ended at once and its payment refunded",
    );
  }
}

/** A second subscription ended and refunded lately, for the billing page to explain (else null). */
async function recentDuplicateRefund(deps: BillingDeps, userId: string, now: Date) {
  const [row] = await deps.db
    .select({ planLevel: billingSubscriptions.planLevel, endedAt: billingSubscriptions.endedAsDuplicateAt })
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        notInArray(billingSubscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
        gte(billingSubscriptions.endedAsDuplicateAt, new Date(now.getTime() - DUPLICATE_NOTICE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(desc(billingSubscriptions.endedAsDuplicateAt))
    .limit(1);
  if (!row?.endedAt) return null;
  const plan = planTerms(row.planLevel);
  return { planName: plan.name, amountCents: plan.priceCents, endedAt: row.endedAt.toISOString() };
}

/**
 * Before an account is deleted: its live subscriptions end at once at the provider, so nobody is
 * charged for an account that is gone. A provider failure stops the deletion (502, try again).
 */
export async function endSubscriptionsOf(deps: BillingDeps, userId: string): Promise<void> {
  const rows = await liveSubscriptionsOf(deps.db, userId);
  if (rows.length === 0 || !deps.gateway) return;
  for (const row of rows) await applyAnswer(deps, userId, await deps.gateway.cancelNow(row.id));
}
