import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../app";
import type { ApiContract } from "./api-contract";
import { invalidValue, validValue, type JsonSchema, type SchemaComponents } from "./schema-arbitrary";
import { createTestContext, TEST_ORIGIN } from "./test-app";

/**
 * Every endpoint the API document declares (so a new route is fuzzed the day it lands), plus one it does
 * not, fed requests generated from the declared schemas: valid, mutated (a wrong type, a missing or
 * broken field, an unknown one, a value out of range or off its pattern) and plain junk (invalid JSON,
 * wrong content types, bad path parameters, bad cookies), signed in and out. No answer is a 5xx, no body
 * carries a stack trace, and every answer matches the document (status, content type, body).
 *
 * The endpoints are split into groups by their OpenAPI tag, one test file per group
 * (`src/server/http/fuzz/*.fuzz.test.ts`), so the runner spreads them over its workers: six groups of
 * about 13 to 26 endpoints, so that no one file holds the stage up while the other worker idles. The last group
 * takes every tag the others do not name: a route with a new tag is fuzzed the day it lands.
 */
const FUZZ_GROUPS = {
  auth: ["Auth", "Sign-in"],
  account: ["Account", "Profile", "Progress"],
  readings: ["Readings", "Oracle"],
  draws: ["Casts", "Draws", "Rituals", "Fairness", "Sharing"],
  journal: ["Journal", "Dreams", "Energy Map", "Sky", "Cycles", "Moon"],
  /** Every other tag, untagged routes, and a path no route declares. */
  rest: null,
} as const satisfies Record<string, readonly string[] | null>;
export type FuzzGroup = keyof typeof FUZZ_GROUPS;

const RUNS_PER_ENDPOINT = 1000;
/**
 * Endpoints where a valid request costs a password hash (scrypt, about 50 ms of CPU): sign-up, sign-in,
 * the password change, resetting a password, and the calls that ask for the password (two-factor on and
 * off, deleting the account). Their bodies are two or three short strings, so 250 cases (about 100 valid
 * and 100 mutated) reach every branch of their schemas many times over; 1,000 spent a minute hashing.
 */
const HASHING_RUNS = 250;
const HASHING_ENDPOINTS = new Set([
  "post /api/auth/sign-up/email",
  "post /api/auth/sign-in/email",
  "post /api/auth/reset-password",
  "post /api/auth/two-factor/enable",
  "post /api/me/password",
  "post /api/me/two-factor/disable",
  "post /api/me/two-factor/backup-codes",
  "delete /api/me",
]);
/** Sending the real session here would end it or open an endless stream: only junk cookies. */
const ANONYMOUS_ONLY = new Set(["post /api/auth/sign-out", "get /api/events"]);
/** What no answer's body may carry: a stack trace, a dependency's path, a validation library's error. */
const LEAKED = /\n\s+at .+:\d+:\d+|node_modules|ZodError/;
/** A path no route declares: it must answer a 404 in the envelope. */
const UNDECLARED = { method: "get", path: "/api/no/such/endpoint/{p}", operation: { responses: {} } };

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

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
const junkBody: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 2, arbitrary: fc.dictionary(weirdString, weirdValue, { maxKeys: 6 }).map((body) => JSON.stringify(body)) },
  { weight: 2, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: fc.string({ maxLength: 400 }) }, // not JSON at all
  { weight: 1, arbitrary: fc.constantFrom("{", '{"email":', "[1,2", "\uFEFF{}", "{}}", "undefined", "__proto__=1") },
  { weight: 1, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.constant(JSON.stringify({ padding: "x".repeat(MAX_BODY_BYTES + 10) })) },
);
const junkContentType = fc.constantFrom(
  "application/json",
  "application/json; charset=utf-16",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=----x",
  "application/xml",
  undefined,
);
const junkPathParam = fc.oneof(
  fc.uuid(),
  weirdString,
  fc.constantFrom("..", "%", "%00", "1-2-3", "0-0-0", "6-6-6-6", "crystal-ball", "a".repeat(300)),
);
const junkQuery = fc.oneof(
  fc.string({ maxLength: 80 }).map((value) => `cursor=${encodeURIComponent(value)}`),
  fc.constantFrom("limit=-1", "limit=abc", "limit=100000", "cursor=", "token=", "callbackURL=https://evil.example"),
);

type Mode = "valid" | "mutated" | "junk";
const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value));

/** A value for a declared schema in the given mode. */
function valueFor(schema: JsonSchema, mode: Mode, components: SchemaComponents): fc.Arbitrary<unknown> {
  if (mode === "valid") return validValue(schema, components);
  if (mode === "mutated") return fc.oneof(invalidValue(schema, components), validValue(schema, components));
  return weirdValue;
}

/** The request a mode makes of an endpoint: path, query string, content type and body. */
function requestFor(operation: Operation, path: string, mode: Mode, components: SchemaComponents) {
  const parameters = operation.parameters ?? [];
  const pathParts = path.split(/(\{[^}]+\})/).map((part) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (!name) return fc.constant(part);
    const schema = parameters.find((parameter) => parameter.in === "path" && parameter.name === name)?.schema;
    const value = schema && mode !== "junk" ? valueFor(schema, mode, components).map(text) : junkPathParam;
    return value.map((raw) => encodeURIComponent(raw).replaceAll("%25", "%"));
  });
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");
  const query =
    mode === "junk"
      ? fc.option(junkQuery, { nil: undefined })
      : fc
          .tuple(
            ...queryParameters.map((parameter) =>
              fc
                .option(valueFor(parameter.schema, mode, components), { nil: undefined })
                .map((value) => [parameter.name, value]),
            ),
          )
          .map((entries) => {
            const search = new URLSearchParams();
            for (const [name, value] of entries) if (value !== undefined) search.set(String(name), text(value));
            return search.toString() || undefined;
          });
  const content = Object.entries(operation.requestBody?.content ?? {});
  const body: fc.Arbitrary<{ type?: string; body?: string }> =
    content.length === 0 || mode === "junk"
      ? fc.record({ type: junkContentType, body: junkBody })
      : fc.oneof(
          ...content.map(([type, { schema }]) =>
            valueFor(schema, mode, components).map((value) => ({ type, body: serialize(type, value) })),
          ),
        );
  return fc.record({ path: fc.tuple(...pathParts).map((parts) => parts.join("")), query, body });
}

