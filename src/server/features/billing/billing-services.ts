import type { Logger } from "pino";
import type { BillingMode } from "../../../shared/api/billing";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import type { Mailer } from "../../mail/mailer";
import type { BillingEventDeps } from "./billing-events";
import type { BillingServices } from "./billing.routes";
import { checkoutReturnUrls, endSubscriptionsOf } from "./billing.service";
import { providerEventSchema, type ProviderEvent } from "./provider-objects";
import { createStripeClient, createStripeGateway, type StripeConfig } from "./stripe-gateway";
import { createTestGateway } from "./test-gateway";

/** How this server takes payments: with Stripe, in test mode, or not at all (decision 020). */
export type BillingConfig = { mode: "stripe"; stripe: StripeConfig } | { mode: "test" } | { mode: "off" };

export function createBillingServices(
  config: BillingConfig,
  base: { db: Database; mailer: Mailer; logger: Logger; publicUrl: string; clock?: () => Date },
): BillingServices & { endSubscriptionsOf(userId: string): Promise<void> } {
  const clock = base.clock ?? (() => new Date());
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
    const verifyWebhook = (payload: string, signature: string): ProviderEvent => {
      let event: unknown;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, secret);
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
  return { ...services, endSubscriptionsOf: (userId) => endSubscriptionsOf(services, userId) };
}
