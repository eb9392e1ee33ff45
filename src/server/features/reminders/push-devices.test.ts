import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema";
import { PushReceiver } from "../../testing/push-receiver";
import { SmtpReceiver } from "../../testing/smtp-receiver";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import { MAX_PUSH_DEVICES } from "./reminders.service";

const allOff = { daily: false, moon: false, streak: false, hour: 9, email: true, push: true };
/** Short limits, so that a tick held up by silent push services shows within seconds. */
const PUSH_LIMITS = { timeoutMs: 3_000, concurrency: 4, tickBudgetMs: 5_000 };

/**
 * A seeker's push devices: at most ten, an endpoint stays with the account that registered it unless its
 * keys prove the subscription, and no seeker's devices hold up another seeker's reminders.
 */
describe.each(TEST_DATABASE_KINDS)("push devices on %s", (kind) => {
  let ctx: TestContext;
  let smtp: SmtpReceiver;
  let pushService: PushReceiver;
  /** The clock moves a second forward each time a test asks, so that devices have distinct ages. */
  let skewMs = 0;

  beforeAll(async () => {
    smtp = await new SmtpReceiver().start();
    pushService = await new PushReceiver().start();
    ctx = await createTestContext(kind, {
      smtpUrl: smtp.url,
      clock: () => new Date(Date.now() + skewMs),
      reminders: { testPushService: pushService.origin, push: PUSH_LIMITS },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
    await pushService.stop();
  });

  const addDevice = (cookie: string, body: unknown) =>
    ctx.request("/api/me/push-subscriptions", { method: "POST", cookie, json: body });
  const rowsOf = (userId: string) =>
    ctx.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

  it("keeps ten devices a seeker, the oldest giving way, and pushes to ten at most", async () => {
    const { cookie, userId } = await ctx.signUp();
    const devices = Array.from({ length: 12 }, () => pushService.subscribe());
    const counts: number[] = [];
    for (const device of devices) {
      skewMs += 1_000;
      counts.push(((await (await addDevice(cookie, device)).json()) as { pushDevices: number }).pushDevices);
    }
    expect(MAX_PUSH_DEVICES).toBe(10);
    expect(counts).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 10, 10]);
    const kept = (await rowsOf(userId)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(2)
        .map((device) => device.endpoint)
        .sort(),
    );

    // Rows stored before the limit (here written straight to the table): still ten pushes a reminder.
    const extra = Array.from({ length: 5 }, () => pushService.subscribe());
    await ctx.services.db
      .insert(pushSubscriptions)
      .values(extra.map((device) => ({ userId, endpoint: device.endpoint, ...device.keys, createdAt: new Date(0) })));
    await ctx.request("/api/me/reminders", { method: "PUT", cookie, json: { ...allOff, daily: true, email: false } });
    const before = pushService.received.length;
    await ctx.services.reminders.tick(new Date("2026-01-10T09:05Z"));
    const pushed = pushService.received.slice(before).map((push) => push.endpoint);
    expect(pushed.sort()).toEqual(kept);
  });

  it("keeps a known endpoint with its owner unless the same keys come with it", async () => {
    const owner = await ctx.signUp();
    const other = await ctx.signUp();
    const device = pushService.subscribe();
    expect(await (await addDevice(owner.cookie, device)).json()).toEqual({ pushDevices: 1 });

    // Someone who learnt the endpoint but not the subscription's keys: refused, nothing moves.
    const { keys: otherKeys } = pushService.subscribe();
    for (const keys of [otherKeys, { p256dh: device.keys.p256dh, auth: otherKeys.auth }]) {
      const taken = await addDevice(other.cookie, { ...device, keys });
      expect(taken.status).toBe(403);
      expect(((await taken.json()) as { error: { code: string } }).error.code).toBe("forbidden");
    }
    expect(await rowsOf(other.userId)).toEqual([]);
    expect(await rowsOf(owner.userId)).toEqual([
      expect.objectContaining({ endpoint: device.endpoint, p256dh: device.keys.p256dh, auth: device.keys.auth }),
    ]);

    // The owner may renew the keys; the browser that holds them may move the device to its new account.
    const renewed = { ...device, keys: otherKeys };
    expect(await (await addDevice(owner.cookie, renewed)).json()).toEqual({ pushDevices: 1 });
    expect(await (await addDevice(other.cookie, renewed)).json()).toEqual({ pushDevices: 1 });
    expect(await rowsOf(owner.userId)).toEqual([]);
    expect(await rowsOf(other.userId)).toEqual([
      expect.objectContaining({ endpoint: device.endpoint, p256dh: otherKeys.p256dh }),
    ]);
  });

  it("does not hold up another seeker's mail or push behind one seeker's silent devices", async () => {
    // The first seeker in the table has ten devices whose push service never answers.
    const silent = await ctx.signUp();
    for (let index = 0; index < MAX_PUSH_DEVICES; index++) {
      const device = pushService.subscribe();
      pushService.silent.add(device.endpoint);
      await addDevice(silent.cookie, device);
    }
    await ctx.request("/api/me/reminders", {
      method: "PUT",
      cookie: silent.cookie,
      json: { ...allOff, hour: 7, daily: true },
    });
    const waiting = await ctx.signUp();
    const device = pushService.subscribe();
    await addDevice(waiting.cookie, device);
    await ctx.request("/api/me/reminders", {
      method: "PUT",
      cookie: waiting.cookie,
      json: { ...allOff, hour: 7, daily: true },
    });

    const started = performance.now();
    const tick = ctx.services.reminders.tick(new Date("2026-01-11T07:05Z"));
    await smtp.waitFor(waiting.email, /The dice are waiting/, 10_000);
    const mailAfterMs = performance.now() - started;
    while (!pushService.received.some((push) => push.endpoint === device.endpoint)) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const pushAfterMs = performance.now() - started;
    expect(await tick).toEqual({ sent: 2 });
    const tickMs = performance.now() - started;

    // Both arrive before the first silent push service has timed out, and the tick keeps its budget.
    expect(mailAfterMs).toBeLessThan(PUSH_LIMITS.timeoutMs);
    expect(pushAfterMs).toBeLessThan(PUSH_LIMITS.timeoutMs);
    expect(tickMs).toBeLessThan(PUSH_LIMITS.tickBudgetMs + 2_000);
    expect(await smtp.waitFor(silent.email, /The dice are waiting/)).toBeDefined();
    // The silent devices are kept (no answer is not "gone").
    expect(await rowsOf(silent.userId)).toHaveLength(MAX_PUSH_DEVICES);
  }, 30_000);
});
