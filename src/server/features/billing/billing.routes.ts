import {
  billingResponseSchema,
  checkoutRequestSchema,
  donationRequestSchema,
  redirectResponseSchema,
  testCheckoutParamsSchema,
  testCheckoutSchema,
  webhookResponseSchema,
} from "../../../shared/api/billing";
import { AppError } from "../../http/errors";
import {
  apiRoute,
  createRouter,
  createSignedInRouter,
  errorResponses,
  jsonBody,
  jsonResponse,
  SIGNED_IN,
} from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { processBillingEvent, userOfEvent } from "./billing-events";
import {
  endDuplicateSubscriptions,
  getBilling,
  openPortal,
  setCancelAtPeriodEnd,
  startCheckout,
  startDonation,
  type BillingDeps,
} from "./billing.service";
import type { ProviderEvent } from "./provider-objects";
import type { TestBilling } from "./test-gateway";

export interface BillingServices extends BillingDeps {
  /** The webhook's check of Stripe's signature (null without a webhook secret: the route is 404). */
  verifyWebhook: ((payload: string, signature: string) => Promise<ProviderEvent>) | null;
  /** Test mode's local checkout (null unless the mode is test). */
  test: TestBilling | null;
}

export interface BillingRouteServices {
  billing: BillingServices;
  account: { authenticate: Authenticate };
}

const TAGS = ["Billing"];
const billingAnswer = jsonResponse(billingResponseSchema, "The seeker's plan and subscription");
const redirect = (description: string) => jsonResponse(redirectResponseSchema, description);

const getBillingRoute = apiRoute({
  method: "get",
  path: "/",
  operationId: "getBilling",
  tags: TAGS,
  summary: "Your plan and subscription",
  description:
    "The plan in force now (a past-due plan whose grace period has ended reads as free), the subscription's status, period end and cancellation, and how payments work on this server (`stripe`, `test` or `off`).",
  security: SIGNED_IN,
  responses: { 200: billingAnswer },
});

const checkoutRoute = apiRoute({
  method: "post",
  path: "/checkout",
  operationId: "startCheckout",
  tags: TAGS,
  summary: "Buy or change a paid plan",
  description:
    "A Stripe Checkout Session in subscription mode (the local test checkout in test mode); its `url` is where the browser goes. A seeker already paying for the other paid plan has that subscription changed, with proration, and is sent back to the dashboard. 409 `already_subscribed` for the plan one has, `payments_unavailable` when payments are off.",
  security: SIGNED_IN,
  request: { body: jsonBody(checkoutRequestSchema) },
  responses: { 200: redirect("Where to go next"), ...errorResponses(409, 502) },
});

const portalRoute = apiRoute({
  method: "post",
  path: "/portal",
  operationId: "openBillingPortal",
  tags: TAGS,
  summary: "Open Stripe's customer portal",
  description: "Cards, invoices and cancellation on Stripe's page. 409 without a billing account, or in test mode.",
  security: SIGNED_IN,
  responses: { 200: redirect("The portal's address"), ...errorResponses(409, 502) },
});

const cancelRoute = apiRoute({
  method: "post",
  path: "/cancel",
  operationId: "cancelSubscription",
  tags: TAGS,
  summary: "Cancel at the end of the period",
  description: "The plan stays until the period paid for ends, then the account moves to the free plan.",
  security: SIGNED_IN,
  responses: { 200: billingAnswer, ...errorResponses(409, 502) },
});

const resumeRoute = apiRoute({
  method: "post",
  path: "/resume",
  operationId: "resumeSubscription",
  tags: TAGS,
  summary: "Undo a cancellation",
  description: "The subscription renews again at the end of the period.",
  security: SIGNED_IN,
  responses: { 200: billingAnswer, ...errorResponses(409, 502) },
});

const donationRoute = apiRoute({
  method: "post",
  path: "/donations",
  operationId: "startDonation",
  tags: TAGS,
  summary: "Make a donation",
  description:
    "A one-time, voluntary donation from $1 to $500 (`amountCents` 100 to 50,000). It buys nothing and is not refunded except where the law requires.",
  security: SIGNED_IN,
  request: { body: jsonBody(donationRequestSchema) },
  responses: { 200: redirect("The donation's checkout"), ...errorResponses(409, 502) },
});

const webhookRoute = apiRoute({
  method: "post",
  path: "/webhook",
  operationId: "receiveStripeEvent",
  tags: TAGS,
  summary: "Stripe's events",
  description:
    "Stripe's webhook: the raw JSON event, signed in the `Stripe-Signature` header with the endpoint's secret. A missing or bad signature is 400 and changes nothing; an event already received answers `duplicate: true` and changes nothing. After an event, a seeker's second live subscription (two checkouts paid) is cancelled at once and its payment refunded; 502 when Stripe cannot be reached for that (Stripe sends the event again). 404 when no webhook secret is configured.",
  responses: {
    200: jsonResponse(webhookResponseSchema, "The event was received"),
    ...errorResponses(400, 404, 502),
  },
});

const testCheckoutRoute = apiRoute({
  method: "get",
  path: "/test-checkout/{id}",
  operationId: "getTestCheckout",
  tags: TAGS,
  summary: "A local test checkout (test mode only)",
  description: "What the local test checkout page shows. 404 unless payments are in test mode.",
  security: SIGNED_IN,
  request: { params: testCheckoutParamsSchema },
  responses: { 200: jsonResponse(testCheckoutSchema, "The test checkout"), ...errorResponses(404) },
});

