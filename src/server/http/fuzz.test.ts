import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../app";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../testing/test-app";

/**
 * Every API endpoint, fed generated malformed requests (wrong types, missing and extra fields, huge and
 * unicode strings, invalid JSON, wrong content types, bad path parameters, bad cookies), signed in and
 * out: no answer is a 5xx, every error is JSON with a code, and no body carries a stack trace.
 */
const RUNS_PER_ENDPOINT = 1000;

interface Endpoint {
  method: "GET" | "POST" | "PATCH" | "DELETE";
  /** `:p` is replaced by a generated path parameter. */
  path: string;
  /** Sending the real session here would end it or open an endless stream: only junk cookies. */
  anonymousOnly?: boolean;
}

const ENDPOINTS: Endpoint[] = [
  { method: "GET", path: "/api/health" },
  { method: "GET", path: "/api/readings/:p" },
  { method: "POST", path: "/api/casts" },
  { method: "GET", path: "/api/casts" },
  { method: "GET", path: "/api/casts/:p" },
  { method: "POST", path: "/api/casts/:p/enhance" },
  { method: "GET", path: "/api/me/profile" },
  { method: "PATCH", path: "/api/me/profile" },
  { method: "GET", path: "/api/me/achievements" },
  { method: "GET", path: "/api/me/quest" },
  { method: "GET", path: "/api/me/items" },
  { method: "POST", path: "/api/me/items/:p/equip" },
  { method: "POST", path: "/api/me/items/:p/unequip" },
  { method: "GET", path: "/api/me/security" },
  { method: "POST", path: "/api/me/sessions/revoke-others" },
  { method: "DELETE", path: "/api/me/sessions/:p" },
  { method: "POST", path: "/api/me/two-factor/disable" },
  { method: "POST", path: "/api/me/two-factor/backup-codes" },
  { method: "POST", path: "/api/me/password" },
  { method: "GET", path: "/api/me/export" },
  { method: "DELETE", path: "/api/me" },
  { method: "GET", path: "/api/events", anonymousOnly: true },
  { method: "POST", path: "/api/chat" },
  { method: "POST", path: "/api/newsletter" },
  { method: "POST", path: "/api/newsletter/confirm" },
  { method: "POST", path: "/api/newsletter/unsubscribe" },
  { method: "POST", path: "/api/auth/sign-up/email" },
  { method: "POST", path: "/api/auth/sign-in/email" },
  { method: "POST", path: "/api/auth/sign-in/magic-link" },
  { method: "GET", path: "/api/auth/magic-link/verify" },
  { method: "POST", path: "/api/auth/request-password-reset" },
  { method: "POST", path: "/api/auth/reset-password" },
  { method: "POST", path: "/api/auth/two-factor/enable" },
  { method: "POST", path: "/api/auth/two-factor/verify-totp" },
  { method: "POST", path: "/api/auth/two-factor/verify-backup-code" },
  { method: "GET", path: "/api/auth/get-session" },
  { method: "POST", path: "/api/auth/sign-out", anonymousOnly: true },
  { method: "GET", path: "/api/no/such/endpoint/:p" },
];

const FIELD_NAMES = [
  "email",
  "password",
  "newPassword",
  "token",
  "code",
  "situation",
  "avoid",
  "query",
  "divinationType",
  "fullName",
  "birthDate",
  "timezone",
  "interests",
  "callbackURL",
  "name",
  "__proto__",
  "constructor",
];

