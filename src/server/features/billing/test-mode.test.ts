import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { billingResponseSchema, redirectResponseSchema, testCheckoutSchema } from "../../../shared/api/billing";
import { PAST_DUE_GRACE_DAYS, PAYMENT_RETENTION_YEARS } from "../../../shared/billing";
import { billingSubscriptions, payments } from "../../db/billing-schema";
import { REALTIME_EVENTS } from "../../../shared/realtime";
import { EventStreamReader } from "../../testing/event-stream-reader";
import { purgeExpiredBillingRecords } from "./billing-services";
import { createTestContext, TEST_DATABASE_KINDS, TEST_ORIGIN, type TestContext } from "../../testing/test-app";

const DAY_MS = 86_400_000;

/**
 * Test mode, through the API as the dashboard and the local checkout page use it: the same handler as
 * Stripe's webhook moves the plan, and the cap, karma-free of any card.
 */
describe.each(TEST_DATABASE_KINDS)("billing in test mode on %s", (kind) => {
  let ctx: TestContext;
  let now = new Date();

  beforeAll(async () => {
    ctx = await createTestContext(kind, { clock: () => now });
  });
  afterAll(() => ctx.close());

  const billing = async (cookie: string) => {
    const response = await ctx.request("/api/billing", { cookie });
    expect(response.status).toBe(200);
    return billingResponseSchema.parse(await response.json());
  };
  const post = (path: string, cookie: string, json?: unknown) =>
    ctx.request(path, { method: "POST", cookie, ...(json === undefined ? {} : { json }) });
  const checkoutId = (url: string) => new URL(url).pathname.split("/").pop()!;
  const cast = (cookie: string) => post("/api/casts", cookie, { situation: "guidance" });

  async function subscribe(cookie: string, plan: 2 | 3) {
    const started = await post("/api/billing/checkout", cookie, { plan });
    expect(started.status).toBe(200);
    const { url } = redirectResponseSchema.parse(await started.json());
    expect(url).toMatch(new RegExp(`^${TEST_ORIGIN}/billing/test-checkout/cs_test_[A-Za-z0-9]{24}$`));
    const paid = await post(`/api/billing/test-checkout/${checkoutId(url)}/pay`, cookie);
    expect(paid.status).toBe(200);
    expect(redirectResponseSchema.parse(await paid.json()).url).toBe(`${TEST_ORIGIN}/dashboard?checkout=success`);
  }

  it("starts free, in test mode", async () => {
    const seeker = await ctx.signUp();
    expect(await billing(seeker.cookie)).toMatchObject({
      plan: { level: 1, name: "Free Seeker", priceCents: 0, currency: "usd" },
      status: "free",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      mode: "test",
    });
  });

  it("upgrades through the local checkout, casts past the free cap, cancels, keeps the plan, then ends", async () => {
    const seeker = await ctx.signUp();
    for (let i = 0; i < 3; i++) expect((await cast(seeker.cookie)).status).toBe(201);
    const capped = await cast(seeker.cookie);
    expect(capped.status).toBe(429);
    expect(((await capped.json()) as { error: { details: { pricingPath: string } } }).error.details.pricingPath).toBe(
      "/pricing",
    );

    const started = await post("/api/billing/checkout", seeker.cookie, { plan: 2 });
    const { url } = redirectResponseSchema.parse(await started.json());
    const shown = await ctx.request(`/api/billing/test-checkout/${checkoutId(url)}`, { cookie: seeker.cookie });
    expect(testCheckoutSchema.parse(await shown.json())).toMatchObject({
      kind: "subscription",
      planLevel: 2,
      planName: "Mystic Novice",
      amountCents: 999,
      status: "open",
    });
    await post(`/api/billing/test-checkout/${checkoutId(url)}/pay`, seeker.cookie);

    const active = await billing(seeker.cookie);
    expect(active).toMatchObject({
      plan: { level: 2, name: "Mystic Novice" },
      status: "active",
      cancelAtPeriodEnd: false,
    });
    expect(new Date(active.currentPeriodEnd!).getTime()).toBeGreaterThan(now.getTime() + 27 * DAY_MS);
    expect((await cast(seeker.cookie)).status).toBe(201);

    const receipts = await ctx.connection.db.select().from(payments).where(eq(payments.userId, seeker.userId));
    expect(receipts).toMatchObject([{ kind: "subscription", status: "paid", amountCents: 999, provider: "test" }]);

    const canceled = await post("/api/billing/cancel", seeker.cookie);
    expect(billingResponseSchema.parse(await canceled.json())).toMatchObject({
      plan: { level: 2 },
      status: "active",
      cancelAtPeriodEnd: true,
    });
    expect((await cast(seeker.cookie)).status).toBe(201);

    // The period ends now: the plan ended at the clock's time, not on the day the period would have.
    const ended = billingResponseSchema.parse(await (await post("/api/billing/test/end-period", seeker.cookie)).json());
    expect(ended).toMatchObject({ plan: { level: 1 }, status: "canceled" });
    expect(Math.abs(new Date(ended.currentPeriodEnd!).getTime() - now.getTime())).toBeLessThan(1000);
    expect((await cast(seeker.cookie)).status).toBe(429);
  });

  it("changes a paid plan in place instead of selling a second subscription", async () => {
    const seeker = await ctx.signUp();
    await subscribe(seeker.cookie, 2);
    const again = await post("/api/billing/checkout", seeker.cookie, { plan: 2 });
    expect(again.status).toBe(409);
    const upgraded = await post("/api/billing/checkout", seeker.cookie, { plan: 3 });
    expect(redirectResponseSchema.parse(await upgraded.json()).url).toBe(`${TEST_ORIGIN}/dashboard?plan=changed`);
    expect(await billing(seeker.cookie)).toMatchObject({ plan: { level: 3 }, status: "active" });
  });

  it("cancels and refunds a second plan paid at once from two open checkouts, and says so", async () => {
    const seeker = await ctx.signUp();
    const opened = [];
    for (const plan of [2, 3] as const) {
      const started = await post("/api/billing/checkout", seeker.cookie, { plan });
      opened.push(checkoutId(redirectResponseSchema.parse(await started.json()).url));
    }
    expect((await post(`/api/billing/test-checkout/${opened[0]}/pay`, seeker.cookie)).status).toBe(200);
    now = new Date(now.getTime() + 60_000);
    const second = await post(`/api/billing/test-checkout/${opened[1]}/pay`, seeker.cookie);
    expect(redirectResponseSchema.parse(await second.json()).url).toBe(`${TEST_ORIGIN}/dashboard?checkout=success`);

    expect(await billing(seeker.cookie)).toMatchObject({
      plan: { level: 2, name: "Mystic Novice" },
      status: "active",
      duplicateRefund: { planName: "Arcane Explorer", amountCents: 1999, endedAt: now.toISOString() },
    });
    const live = await ctx.connection.db
      .select()
      .from(billingSubscriptions)
      .where(eq(billingSubscriptions.userId, seeker.userId));
    expect(live.map((row) => [row.planLevel, row.status]).sort()).toEqual([
      [2, "active"],
      [3, "canceled"],
    ]);
    // Paying the second checkout again changes nothing: one refund, of the second plan's price.
    await post(`/api/billing/test-checkout/${opened[1]}/pay`, seeker.cookie);
    const rows = await ctx.connection.db.select().from(payments).where(eq(payments.userId, seeker.userId));
    expect(rows.map((row) => `${row.kind} ${row.status} ${row.amountCents}`).sort()).toEqual([
      "refund refunded 1999",
      "subscription paid 1999",
      "subscription paid 999",
    ]);
    for (let i = 0; i < 10; i++) expect((await cast(seeker.cookie)).status).toBe(201);
    expect((await cast(seeker.cookie)).status).toBe(429);

    // The note stays for 30 days, then the billing page no longer shows it.
    now = new Date(now.getTime() + 31 * DAY_MS);
    expect((await billing(seeker.cookie)).duplicateRefund).toBeNull();
  });

  it("holds the plan through the grace period after a failed renewal, then falls to the free cap", async () => {
    const seeker = await ctx.signUp();
    await subscribe(seeker.cookie, 3);
    const failed = billingResponseSchema.parse(
      await (await post("/api/billing/test/fail-renewal", seeker.cookie)).json(),
    );
    expect(failed).toMatchObject({ plan: { level: 3 }, status: "past_due" });
    expect(new Date(failed.graceEndsAt!).getTime()).toBeGreaterThan(now.getTime() + (PAST_DUE_GRACE_DAYS - 1) * DAY_MS);
    for (let i = 0; i < 4; i++) expect((await cast(seeker.cookie)).status).toBe(201);

    const saved = now;
    now = new Date(saved.getTime() + (PAST_DUE_GRACE_DAYS + 1) * DAY_MS);
    try {
      expect(await billing(seeker.cookie)).toMatchObject({ plan: { level: 1 }, status: "past_due" });
      // A new local day: the free plan's three casts, and no more.
      for (let i = 0; i < 3; i++) expect((await cast(seeker.cookie)).status).toBe(201);
      expect((await cast(seeker.cookie)).status).toBe(429);
    } finally {
      now = saved;
    }
  });

  it("takes a donation, buys nothing with it, and records it", async () => {
    const seeker = await ctx.signUp();
    expect((await post("/api/billing/donations", seeker.cookie, { amountCents: 50 })).status).toBe(400);
    expect((await post("/api/billing/donations", seeker.cookie, { amountCents: 50_001 })).status).toBe(400);
    const started = await post("/api/billing/donations", seeker.cookie, { amountCents: 1_500 });
    const { url } = redirectResponseSchema.parse(await started.json());
    const paid = await post(`/api/billing/test-checkout/${checkoutId(url)}/pay`, seeker.cookie);
    expect(redirectResponseSchema.parse(await paid.json()).url).toBe(`${TEST_ORIGIN}/pricing?donation=thanks`);
    expect(await billing(seeker.cookie)).toMatchObject({ plan: { level: 1 }, status: "free" });
    const rows = await ctx.connection.db.select().from(payments).where(eq(payments.userId, seeker.userId));
    expect(rows).toMatchObject([{ kind: "donation", status: "paid", amountCents: 1_500, currency: "usd" }]);
  });

  it("keeps another seeker's test checkout out of reach", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const started = await post("/api/billing/checkout", owner.cookie, { plan: 2 });
    const { url } = redirectResponseSchema.parse(await started.json());
    expect((await post(`/api/billing/test-checkout/${checkoutId(url)}/pay`, other.cookie)).status).toBe(404);
    expect(await billing(owner.cookie)).toMatchObject({ status: "free" });
  });

  it("deletes payment records once their legal retention has passed, and only those", async () => {
    const seeker = await ctx.signUp();
    const years = (count: number) => new Date(now.getTime() - count * 365.25 * DAY_MS);
    const record = { userId: seeker.userId, kind: "donation" as const, status: "paid" as const, amountCents: 500 };
    await ctx.connection.db.insert(payments).values([
      {
        ...record,
        currency: "usd",
        provider: "test",
        providerId: "cs_old",
        createdAt: years(PAYMENT_RETENTION_YEARS + 0.1),
      },
      {
        ...record,
        currency: "usd",
        provider: "test",
        providerId: "cs_kept",
        createdAt: years(PAYMENT_RETENTION_YEARS - 0.1),
      },
    ]);
    expect(await purgeExpiredBillingRecords(ctx.connection.db, now)).toBe(1);
    const left = await ctx.connection.db.select().from(payments).where(eq(payments.userId, seeker.userId));
    expect(left.map((row) => row.providerId)).toEqual(["cs_kept"]);
  });

  it("tells an open dashboard at once when a payment changes the plan (the billing topic)", async () => {
    const seeker = await ctx.signUp();
    const response = await ctx.request("/api/events", { cookie: seeker.cookie });
    const stream = new EventStreamReader(response.body!);
    await stream.event(REALTIME_EVENTS.ready, 2_000);
    await subscribe(seeker.cookie, 2);
    const topics = new Set<unknown>();
    while (!topics.has("billing")) {
      topics.add(((await stream.event(REALTIME_EVENTS.change, 2_000)).data as { topic: unknown }).topic);
    }
    expect(topics).toContain("billing");
    await stream.close();
  });
});
