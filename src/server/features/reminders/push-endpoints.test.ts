import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pushSubscriptions } from "../../db/schema";
import { CanaryListener } from "../../testing/canary-listener";
import { PushReceiver } from "../../testing/push-receiver";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import { generateVapidKeys, PushSender } from "./push-sender";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const reminderAt9 = { daily: true, moon: false, streak: false, hour: 9, email: false, push: true };

/**
 * Web Push endpoints reach only the browsers' push services: whatever a seeker posts (a name that
 * resolves inside the network, an address in any spelling, another port), the server answers 400 and no
 * connection leaves it; a push service's redirect is not followed.
 */
describe.each(TEST_DATABASE_KINDS)("push endpoints on %s", (kind) => {
  let ctx: TestContext;
  let pushService: PushReceiver;
  let canary: CanaryListener;

  beforeAll(async () => {
    pushService = await new PushReceiver().start();
    canary = await new CanaryListener().start();
    ctx = await createTestContext(kind, { reminders: { testPushService: pushService.origin } });
  });
  afterAll(async () => {
    await ctx.close();
    await pushService.stop();
    await canary.stop();
  });

  const addDevice = (cookie: string, body: unknown) =>
    ctx.request("/api/me/push-subscriptions", { method: "POST", cookie, json: body });
  const devicesOf = async (userId: string) =>
    (await ctx.services.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).map(
      (row) => row.endpoint,
    );

  it("answers 400 to an endpoint that is not a browser's push service, and connects nowhere", async () => {
    const { cookie, userId } = await ctx.signUp();
    await ctx.request("/api/me/reminders", { method: "PUT", cookie, json: reminderAt9 });
    const keys = pushService.subscribe().keys;
    const port = canary.port;
    const refused = [
      `https://vm:${port}/push/1`,
      `https://localhost:${port}/push/1`,
      `https://127.0.0.1:${port}/push/1`,
      `https://2130706433:${port}/push/1`,
      `https://0x7f000001:${port}/push/1`,
      `https://017700000001:${port}/push/1`,
      `https://127.1:${port}/push/1`,
      `https://[::ffff:127.0.0.1]:${port}/push/1`,
      `https://[::1]:${port}/push/1`,
      // The test push service's host with another port: only its own origin is let through.
      `http://127.0.0.1:${port}/push/1`,
      "https://metadata.google.internal/computeMetadata/v1/",
      "https://169.254.169.254/latest/meta-data/",
      "https://kubernetes.default.svc/api",
      "https://100.64.0.1/push/1",
      "https://10.0.0.8/push/1",
      "https://push.example.com/push/1",
      // Look-alikes of a push service, its other ports, its plain-http or credentialed forms.
      `https://fcm.googleapis.com:${port}/fcm/send/x`,
      "http://fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com.attacker.example/fcm/send/x",
      "https://attacker.example/fcm.googleapis.com/x",
      "https://notfcm.googleapis.com/fcm/send/x",
      "https://push.apple.com.attacker.example/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "ftp://fcm.googleapis.com/x",
    ];
    for (const endpoint of refused) {
      const answer = await addDevice(cookie, { endpoint, keys });
      expect(answer.status, endpoint).toBe(400);
      const { error } = (await answer.json()) as { error: { code: string; message: string; fields: object } };
      expect(error).toMatchObject({
        code: "bad_request",
        message: "The push endpoint must be an https:// address of a browser's push service",
        fields: { endpoint: [expect.any(String)] },
      });
    }
    expect(await devicesOf(userId)).toEqual([]);
    await ctx.services.reminders.tick(new Date("2026-01-10T09:05Z"));
    await pause(200);
    expect(canary.connections).toBe(0);
    expect(canary.requests).toEqual([]);
  });

  it("accepts the endpoints browsers get from their push services", async () => {
    const { cookie } = await ctx.signUp();
    const keys = pushService.subscribe().keys;
    const accepted = [
      "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bE",
      "https://fcm.googleapis.com/wp/dGVzdA",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
      "https://web.push.apple.com/QGxT2lbI",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
      "https://FCM.googleapis.com:443/fcm/send/upper-case",
    ];
    for (const [index, endpoint] of accepted.entries()) {
      expect(await (await addDevice(cookie, { endpoint, keys })).json(), endpoint).toEqual({ pushDevices: index + 1 });
    }
  });

  it("forgets a stored endpoint that is not a push service's without connecting to it", async () => {
    const { cookie, userId } = await ctx.signUp();
    await ctx.request("/api/me/reminders", { method: "PUT", cookie, json: { ...reminderAt9, hour: 10 } });
    const keys = pushService.subscribe().keys;
    // As stored before endpoints were checked against the push services.
    const stored = [`https://127.0.0.1:${canary.port}/a`, `http://127.0.0.1:${canary.port}/b`, "https://100.64.0.1/c"];
    await ctx.services.db
      .insert(pushSubscriptions)
      .values(stored.map((endpoint) => ({ userId, endpoint, ...keys, createdAt: ctx.services.clock() })));
    await ctx.services.reminders.tick(new Date("2026-01-10T10:05Z"));
    await pause(200);
    expect(canary.connections).toBe(0);
    expect(await devicesOf(userId)).toEqual([]);
  });

  it("does not follow a push service's redirect, and keeps the device", async () => {
    const { cookie, userId } = await ctx.signUp();
    await ctx.request("/api/me/reminders", { method: "PUT", cookie, json: { ...reminderAt9, hour: 11 } });
    const device = pushService.subscribe();
    await addDevice(cookie, device);
    pushService.redirectOf.set(device.endpoint, `http://127.0.0.1:${canary.port}/internal/admin/users`);
    const before = pushService.received.length;
    await ctx.services.reminders.tick(new Date("2026-01-10T11:05Z"));
    await pause(200);
    expect(pushService.received.length).toBe(before + 1);
    expect(canary.connections).toBe(0);
    // A 3xx is a failure to try again another day, not a 404 that forgets the device.
    expect(await devicesOf(userId)).toEqual([device.endpoint]);
  });

  it("sends nothing to a push service whose name resolves to an address inside the network", async () => {
    const device = pushService.subscribe();
    const payload = {
      title: "t",
      body: "b",
      url: "https://x.test/",
      offUrl: "https://x.test/off",
      offLabel: "Off",
      tag: "t",
    };
    const senderResolvingTo = (...addresses: string[]) => {
      const asked: string[] = [];
      const sender = new PushSender(
        { ...generateVapidKeys(), subject: "mailto:push@example.com" },
        pino({ level: "silent" }),
        {
          timeoutMs: 1_000,
          resolve: async (hostname) => {
            asked.push(hostname);
            return addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
          },
        },
      );
      return { sender, asked };
    };
    const target = { ...device.keys, endpoint: "https://fcm.googleapis.com/fcm/send/abc" };
    for (const addresses of [["127.0.0.1"], ["142.250.74.10", "169.254.169.254"], ["::1"], ["100.64.0.1"]]) {
      const { sender, asked } = senderResolvingTo(...addresses);
      expect(await sender.send(target, payload)).toBe("refused");
      expect(asked).toEqual(["fcm.googleapis.com"]);
    }
    // Without the test switch, the test push service is no push service at all.
    const { sender, asked } = senderResolvingTo("127.0.0.1");
    const before = pushService.received.length;
    expect(await sender.send({ ...device.keys, endpoint: device.endpoint }, payload)).toBe("gone");
    expect(asked).toEqual([]);
    expect(pushService.received.length).toBe(before);
  });
});