const weirdString = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.string({ unit: "binary", maxLength: 100 }),
  fc.constantFrom("", " ", "null", "guidance", "7-7-7", "1-2-3", "a@b", "x@example.com", "\u0000", "💀".repeat(500)),
  fc.integer().map(String),
);
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  weirdString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(weirdString, { maxLength: 5 }),
  fc.dictionary(weirdString, weirdString, { maxKeys: 3 }),
  fc.constant("x".repeat(5000)),
);
/** Bodies with the real field names but wrong values, plus extra fields. */
const shapedBody = fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 20 })), weirdValue, {
  maxKeys: 6,
});
const rawBody: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: shapedBody.map((body) => JSON.stringify(body)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 400 }) }, // not JSON at all
  { weight: 1, arbitrary: fc.constantFrom("{", '{"email":', "[1,2", "\uFEFF{}", "{}}", "undefined") },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant(JSON.stringify({ padding: "x".repeat(MAX_BODY_BYTES + 10) })) },
);
const contentType = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/xml",
  undefined,
);
const pathParam = fc
  .oneof(
    fc.uuid(),
    weirdString,
    fc.constantFrom("..", "%", "%00", "1-2-3", "0-0-0", "6-6-6-6", "crystal-ball", "a".repeat(300)),
  )
  .map((value) => encodeURIComponent(value).replaceAll("%25", "%"));
/** History cursors of the right shape (`<13 digits>_<36 characters>`) whose id is no UUID. */
const cursorShaped = fc
  .tuple(
    fc.integer({ min: 0, max: 9_999_999_999_999 }).map((ms) => String(ms).padStart(13, "0")),
    fc.oneof(
      fc.string({ unit: fc.constantFrom(..."0123456789abcdef-"), minLength: 36, maxLength: 36 }),
      fc.uuid().map((id) => id.replaceAll(/[0-9a-f]/g, (digit) => (digit < "8" ? "-" : digit))),
    ),
  )
  .map(([ms, id]) => `${ms}_${id}`);
const query = fc.option(
  fc.oneof(
    fc.string({ maxLength: 80 }).map((value) => `cursor=${encodeURIComponent(value)}`),
    cursorShaped.map((cursor) => `cursor=${cursor}`),
    fc.constantFrom("limit=-1", "limit=abc", "limit=100000", "cursor=", "token=", "callbackURL=https://evil.example"),
  ),
);

describe("malformed requests to every endpoint", () => {
  let ctx: TestContext;
  let sessionCookie: string;

  beforeAll(async () => {
    ctx = await createTestContext("pglite", { newsletterLimitPerHour: 1_000_000 });
    sessionCookie = (await ctx.signUp()).cookie;
  });
  afterAll(() => ctx.close());

  it.each(ENDPOINTS)(
    "$method $path answers every malformed request with a 4xx JSON error (or a success), never a 5xx",
    async (endpoint) => {
      const cookie = fc.oneof(
        { weight: endpoint.anonymousOnly ? 0 : 3, arbitrary: fc.constant(sessionCookie) },
        { weight: 2, arbitrary: fc.constant(undefined) },
        {
          weight: 2,
          arbitrary: fc.oneof(
            fc.string({ maxLength: 200 }),
            fc.string({ maxLength: 80 }).map((value) => `better-auth.session_token=${value}`),
            fc.constant(`better-auth.session_token=${"A".repeat(4000)}`),
          ),
        },
      );
      await fc.assert(
        fc.asyncProperty(
          rawBody,
          contentType,
          pathParam,
          query,
          cookie,
          fc.integer({ min: 1, max: 250 }),
          async (body, type, param, search, cookieHeader, ipSuffix) => {
            const url = `${TEST_ORIGIN}${endpoint.path.replace(":p", param)}${search ? `?${search}` : ""}`;
            const headers = new Headers({ origin: TEST_ORIGIN, "x-test-client-ip": `198.18.0.${ipSuffix}` });
            if (type) headers.set("content-type", type);
            if (cookieHeader !== undefined) headers.set("cookie", cookieHeader);
            const hasBody = endpoint.method !== "GET" && body !== undefined;
            const response = await ctx.app.request(url, {
              method: endpoint.method,
              headers,
              ...(hasBody ? { body } : {}),
            });
            const text = await response.text();
            expect(response.status, `${endpoint.method} ${url} → ${text.slice(0, 300)}`).toBeLessThan(500);
            expect(text).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules|ZodError/);
            if (response.status >= 400) {
              const json = JSON.parse(text) as { error?: { code?: unknown }; code?: unknown };
              expect(typeof (json.error?.code ?? json.code), `${endpoint.method} ${url} → ${text.slice(0, 300)}`).toBe(
                "string",
              );
            }
          },
        ),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
    180_000,
  );
});
