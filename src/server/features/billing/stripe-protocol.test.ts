import { eq, isNull } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { accountExportSchema } from "../../../shared/api/account";
import { billingResponseSchema, redirectResponseSchema } from "../../../shared/api/billing";
import { PAST_DUE_GRACE_DAYS } from "../../../shared/billing";
import { mailOutbox, users } from "../../db/schema";
import { payments } from "../../db/billing-schema";
import { FakeStripe } from "../../testing/fake-stripe";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

const WEBHOOK_SECRET = "whsec_test_mystic_dice_webhook";
const PRICES = { novice: "price_novice_monthly", explorer: "price_explorer_monthly" };
const PASSWORD = "correct horse battery";
const DAY_MS = 86_400_000;
/** The SDK's own helper for a valid `Stripe-Signature` header (no key needed for it). */
const signer = new Stripe("sk_test_signer_only");

/**
 * Billing against Stripe's protocol: the official SDK talks to a real HTTP server on 127.0.0.1 that
 * answers as Stripe does, and webhooks arrive signed with the SDK's test-header helper.
 */
describe.each(TEST_DATABASE_KINDS)("billing with Stripe's protocol on %s", (kind) => {
  const stripe = new FakeStripe({ [PRICES.novice]: 999, [PRICES.explorer]: 1999 });
  let ctx: TestContext;
  let now = new Date();

  beforeAll(async () => {
    await stripe.start();
    ctx = await createTestContext(kind, {
      clock: () => now,
      billing: {
        mode: "stripe",
        stripe: { secretKey: "sk_test_mystic", webhookSecret: WEBHOOK_SECRET, prices: PRICES, apiUrl: stripe.url },
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await stripe.stop();
  });
  beforeEach(() => {
    now = new Date();
    stripe.failing.clear();
  });

  const billing = async (cookie: string) =>
    billingResponseSchema.parse(await (await ctx.request("/api/billing", { cookie })).json());
  const post = (path: string, cookie: string, json?: unknown) =>
    ctx.request(path, { method: "POST", cookie, ...(json === undefined ? {} : { json }) });
  const cast = (cookie: string) => post("/api/casts", cookie, { situation: "guidance" });

  /** Posts an event to the webhook as Stripe would: the raw JSON, signed (or not, or wrongly). */
  async function deliver(event: object, signing: { secret?: string; header?: string | null } = {}) {
    const payload = JSON.stringify(event);
    const header =
      signing.header === undefined
        ? signer.webhooks.generateTestHeaderString({ payload, secret: signing.secret ?? WEBHOOK_SECRET })
        : signing.header;
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (header !== null) headers["stripe-signature"] = header;
    // Stripe sends no Origin; the test client adds one, which the webhook ignores like any header.
    return ctx.request("/api/billing/webhook", { method: "POST", body: payload, headers });
  }
  const delivered = async (event: object) => {
    const response = await deliver(event);
    expect(response.status).toBe(200);
    return (await response.json()) as { received: true; duplicate: boolean };
  };

  /** A seeker who went through Stripe Checkout for a plan; the events are returned undelivered. */
  async function checkout(plan: 2 | 3) {
    const seeker = await ctx.signUp();
    const response = await post("/api/billing/checkout", seeker.cookie, { plan });
    expect(response.status).toBe(200);
    const { url } = redirectResponseSchema.parse(await response.json());
    const sessionId = url.split("/").pop()!;
    return { seeker, url, sessionId, ...stripe.completeSubscriptionCheckout(sessionId) };
  }
  async function subscribed(plan: 2 | 3) {
    const flow = await checkout(plan);
    for (const event of [flow.completed, flow.created, flow.invoicePaid]) await delivered(event);
    return flow;
  }

  it("opens a Checkout Session in subscription mode for a customer made once, tagged with the user", async () => {
    const { seeker, url, sessionId } = await checkout(2);
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const session = stripe.sessions.get(sessionId)!;
    expect(session).toMatchObject({
      mode: "subscription",
      client_reference_id: seeker.userId,
      line_items: [{ price: PRICES.novice, quantity: "1" }],
      subscription_data: { metadata: { userId: seeker.userId, planLevel: "2" } },
    });
    const customer = stripe.customers.get(String(session.customer))!;
    expect(customer).toMatchObject({ email: seeker.email, metadata: { userId: seeker.userId } });

    const customersBefore = stripe.callsTo("POST", "/v1/customers").length;
    await post("/api/billing/checkout", seeker.cookie, { plan: 3 });
    expect(stripe.callsTo("POST", "/v1/customers")).toHaveLength(customersBefore);
    expect(await billing(seeker.cookie)).toMatchObject({ status: "free", plan: { level: 1 }, mode: "stripe" });
  });

  it("never changes a plan on a webhook without a valid signature", async () => {
    const { seeker, created } = await checkout(3);
    expect((await deliver(created, { header: null })).status).toBe(400);
    expect((await deliver(created, { secret: "whsec_someone_else" })).status).toBe(400);
    expect((await deliver(created, { header: "t=1,v1=deadbeef" })).status).toBe(400);
    const tampered = JSON.stringify({ ...created, type: "customer.subscription.updated" });
    const header = signer.webhooks.generateTestHeaderString({
      payload: JSON.stringify(created),
      secret: WEBHOOK_SECRET,
    });
    const response = await ctx.request("/api/billing/webhook", {
      method: "POST",
      body: tampered,
      headers: { "content-type": "application/json", "stripe-signature": header },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("bad_request");
    expect(await billing(seeker.cookie)).toMatchObject({ status: "free", plan: { level: 1 } });

    expect(await delivered(created)).toEqual({ received: true, duplicate: false });
    expect(await billing(seeker.cookie)).toMatchObject({ status: "active", plan: { level: 3 } });
  });

  it("treats a replayed event as a no-op: one payment, one receipt, no state undone", async () => {
    const { seeker, subscription, completed, created, invoicePaid } = await subscribed(2);
    expect(await delivered(invoicePaid)).toEqual({ received: true, duplicate: true });
    expect(await delivered(completed)).toEqual({ received: true, duplicate: true });
    const rows = await ctx.connection.db.select().from(payments).where(eq(payments.userId, seeker.userId));
    expect(rows).toMatchObject([{ kind: "subscription", status: "paid", amountCents: 999, provider: "stripe" }]);
    const receipts = await ctx.connection.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, seeker.email.toLowerCase()));
    expect(receipts.filter((mail) => /receipt/i.test(mail.subject))).toHaveLength(1);

    subscription.status = "canceled";
    await delivered(stripe.subscriptionEvent("customer.subscription.deleted", subscription));
    expect(await billing(seeker.cookie)).toMatchObject({ status: "canceled", plan: { level: 1 } });
    // The old "created" (active) arriving again, by the same id, changes nothing.
    expect(await delivered(created)).toEqual({ received: true, duplicate: true });
    expect(await billing(seeker.cookie)).toMatchObject({ status: "canceled", plan: { level: 1 } });
  });

  it("keeps when a subscription ended: ended at once from the portal, it did not last to its period's end", async () => {
    const { seeker, subscription } = await subscribed(2);
    const periodEnd = subscription.items.data[0]!.current_period_end;
    // The server's clock (the test holds it), two seconds on.
    const endedAt = Math.floor(now.getTime() / 1000) + 2;
    subscription.status = "canceled";
    await delivered(
      stripe.subscriptionEvent("customer.subscription.deleted", { ...subscription, ended_at: endedAt }, endedAt),
    );
    const ended = await billing(seeker.cookie);
    expect(ended).toMatchObject({ status: "canceled", plan: { level: 1 } });
    expect(periodEnd).toBeGreaterThan(endedAt + 86_400);
    expect(ended.currentPeriodEnd).toBe(new Date(endedAt * 1000).toISOString());
  });

  it("converges whatever the order: an update before the checkout's completion, a stale update after the end", async () => {
    const { seeker, subscription, completed, created } = await checkout(2);
    const start = Math.floor(Date.now() / 1000);
    subscription.items.data[0]!.price = { id: PRICES.explorer };
    const upgraded = stripe.subscriptionEvent("customer.subscription.updated", subscription, start + 5);
    await delivered(upgraded);
    await delivered(completed);
    await delivered({ ...created, created: start });
    expect(await billing(seeker.cookie)).toMatchObject({ status: "active", plan: { level: 3 } });

    subscription.status = "canceled";
    await delivered(stripe.subscriptionEvent("customer.subscription.deleted", subscription, start + 20));
    subscription.status = "active";
    await delivered(stripe.subscriptionEvent("customer.subscription.updated", subscription, start + 10));
    expect(await billing(seeker.cookie)).toMatchObject({ status: "canceled", plan: { level: 1 } });
  });

  it("turns a failed payment into past due with a grace period, then the free cap; a later payment restores it", async () => {
    const { seeker, subscription } = await subscribed(3);
    const at = Math.floor(Date.now() / 1000) + 1;
    await delivered(stripe.invoiceEvent("invoice.payment_failed", subscription, at, 1999));
    subscription.status = "past_due";
    await delivered(stripe.subscriptionEvent("customer.subscription.updated", subscription, at));
    const pastDue = await billing(seeker.cookie);
    expect(pastDue).toMatchObject({ status: "past_due", plan: { level: 3 } });
    expect(new Date(pastDue.graceEndsAt!).getTime()).toBe((at + PAST_DUE_GRACE_DAYS * 86_400) * 1000);
    for (let i = 0; i < 4; i++) expect((await cast(seeker.cookie)).status).toBe(201);
    const failed = await ctx.connection.db.select().from(payments).where(eq(payments.userId, seeker.userId));
    expect(failed.map((row) => row.status).sort()).toEqual(["failed", "paid"]);

    now = new Date(Date.now() + (PAST_DUE_GRACE_DAYS + 1) * DAY_MS);
    expect(await billing(seeker.cookie)).toMatchObject({ status: "past_due", plan: { level: 1 } });
    for (let i = 0; i < 3; i++) expect((await cast(seeker.cookie)).status).toBe(201);
    expect((await cast(seeker.cookie)).status).toBe(429);

    const later = Math.floor(now.getTime() / 1000);
    await delivered(stripe.invoiceEvent("invoice.paid", subscription, later, 1999));
    subscription.status = "active";
    await delivered(stripe.subscriptionEvent("customer.subscription.updated", subscription, later));
    expect(await billing(seeker.cookie)).toMatchObject({ status: "active", plan: { level: 3 }, graceEndsAt: null });
    expect((await cast(seeker.cookie)).status).toBe(201);
  });

  it("changes the existing subscription with proration when a paying seeker picks the other plan", async () => {
    const { seeker, subscription } = await subscribed(2);
    const sessionsBefore = stripe.callsTo("POST", "/v1/checkout/sessions").length;
    const response = await post("/api/billing/checkout", seeker.cookie, { plan: 3 });
    expect(response.status).toBe(200);
    expect(redirectResponseSchema.parse(await response.json()).url).toMatch(/\/dashboard\?plan=changed$/);
    expect(stripe.callsTo("POST", "/v1/checkout/sessions")).toHaveLength(sessionsBefore);
    const [update] = stripe.callsTo("POST", `/v1/subscriptions/${subscription.id}`);
    expect(update!.params).toMatchObject({
      items: [{ id: subscription.items.data[0]!.id, price: PRICES.explorer }],
      proration_behavior: "create_prorations",
    });
    expect(await billing(seeker.cookie)).toMatchObject({ status: "active", plan: { level: 3 } });
    expect((await post("/api/billing/checkout", seeker.cookie, { plan: 3 })).status).toBe(409);
  });

  it("cancels and refunds a second subscription from two checkouts paid at once, even after a failed try", async () => {
    const seeker = await ctx.signUp();
    const opened = [];
    for (const plan of [2, 3] as const) {
      const response = await post("/api/billing/checkout", seeker.cookie, { plan });
      opened.push(
        stripe.completeSubscriptionCheckout(
          redirectResponseSchema
            .parse(await response.json())
            .url.split("/")
            .pop()!,
        ),
      );
    }
    const [first, second] = opened as [(typeof opened)[0], (typeof opened)[0]];
    // Stripe's events of the two checkouts, interleaved.
    for (const event of [first.completed, second.completed, first.created]) await delivered(event);
    now = new Date(now.getTime() + 60_000);
    stripe.failing.add("/v1/refunds");
    const failed = await deliver(second.created);
    expect(failed.status).toBe(502);
    expect(((await failed.json()) as { error: { code: string } }).error.code).toBe("payment_provider_error");
    expect(stripe.refunds).toEqual([]);

    // Stripe sends the event again: the subscription stays cancelled and its payment is refunded once.
    stripe.failing.clear();
    expect(await delivered(second.created)).toEqual({ received: true, duplicate: true });
    for (const event of [first.invoicePaid, second.invoicePaid, second.created]) await delivered(event);
    expect(stripe.subscriptions.get(second.subscription.id)!.status).toBe("canceled");
    expect(stripe.subscriptions.get(first.subscription.id)!.status).toBe("active");
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${second.subscription.id}`)).toHaveLength(1);
    expect(stripe.refunds).toMatchObject([{ amount: 1999, reason: "duplicate" }]);
    const [payment] = stripe.invoicePayments.get(second.subscription.latest_invoice!)!;
    expect(stripe.refunds[0]!.payment_intent).toBe(payment!.paymentIntent);

    await delivered(stripe.refundEvent(stripe.refunds[0]!));
    expect(await billing(seeker.cookie)).toMatchObject({
      plan: { level: 2 },
      status: "active",
      duplicateRefund: { planName: "Arcane Explorer", amountCents: 1999, endedAt: now.toISOString() },
    });
    const rows = await ctx.connection.db.select().from(payments).where(eq(payments.userId, seeker.userId));
    expect(rows.map((row) => `${row.kind} ${row.status} ${row.amountCents}`).sort()).toEqual([
      "refund refunded 1999",
      "subscription paid 1999",
      "subscription paid 999",
    ]);
  });

  it("cancels at the period's end, resumes, and opens the customer portal", async () => {
    const { seeker, subscription } = await subscribed(2);
    const canceled = billingResponseSchema.parse(await (await post("/api/billing/cancel", seeker.cookie)).json());
    expect(canceled).toMatchObject({ status: "active", cancelAtPeriodEnd: true, plan: { level: 2 } });
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(true);
    const resumed = billingResponseSchema.parse(await (await post("/api/billing/resume", seeker.cookie)).json());
    expect(resumed).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(stripe.subscriptions.get(subscription.id)!.cancel_at_period_end).toBe(false);
    const portal = await post("/api/billing/portal", seeker.cookie);
    expect(redirectResponseSchema.parse(await portal.json()).url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(await billing(seeker.cookie)).toMatchObject({ hasBillingAccount: true });
  });

  it("answers a provider failure with a clear 502 and changes nothing", async () => {
    const seeker = await ctx.signUp();
    stripe.failing.add("/v1/checkout/sessions");
    const response = await post("/api/billing/checkout", seeker.cookie, { plan: 2 });
    expect(response.status).toBe(502);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("payment_provider_error");
    expect(body.error.message).toMatch(/Nothing has changed/);
  });

  it("ends the subscription at Stripe on account deletion and keeps the payments without personal data", async () => {
    const { seeker, subscription } = await subscribed(3);
    const exported = accountExportSchema.parse(
      await (await ctx.request("/api/me/export", { cookie: seeker.cookie })).json(),
    );
    expect(exported.payments).toMatchObject([
      { kind: "subscription", status: "paid", amountCents: 1999, provider: "stripe" },
    ]);

    const deleted = await ctx.request("/api/me", {
      method: "DELETE",
      cookie: seeker.cookie,
      json: { email: seeker.email, password: PASSWORD },
    });
    expect(deleted.status).toBe(200);
    expect(stripe.callsTo("DELETE", `/v1/subscriptions/${subscription.id}`)).toHaveLength(1);
    expect(await ctx.connection.db.select().from(users).where(eq(users.id, seeker.userId))).toEqual([]);

    const kept = await ctx.connection.db.select().from(payments).where(isNull(payments.userId));
    const mine = kept.filter((row) => row.customerId === subscription.customer);
    expect(mine).toMatchObject([{ kind: "subscription", amountCents: 1999, userId: null }]);
    const text = JSON.stringify(mine);
    expect(text).not.toContain(seeker.email);
    expect(text).not.toContain(seeker.userId);
  });

  it("keeps the account when Stripe cannot end its subscription, and says why", async () => {
    const { seeker, subscription } = await subscribed(2);
    stripe.failing.add(`/v1/subscriptions/${subscription.id}`);
    const deleted = await ctx.request("/api/me", {
      method: "DELETE",
      cookie: seeker.cookie,
      json: { email: seeker.email, password: PASSWORD },
    });
    expect(deleted.status).toBe(502);
    expect(await ctx.connection.db.select().from(users).where(eq(users.id, seeker.userId))).toHaveLength(1);
  });
});

describe("billing with payments off (production without a key)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { billing: { mode: "off" } });
  });
  afterAll(() => ctx.close());

  it("shows the plans but refuses checkout plainly, fakes nothing, and has no webhook or test checkout", async () => {
    const seeker = await ctx.signUp();
    const state = billingResponseSchema.parse(
      await (await ctx.request("/api/billing", { cookie: seeker.cookie })).json(),
    );
    expect(state).toMatchObject({ mode: "off", status: "free", plan: { level: 1 } });
    const refused = await ctx.request("/api/billing/checkout", {
      method: "POST",
      cookie: seeker.cookie,
      json: { plan: 2 },
    });
    expect(refused.status).toBe(409);
    const body = (await refused.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: "payments_unavailable" });
    expect(body.error.message).toMatch(/payments are not set up/);
    const donation = await ctx.request("/api/billing/donations", {
      method: "POST",
      cookie: seeker.cookie,
      json: { amountCents: 500 },
    });
    expect(donation.status).toBe(409);
    expect(
      (await ctx.request("/api/billing/test/fail-renewal", { method: "POST", cookie: seeker.cookie })).status,
    ).toBe(404);
    const webhook = await ctx.request("/api/billing/webhook", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" },
    });
    expect(webhook.status).toBe(404);
  });
});
