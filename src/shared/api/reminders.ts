import { z } from "zod";

/** GET and PUT /api/me/reminders: which reminders a seeker gets, at what local hour, by which channels. */
export const reminderPreferencesSchema = z
  .object({
    daily: z.boolean(),
    moon: z.boolean(),
    streak: z.boolean(),
    hour: z
      .number({ error: "Hour must be a whole number from 0 to 23" })
      .int("Hour must be a whole number from 0 to 23")
      .min(0, "Hour must be a whole number from 0 to 23")
      .max(23, "Hour must be a whole number from 0 to 23"),
    email: z.boolean(),
    push: z.boolean(),
    /** "How did it turn out?" follow-ups (on unless turned off); left as it was when omitted. */
    followUps: z.boolean().optional(),
    /** The paid plans' weekly report (on unless turned off); left as it was when omitted. */
    weeklyReport: z.boolean().optional(),
  })
  .strict()
  .meta({ id: "ReminderPreferences" });
export type ReminderPreferencesBody = z.infer<typeof reminderPreferencesSchema>;

export const reminderSettingsSchema = reminderPreferencesSchema
  .extend({
    followUps: z.boolean(),
    weeklyReport: z.boolean(),
    /** How many devices of the seeker's receive Web Push. */
    pushDevices: z.number().int().min(0),
  })
  .meta({ id: "ReminderSettings" });
export type ReminderSettings = z.infer<typeof reminderSettingsSchema>;

/** GET /api/push/key: the server's VAPID public key, for `pushManager.subscribe`. */
export const pushKeySchema = z.object({ publicKey: z.string() }).meta({ id: "PushKey" });

const base64Url = (label: string, max: number) =>
  z
    .string({ error: `${label} is missing` })
    .min(1, `${label} is missing`)
    .max(max, `${label} is too long`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `${label} must be base64url`);

/** POST /api/me/push-subscriptions: a browser's PushSubscription as `toJSON()` gives it. */
export const pushSubscriptionSchema = z
  .object({
    endpoint: z.url({ error: "The endpoint must be a URL" }).max(2048, "The endpoint is too long"),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: base64Url("The p256dh key", 200), auth: base64Url("The auth secret", 100) }),
  })
  .meta({ id: "PushSubscription" });
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionSchema>;

/** DELETE /api/me/push-subscriptions: the endpoint to forget. */
export const pushEndpointSchema = z.object({ endpoint: pushSubscriptionSchema.shape.endpoint });

export const pushSubscriptionSavedSchema = z.object({ pushDevices: z.number().int().min(0) });

/**
 * What a Web Push message of a reminder carries, for the service worker that shows it: the notification
 * opens `url`; its action "off" (labelled `offLabel`) opens `offUrl`, which turns this kind off.
 */
export interface ReminderPushPayload {
  title: string;
  body: string;
  url: string;
  offUrl: string;
  offLabel: string;
  tag: string;
}
