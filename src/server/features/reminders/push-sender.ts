import webpush from "web-push";
import type { Logger } from "pino";
import type { ReminderPushPayload } from "../../../shared/api/reminders";

export interface VapidDetails {
  publicKey: string;
  privateKey: string;
  /** `mailto:` or `https:` contact for push services. */
  subject: string;
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** How long a push service keeps a message for an offline device: a reminder is stale after some hours. */
const PUSH_TTL_SECONDS = 6 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * Sends Web Push messages with `web-push`: the payload encrypted for the subscription (aes128gcm,
 * RFC 8291) and a VAPID `Authorization` (RFC 8292). web-push builds the request; it is sent with fetch,
 * so that a test push service on http://127.0.0.1 receives exactly what a real one would.
 */
export class PushSender {
  constructor(
    private readonly vapid: VapidDetails,
    private readonly logger: Logger,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** "sent", "gone" (404/410: the subscription no longer exists) or "failed" (try again another day). */
  async send(target: PushTarget, payload: ReminderPushPayload): Promise<"sent" | "gone" | "failed"> {
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(payload),
        {
          vapidDetails: this.vapid,
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: "aes128gcm",
          urgency: "normal",
          topic: payload.tag,
        },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status === 404 || response.status === 410) return "gone";
      if (!response.ok) {
        this.logger.warn({ status: response.status, host: new URL(target.endpoint).host }, "push service refused");
        return "failed";
      }
      return "sent";
    } catch (error) {
      this.logger.warn({ err: error, host: new URL(target.endpoint).host }, "push delivery failed");
      return "failed";
    }
  }
}

/** A new VAPID key pair (P-256, base64url), for a server that has none yet. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
