import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";

/** What asking for this device ended in. */
export type DeviceOutcome = { kind: "done"; pushDevices: number } | { kind: "denied" } | { kind: "unavailable" };

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/**
 * Subscribes this browser to Web Push for reminders: the browser's permission, then the page's service
 * worker's push manager with the server's VAPID key, and the subscription is posted to the server. A
 * browser without a registered service worker or push support cannot receive them.
 */
export async function sendRemindersToThisDevice(): Promise<DeviceOutcome> {
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return { kind: "unavailable" };
  }
  // The service worker registers just after the page loads: a click before that waits for it a moment.
  const registration = (await navigator.serviceWorker.getRegistration()) ?? (await readyWithin(5_000));
  if (!registration) return { kind: "unavailable" };
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return { kind: "denied" };
  const ready = await navigator.serviceWorker.ready;
  const { publicKey } = await readBody(api.push.key.$get());
  const subscription = await ready.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(publicKey),
  });
  const json = subscription.toJSON();
  const saved = await readBody(
    api.me["push-subscriptions"].$post({
      json: {
        endpoint: json.endpoint ?? subscription.endpoint,
        expirationTime: json.expirationTime ?? null,
        keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" },
      },
    }),
  );
  return { kind: "done", pushDevices: saved.pushDevices };
}

/** The page's service worker registration once it is active, or null if none is within `ms`. */
function readyWithin(ms: number): Promise<ServiceWorkerRegistration | null> {
  return Promise.race([
    navigator.serviceWorker.ready,
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
}
