import webpush from "web-push";
import type { Logger } from "pino";
import type { ReminderPushPayload } from "../../../shared/api/reminders";
import { requestPinned } from "../../net/pinned-request";
import { resolvePublicAddress, type Resolve } from "../../net/public-address";
import { isTestPushService, pushEndpointUrl } from "./push-endpoint";

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

export interface PushSenderOptions {
  /** How long one push service may take to answer. */
  timeoutMs: number;
  /** Tests only (PUSH_TEST_SERVICE_URL): the origin of a local push service whose endpoints are accepted. */
  testService?: string;
  /** How host names are looked up (the system's resolver unless a test names another). */
  resolve?: Resolve;
}

/**
 * What became of a push: "sent"; "gone" (404/410, or an endpoint no push service of ours owns: it will
 * never be sent, so it is forgotten); "refused" (the host resolved to an address inside a network: nothing
 * was sent); "failed" (no answer in time, a redirect or an error: tried again another day).
 */
export type PushOutcome = "sent" | "gone" | "refused" | "failed";

/** How long a push service keeps a message for an offline device: a reminder is stale after some hours. */
const PUSH_TTL_SECONDS = 6 * 60 * 60;

/**
 * Sends Web Push messages with `web-push`: the payload encrypted for the subscription (aes128gcm,
 * RFC 8291) and a VAPID `Authorization` (RFC 8292). Only to a browser's push service (push-endpoint.ts),
 * resolved once and refused unless every address is public, connected to that very address (the
 * certificate still checked for the host name), never following a redirect. A test push service on
 * http://127.0.0.1 (PUSH_TEST_SERVICE_URL) receives exactly what a real one would.
 */
export class PushSender {
  constructor(
    private readonly vapid: VapidDetails,
    private readonly logger: Logger,
    private readonly options: PushSenderOptions,
  ) {}

  get publicKey(): string {
    return this.vapid.publicKey;
  }

  /** Sends one message; `signal` ends it early (the tick's time budget). */
  async send(target: PushTarget, payload: ReminderPushPayload, signal?: AbortSignal): Promise<PushOutcome> {
    const url = pushEndpointUrl(target.endpoint, this.options.testService);
    if (!url) {
      this.logger.warn({ endpoint: target.endpoint.slice(0, 80) }, "push endpoint is not a push service's: forgotten");
      return "gone";
    }
    try {
      const address = isTestPushService(url, this.options.testService)
        ? undefined
        : await resolvePublicAddress(url.hostname, this.options.resolve);
      if (address === null) {
        this.logger.warn({ host: url.host }, "push service resolves to an address that is not public: not sent");
        return "refused";
      }
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
      const timeout = AbortSignal.timeout(this.options.timeoutMs);
      const status = await requestPinned(url, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : undefined,
        address,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      if (status === 404 || status === 410) return "gone";
      if (status < 200 || status > 299) {
        this.logger.warn({ status, host: url.host }, "push service refused");
        return "failed";
      }
      return "sent";
    } catch (error) {
      this.logger.warn({ err: error, host: url.host }, "push delivery failed");
      return "failed";
    }
  }
}

/** A new VAPID key pair (P-256, base64url), for a server that has none yet. */
export function generateVapidKeys(): { publicKey: string; privateKey: string } {
  return webpush.generateVAPIDKeys();
}
