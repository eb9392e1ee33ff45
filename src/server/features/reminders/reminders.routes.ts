import {
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSavedSchema,
  pushSubscriptionSchema,
  reminderPreferencesSchema,
  reminderSettingsSchema,
} from "../../../shared/api/reminders";
import { apiRoute, createRouter, createSignedInRouter, jsonBody, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import type { PushSender } from "./push-sender";
import type { ReminderSettingsService } from "./reminders.service";

export interface ReminderRouteServices {
  account: { authenticate: Authenticate };
  reminders: { settings: ReminderSettingsService; push: PushSender };
}

const tags = ["Reminders"];

const getReminders = apiRoute({
  method: "get",
  path: "/reminders",
  operationId: "getReminders",
  tags,
  summary: "The seeker's reminders: kinds, hour, channels and devices",
  security: SIGNED_IN,
  responses: { 200: jsonResponse(reminderSettingsSchema, "The reminders") },
});
const putReminders = apiRoute({
  method: "put",
  path: "/reminders",
  operationId: "setReminders",
  tags,
  summary: "Choose the reminders",
  description: "The hour is local to the profile's time zone; the streak reminder goes out at 20:00 local time.",
  security: SIGNED_IN,
  request: { body: jsonBody(reminderPreferencesSchema) },
  responses: { 200: jsonResponse(reminderSettingsSchema, "The reminders afterwards") },
});
const addDevice = apiRoute({
  method: "post",
  path: "/push-subscriptions",
  operationId: "addPushSubscription",
  tags,
  summary: "Send reminders to this browser by Web Push",
  description:
    "The body is the browser's `PushSubscription.toJSON()`; the endpoint must be an https:// address of a browser's " +
    "push service (FCM, Mozilla autopush, Apple, Windows). At most ten devices: a new one replaces the oldest. " +
    "An endpoint registered to another account is refused (403) unless it comes with the same keys.",
  security: SIGNED_IN,
  request: { body: jsonBody(pushSubscriptionSchema) },
  responses: { 200: jsonResponse(pushSubscriptionSavedSchema, "Kept; how many devices receive reminders") },
});
const removeDevice = apiRoute({
  method: "delete",
  path: "/push-subscriptions",
  operationId: "removePushSubscription",
  tags,
  summary: "Stop Web Push to a browser",
  security: SIGNED_IN,
  request: { body: jsonBody(pushEndpointSchema) },
  responses: { 200: jsonResponse(pushSubscriptionSavedSchema, "Forgotten; how many devices remain") },
});
const pushKey = apiRoute({
  method: "get",
  path: "/key",
  operationId: "getPushKey",
  tags,
  summary: "The server's VAPID public key, for subscribing a browser to Web Push",
  responses: { 200: jsonResponse(pushKeySchema, "The public key (base64url)") },
});

/** /api/me/reminders (GET, PUT) and /api/me/push-subscriptions (POST, DELETE). */
export function createReminderRoutes({ account, reminders }: ReminderRouteServices) {
  const { settings } = reminders;
  return createSignedInRouter(account.authenticate)
    .openapi(getReminders, async (c) => c.json(await settings.get(c.var.user.id), 200))
    .openapi(putReminders, async (c) => c.json(await settings.put(c.var.user.id, c.req.valid("json")), 200))
    .openapi(addDevice, async (c) =>
      c.json(await settings.addPushSubscription(c.var.user.id, c.req.valid("json")), 200),
    )
    .openapi(removeDevice, async (c) =>
      c.json(await settings.removePushSubscription(c.var.user.id, c.req.valid("json").endpoint), 200),
    );
}

/** /api/push/key: public. */
export function createPushKeyRoutes({ reminders }: Pick<ReminderRouteServices, "reminders">) {
  return createRouter().openapi(pushKey, (c) => c.json({ publicKey: reminders.push.publicKey }, 200));
}