function serialize(type: string, value: unknown): string {
  if (type !== "application/x-www-form-urlencoded") return JSON.stringify(value);
  if (!value || typeof value !== "object") return text(value);
  const form = new URLSearchParams();
  for (const [name, field] of Object.entries(value)) form.set(name, text(field));
  return form.toString();
}

/** Whether an operation belongs to a group: by its first tag, or to the last group when no group names it. */
function isInGroup(operation: Operation, group: FuzzGroup): boolean {
  const tag = operation.tags?.[0];
  const named = Object.values(FUZZ_GROUPS).flatMap((tags) => tags ?? []) as string[];
  const tags = FUZZ_GROUPS[group] as readonly string[] | null;
  return tags ? tag !== undefined && tags.includes(tag) : tag === undefined || !named.includes(tag);
}

/** Declares the fuzz tests of one group's endpoints, on a database of their own. */
export async function fuzzEndpoints(group: FuzzGroup): Promise<void> {
  const ctx = await createTestContext("pglite", { newsletterLimitPerHour: 1_000_000 });
  const sessionCookie = (await ctx.signUp()).cookie;
  const contract: ApiContract = await ctx.contract();
  const components = ((contract.document.components as { schemas?: SchemaComponents } | undefined)?.schemas ??
    {}) as SchemaComponents;
  const endpoints = [...contract.endpoints(), ...(group === "rest" ? [UNDECLARED] : [])]
    .map(({ method, path, operation }) => ({ method: method.toUpperCase(), path, operation: operation as Operation }))
    .filter(({ path, operation }) => path === UNDECLARED.path || isInGroup(operation, group));

  describe(`generated requests to the ${group} endpoints of the document`, () => {
    afterAll(() => ctx.close());

    it("has endpoints in this group", () => {
      expect(endpoints.length).toBeGreaterThan(0);
      if (group !== "rest") return;
      // The endpoints given fewer cases are declared ones (a renamed path would otherwise drop silently).
      const declared = new Set(contract.endpoints().map(({ method, path }) => `${method.toLowerCase()} ${path}`));
      expect([...HASHING_ENDPOINTS].filter((key) => !declared.has(key))).toEqual([]);
    });

    it.each(endpoints)(
      "$method $path answers valid, mutated and junk requests as the document says, never with a 5xx",
      async ({ method, path, operation }) => {
        const key = `${method.toLowerCase()} ${path}`;
        const anonymousOnly = ANONYMOUS_ONLY.has(key);
        const cookie = fc.oneof(
          { weight: anonymousOnly ? 0 : 3, arbitrary: fc.constant(sessionCookie) },
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
        // Two valid requests, two mutated and one of junk in five. Each mode's generator is built once: built
        // again for every case (a `chain`), making the pattern generators cost a third of the stage's CPU.
        const inMode = (mode: Mode) => requestFor(operation, path, mode, components);
        const request = fc.oneof(
          { weight: 2, arbitrary: inMode("valid") },
          { weight: 2, arbitrary: inMode("mutated") },
          { weight: 1, arbitrary: inMode("junk") },
        );
        await fc.assert(
          fc.asyncProperty(request, cookie, fc.integer({ min: 1, max: 250 }), async (generated, cookieHeader, ip) => {
            const url = `${TEST_ORIGIN}${generated.path}${generated.query ? `?${generated.query}` : ""}`;
            const headers = new Headers({ origin: TEST_ORIGIN, "x-test-client-ip": `198.18.0.${ip}` });
            if (generated.body.type) headers.set("content-type", generated.body.type);
            if (cookieHeader !== undefined) headers.set("cookie", cookieHeader);
            const hasBody = method !== "GET" && generated.body.body !== undefined;
            const response = await ctx.app.request(url, {
              method,
              headers,
              ...(hasBody ? { body: generated.body.body } : {}),
            });
            const problems = await contract.check(method, url, response);
            const type = response.headers.get("content-type") ?? "";
            // Streams and the docs' script are not read: only JSON, HTML and errors.
            const isReadable = response.status >= 400 || /json|html/.test(type);
            const body = isReadable ? await response.text() : (await response.body?.cancel(), "");
            const where = `${method} ${url} → ${response.status} ${body.slice(0, 300)}`;
            // Checked in plain code first, `expect` only to report a failure: the assertion library's own work
            // was about a sixteenth of the stage's CPU at a thousand cases an endpoint.
            if (response.status >= 500) expect(response.status, where).toBeLessThan(500);
            if (LEAKED.test(body)) expect(body).not.toMatch(LEAKED);
            if (problems.length > 0) expect(problems, where).toEqual([]);
          }),
          { numRuns: HASHING_ENDPOINTS.has(key) ? HASHING_RUNS : RUNS_PER_ENDPOINT },
        );
      },
      300_000,
    );
  });
}
