import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema";
import { PushReceiver } from "../../testing/push-receiver";
import { SmtpReceiver } from "../../testing/smtp-receiver";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import { MAX_PUSH_DEVICES } from "./reminders.service";

const allOff = { daily: false, moon: false, streak: false, hour: 9, email: true, push: true };

/**
 * A seeker's push devices: at most ten, an endpoint stays with the account that registered it unless its
 * keys prove the subscription.
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
      reminders: { testPushService: pushService.origin },
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
});
