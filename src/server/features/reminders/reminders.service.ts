import { createHmac, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq, notInArray, or } from "drizzle-orm";
import type { PushSubscriptionBody, ReminderPreferencesBody, ReminderSettings } from "../../../shared/api/reminders";
import {
  DEFAULT_REMINDER_PREFERENCES,
  DELIVERY_KINDS,
  PREFERENCE_OF_KIND,
  type DeliveryKind,
} from "../../../shared/reminders/kinds";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { pushSubscriptions, reminderPreferences } from "../../db/schema";
import { AppError } from "../../http/errors";
import { PUSH_ENDPOINT_RULE, pushEndpointUrl } from "./push-endpoint";

/** Where the one-click off link points (a page, and RFC 8058's POST for mail clients). */
export const REMINDER_OFF_PATH = "/reminders/off";

export interface ReminderSettingsOptions {
  db: Database;
  publicUrl: string;
  /** The server's secret: it signs the off links, so every reminder can carry one without storing it. */
  secret: string;
  /** Tests only (PUSH_TEST_SERVICE_URL): a local push service's origin, whose endpoints are accepted too. */
  testPushService?: string;
  /** The server's clock: when preferences changed and devices were added. */
  clock: Clock;
}

/** The most devices one seeker's reminders go to: a new one replaces the one registered longest ago. */
export const MAX_PUSH_DEVICES = 10;

/** A seeker's reminder preferences and push subscriptions, and the signed off links. */
export class ReminderSettingsService {
  constructor(private readonly options: ReminderSettingsOptions) {}

  async get(userId: string): Promise<ReminderSettings> {
    const { db } = this.options;
    const [row] = await db.select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
    const [devices] = await db
      .select({ devices: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    const preferences = row ?? DEFAULT_REMINDER_PREFERENCES;
    return {
      daily: preferences.daily,
      moon: preferences.moon,
      streak: preferences.streak,
      hour: preferences.hour,
      email: preferences.email,
      push: preferences.push,
      followUps: preferences.followUps,
      weeklyReport: preferences.weeklyReport,
      pushDevices: devices?.devices ?? 0,
    };
  }

  async put(userId: string, preferences: ReminderPreferencesBody): Promise<ReminderSettings> {
    const now = this.options.clock();
    await this.options.db
      .insert(reminderPreferences)
      .values({ userId, ...preferences, updatedAt: now })
      .onConflictDoUpdate({ target: reminderPreferences.userId, set: { ...preferences, updatedAt: now } });
    return this.get(userId);
  }

  /**
   * Keeps a browser's subscription, at most MAX_PUSH_DEVICES per seeker (the oldest gives way). A known
   * endpoint is updated for its owner; it moves to another seeker only with the very keys it was
   * registered with (the browser that holds the subscription signing in to another account), else 403.
   */
  async addPushSubscription(userId: string, subscription: PushSubscriptionBody): Promise<{ pushDevices: number }> {
    this.checkEndpoint(subscription.endpoint);
    const { db, clock } = this.options;
    const { p256dh, auth } = subscription.keys;
    const [kept] = await db
      .insert(pushSubscriptions)
      .values({ userId, endpoint: subscription.endpoint, p256dh, auth, createdAt: clock() })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh, auth, createdAt: clock() },
        setWhere: or(
          eq(pushSubscriptions.userId, userId),
          and(eq(pushSubscriptions.p256dh, p256dh), eq(pushSubscriptions.auth, auth)),
        ),
      })
      .returning({ id: pushSubscriptions.id });
    if (!kept) {
      throw new AppError("forbidden", "This push subscription is registered to another account");
    }
    const newest = db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(MAX_PUSH_DEVICES);
    await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    return { pushDevices: (await this.get(userId)).pushDevices };
  }

  async removePushSubscription(userId: string, endpoint: string): Promise<{ pushDevices: number }> {
    await this.options.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
    return { pushDevices: (await this.get(userId)).pushDevices };
  }

  /**
   * Turns one kind off for the seeker the signed token names (a follow-up's link: all follow-ups);
   * repeating it is harmless.
   */
  async turnOffByToken(token: string): Promise<DeliveryKind> {
    const named = this.verifyOffToken(token);
    if (!named) throw new AppError("not_found", "This link is not valid.");
    const { userId, kind } = named;
    const preference = PREFERENCE_OF_KIND[kind];
    const now = this.options.clock();
    await this.options.db
      .insert(reminderPreferences)
      .values({ userId, [preference]: false, updatedAt: now })
      .onConflictDoUpdate({ target: reminderPreferences.userId, set: { [preference]: false, updatedAt: now } })
      // A token of a deleted account: nothing to turn off.
      .catch((error: unknown) => {
        if (isForeignKeyViolation(error)) throw new AppError("not_found", "This link is not valid.");
        throw error;
      });
    return kind;
  }

  /** The one-click off link of a kind for a seeker. */
  offUrl(userId: string, kind: DeliveryKind): string {
    const token = `${userId}.${kind}.${this.sign(userId, kind)}`;
    return new URL(`${REMINDER_OFF_PATH}?token=${encodeURIComponent(token)}`, this.options.publicUrl).toString();
  }

  private verifyOffToken(token: string): { userId: string; kind: DeliveryKind } | null {
    const [userId, kind, signature, ...rest] = token.split(".");
    if (rest.length > 0 || !userId || !kind || !signature || !/^[0-9a-f-]{36}$/.test(userId)) return null;
    if (!(DELIVERY_KINDS as readonly string[]).includes(kind)) return null;
    const expected = Buffer.from(this.sign(userId, kind as DeliveryKind));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given)
      ? { userId, kind: kind as DeliveryKind }
      : null;
  }

  private sign(userId: string, kind: DeliveryKind): string {
    return createHmac("sha256", this.options.secret).update(`reminder-off:${userId}:${kind}`).digest("base64url");
  }

  private checkEndpoint(endpoint: string): void {
    if (!pushEndpointUrl(endpoint, this.options.testPushService)) {
      throw new AppError("bad_request", PUSH_ENDPOINT_RULE, { fields: { endpoint: [PUSH_ENDPOINT_RULE] } });
    }
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
