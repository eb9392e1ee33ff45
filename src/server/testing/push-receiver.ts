import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedPush {
  /** The subscription's endpoint it was posted to. */
  endpoint: string;
  headers: Record<string, string | string[] | undefined>;
  /** The VAPID claims, once their ES256 signature was checked against the `k` key. */
  claims: { aud: string; exp: number; sub: string };
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
}

const base64url = (value: Buffer) => value.toString("base64url");
const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/**
 * A Web Push service on 127.0.0.1 for tests, which also plays the browser: it makes each subscription's
 * P-256 key pair and auth secret itself, and checks every message as a push service and a browser
 * would: `Content-Encoding: aes128gcm`, a `TTL`, a VAPID `Authorization: vapid t=…, k=…` whose JWT is
 * signed by `k` for this origin, and a payload it decrypts (RFC 8291) with the subscription's private key.
 * A message that fails a check is answered 400 and recorded in `rejected`.
 */
export class PushReceiver {
  readonly received: ReceivedPush[] = [];
  readonly rejected: string[] = [];
  /** What the service answers a message for an endpoint (201 unless set, e.g. 410 for a gone device). */
  readonly statusOf = new Map<string, number>();
  /** Endpoints whose messages are received but never answered (a push service that hangs). */
  readonly silent = new Set<string>();
  /** Endpoints answered 302 with this Location. */
  readonly redirectOf = new Map<string, string>();
  private readonly devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  private readonly server: Server;
  private waiters: Array<{ count: number; resolve: () => void }> = [];
  origin = "";

  constructor() {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const endpoint = `${this.origin}${request.url}`;
        try {
          const push = this.check(endpoint, request.method ?? "", request.headers, Buffer.concat(chunks));
          this.received.push(push);
          this.waiters = this.waiters.filter((waiter) => {
            if (this.received.length < waiter.count) return true;
            waiter.resolve();
            return false;
          });
          if (this.silent.has(endpoint)) return;
          const location = this.redirectOf.get(endpoint);
          if (location) response.writeHead(302, { location }).end();
          else response.writeHead(this.statusOf.get(endpoint) ?? 201).end();
        } catch (error) {
          this.rejected.push(error instanceof Error ? error.message : String(error));
          response.writeHead(400).end();
        }
      });
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** A new browser subscription, as `PushSubscription.toJSON()` gives it. */
  subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    const endpoint = `${this.origin}/push/${base64url(randomBytes(12))}`;
    this.devices.set(endpoint, { ecdh, auth });
    return { endpoint, expirationTime: null, keys: { p256dh: base64url(ecdh.getPublicKey()), auth: base64url(auth) } };
  }

  /** Resolves once `count` messages in all have arrived. */
  waitForCount(count: number, timeoutMs = 10_000): Promise<void> {
    if (this.received.length >= count) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`${this.received.length} of ${count} push messages within ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.waiters.push({
        count,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  private check(endpoint: string, method: string, headers: ReceivedPush["headers"], body: Buffer): ReceivedPush {
    const device = this.devices.get(endpoint);
    if (!device) throw new Error(`no subscription at ${endpoint}`);
    if (method !== "POST") throw new Error(`method ${method}`);
    if (headers["content-encoding"] !== "aes128gcm") throw new Error(`content-encoding ${headers["content-encoding"]}`);
    if (!/^\d+$/.test(String(headers.ttl ?? ""))) throw new Error(`TTL ${headers.ttl}`);
    const claims = this.checkVapid(String(headers.authorization ?? ""));
    return { endpoint, headers, claims, payload: JSON.parse(this.decrypt(device, body)) };
  }

  private checkVapid(authorization: string): ReceivedPush["claims"] {
    const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization);
    if (!match) throw new Error(`authorization ${authorization}`);
    const [header, claims, signature] = match[1]!.split(".") as [string, string, string];
    const point = Buffer.from(match[2]!, "base64url");
    const key = createPublicKey({
      key: { kty: "EC", crv: "P-256", x: base64url(point.subarray(1, 33)), y: base64url(point.subarray(33, 65)) },
      format: "jwk",
    });
    const signed = Buffer.from(`${header}.${claims}`);
    if (!verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"))) {
      throw new Error("the VAPID signature does not match its key");
    }
    const parsed = JSON.parse(Buffer.from(claims, "base64url").toString()) as ReceivedPush["claims"];
    if (parsed.aud !== this.origin) throw new Error(`VAPID audience ${parsed.aud}`);
    if (!(parsed.exp * 1000 > Date.now())) throw new Error("VAPID token expired");
    if (!/^(mailto:|https:)/.test(parsed.sub)) throw new Error(`VAPID subject ${parsed.sub}`);
    return parsed;
  }

  /** RFC 8291 / RFC 8188, as the browser does it. */
  private decrypt(device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }, body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body.readUInt8(20);
    const senderKey = body.subarray(21, 21 + idLength);
    const record = body.subarray(21 + idLength);
    const shared = device.ecdh.computeSecret(senderKey);
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), device.ecdh.getPublicKey(), senderKey]);
    const ikm = hkdf(device.auth, shared, keyInfo, 32);
    const cek = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0"), 16);
    const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0"), 12);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error("the last record's padding delimiter is missing");
    return padded.subarray(0, end).toString("utf8");
  }
}