const testPayRoute = apiRoute({
  method: "post",
  path: "/test-checkout/{id}/pay",
  operationId: "payTestCheckout",
  tags: TAGS,
  summary: "Pay a local test checkout (test mode only)",
  description:
    "Completes the checkout as Stripe would: the same events (`checkout.session.completed`, `customer.subscription.created`, `invoice.paid`) go through the same handler as the webhook. No card is charged. A second paid plan (another checkout was paid first) is cancelled at once and refunded, as with Stripe.",
  security: SIGNED_IN,
  request: { params: testCheckoutParamsSchema },
  responses: { 200: redirect("Where the checkout returns"), ...errorResponses(404, 409) },
});

const testCancelRoute = apiRoute({
  method: "post",
  path: "/test-checkout/{id}/cancel",
  operationId: "cancelTestCheckout",
  tags: TAGS,
  summary: "Leave a local test checkout (test mode only)",
  description: "Nothing is bought; the browser goes back to the pricing page.",
  security: SIGNED_IN,
  request: { params: testCheckoutParamsSchema },
  responses: { 200: redirect("Where the checkout returns"), ...errorResponses(404) },
});

const failRenewalRoute = apiRoute({
  method: "post",
  path: "/test/fail-renewal",
  operationId: "simulateFailedRenewal",
  tags: TAGS,
  summary: "Simulate a failed renewal (test mode only)",
  description:
    "Handles `invoice.payment_failed` and the subscription turning `past_due`, as Stripe sends them: the plan holds for the grace period, then reads as free.",
  security: SIGNED_IN,
  responses: { 200: billingAnswer, ...errorResponses(404, 409) },
});

const endPeriodRoute = apiRoute({
  method: "post",
  path: "/test/end-period",
  operationId: "simulatePeriodEnd",
  tags: TAGS,
  summary: "End the current period now (test mode only)",
  description:
    "A subscription set to cancel ends (`customer.subscription.deleted`); any other renews and is paid (`invoice.paid`, then `customer.subscription.updated`).",
  security: SIGNED_IN,
  responses: { 200: billingAnswer, ...errorResponses(404, 409) },
});

function testOnly(services: BillingServices): TestBilling {
  if (!services.test) throw new AppError("not_found", "Test mode is not on for this server");
  return services.test;
}

/** /api/billing: the plan, checkout, portal, cancellation, donations and, in test mode, the local checkout. */
export function createBillingRoutes(services: BillingRouteServices) {
  const billing = services.billing;
  const signedIn = createSignedInRouter(services.account.authenticate)
    .openapi(getBillingRoute, async (c) => c.json(await getBilling(billing, c.var.user.id), 200))
    .openapi(checkoutRoute, async (c) =>
      c.json(await startCheckout(billing, c.var.user, c.req.valid("json").plan), 200),
    )
    .openapi(portalRoute, async (c) => c.json(await openPortal(billing, c.var.user.id), 200))
    .openapi(cancelRoute, async (c) => c.json(await setCancelAtPeriodEnd(billing, c.var.user.id, true), 200))
    .openapi(resumeRoute, async (c) => c.json(await setCancelAtPeriodEnd(billing, c.var.user.id, false), 200))
    .openapi(donationRoute, async (c) =>
      c.json(await startDonation(billing, c.var.user, c.req.valid("json").amountCents), 200),
    )
    .openapi(testCheckoutRoute, async (c) =>
      c.json(await testOnly(billing).checkout(c.var.user.id, c.req.valid("param").id), 200),
    )
    .openapi(testPayRoute, async (c) => {
      const url = await testOnly(billing).pay(c.var.user.id, c.req.valid("param").id);
      await endDuplicateSubscriptions(billing, c.var.user.id);
      return c.json({ url }, 200);
    })
    .openapi(testCancelRoute, async (c) =>
      c.json({ url: await testOnly(billing).cancel(c.var.user.id, c.req.valid("param").id) }, 200),
    )
    .openapi(failRenewalRoute, async (c) => {
      await testOnly(billing).failRenewal(c.var.user.id);
      return c.json(await getBilling(billing, c.var.user.id), 200);
    })
    .openapi(endPeriodRoute, async (c) => {
      await testOnly(billing).endPeriod(c.var.user.id);
      return c.json(await getBilling(billing, c.var.user.id), 200);
    });
  // The webhook is public (Stripe signs it); every other route needs a session.
  const webhook = createRouter().openapi(webhookRoute, async (c) => {
    if (!billing.verifyWebhook) throw new AppError("not_found", "This server receives no Stripe events");
    const signature = c.req.header("stripe-signature");
    if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing");
    const event = await billing.verifyWebhook(await c.req.text(), signature);
    const { duplicate } = await processBillingEvent(billing, event, billing.clock());
    // Even for a replay: a second subscription a failed attempt left live is ended on Stripe's retry.
    const userId = await userOfEvent(billing.db, event);
    if (userId) await endDuplicateSubscriptions(billing, userId);
    return c.json({ received: true as const, duplicate }, 200);
  });
  return createRouter().route("/", webhook).route("/", signedIn);
}
