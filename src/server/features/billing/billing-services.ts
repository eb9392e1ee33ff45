import { lt } from "drizzle-orm";
import type { Logger } from "pino";
import type { Clock } from "../../clock";
import type { BillingMode } from "../../../shared/api/billing";
import { PAYMENT_RETENTION_YEARS } from "../../../shared/billing";
import type { Database } from "../../db/client";
import { billingEvents, payments } from "../../db/billing-schema";
import { AppError } from "../../http/errors";
import type { Mailer } from "../../mail/mailer";
import type { BillingEventDeps } from "./billing-events";
import type { BillingServices } from "./billing.routes";
import { checkoutReturnUrls, endSubscriptionsOf } from "./billing.service";
import { providerEventSchema, type ProviderEvent } from "./provider-objects";
import { createStripeClient, createStripeGateway, type StripeConfig } from "./stripe-gateway";
import { createTestGateway } from "./test-gateway";

const DAY_MS = 86_400_000;
/** Provider event ids are kept long enough to recognise any retry Stripe makes (it retries for 3 days). */
const EVENT_ID_RETENTION_DAYS = 90;

/**
 * Deletes payment records older than their legal retention, and event ids no retry can still repeat.
 * Runs when the server starts and daily after that.
 */
export async function purgeExpiredBillingRecords(db: Database, now: Date): Promise<number> {
  const paymentsBefore = new Date(now);
  paymentsBefore.setUTCFullYear(paymentsBefore.getUTCFullYear() - PAYMENT_RETENTION_YEARS);
  const purged = await db.delete(payments).where(lt(payments.createdAt, paymentsBefore)).returning({ id: payments.id });
  await db
    .delete(billingEvents)
    .where(lt(billingEvents.receivedAt, new Date(now.getTime() - EVENT_ID_RETENTION_DAYS * DAY_MS)));
  return purged.length;
}

/** How this server takes payments: with Stripe, in test mode, or not at all (decision 020). */
export type BillingConfig = { mode: "stripe"; stripe: StripeConfig } | { mode: "test" } | { mode: "off" };

export function createBillingServices(
  config: BillingConfig,
  base: { db: Database; mailer: Mailer; logger: Logger; publicUrl: string; clock: Clock },
): BillingServices & {
  endSubscriptionsOf(userId: string): Promise<void>;
  /** Starts the daily purge of expired records; returns its stop. */
  startRetention(): () => void;
} {
  const { clock } = base;
  const logger = base.logger.child({ module: "billing" });
  const mode: BillingMode = config.mode;
  const eventDeps: BillingEventDeps = {
    db: base.db,
    mailer: base.mailer,
    logger,
    publicUrl: base.publicUrl,
    prices: config.mode === "stripe" ? config.stripe.prices : {},
    provider: config.mode === "stripe" ? "stripe" : "test",
  };
  let services: BillingServices;
  if (config.mode === "stripe") {
    const stripe = createStripeClient(config.stripe);
    const secret = config.stripe.webhookSecret;
    const verifyWebhook = async (payload: string, signature: string): Promise<ProviderEvent> => {
      const { webhooks } = await stripe();
      let event: unknown;
      try {
        event = webhooks.constructEvent(payload, signature, secret);
      } catch {
        throw new AppError("bad_request", "The Stripe signature does not match this event");
      }
      const parsed = providerEventSchema.safeParse(event);
      if (!parsed.success) throw new AppError("bad_request", "The event is not a Stripe event");
      return parsed.data;
    };
    services = {
      ...eventDeps,
      mode,
      clock,
      gateway: createStripeGateway(stripe, config.stripe),
      verifyWebhook,
      test: null,
    };
  } else if (config.mode === "test") {
    const test = createTestGateway(eventDeps, checkoutReturnUrls(base.publicUrl), clock);
    services = { ...eventDeps, mode, clock, gateway: test.gateway, verifyWebhook: null, test };
  } else {
    services = { ...eventDeps, mode, clock, gateway: null, verifyWebhook: null, test: null };
  }
  const purge = () =>
    purgeExpiredBillingRecords(base.db, clock()).then(
      (count) => count > 0 && logger.info({ count }, "expired payment records deleted"),
      (error: unknown) => logger.error({ err: error }, "purging expired payment records failed"),
    );
  return {
    ...services,
    endSubscriptionsOf: (userId) => endSubscriptionsOf(services, userId),
    startRetention() {
      void purge();
      const timer = setInterval(() => void purge(), DAY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}
