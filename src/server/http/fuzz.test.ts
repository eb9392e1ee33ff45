import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../app";
import type { ApiContract } from "../testing/api-contract";
import { invalidValue, validValue, type JsonSchema, type SchemaComponents } from "../testing/schema-arbitrary";
import { createTestContext, TEST_ORIGIN } from "../testing/test-app";

/**
 * Every endpoint the API document declares (so a new route is fuzzed the day it lands), plus one it does
 * not, fed requests generated from the declared schemas: valid, mutated (a wrong type, a missing or
 * broken field, an unknown one, a value out of range or off its pattern) and plain junk (invalid JSON,
 * wrong content types, bad path parameters, bad cookies), signed in and out. No answer is a 5xx, no body
 * carries a stack trace, and every answer matches the document (status, content type, body).
 */
const RUNS_PER_ENDPOINT = 1000;
/** Sending the real session here would end it or open an endless stream: only junk cookies. */
const ANONYMOUS_ONLY = new Set(["post /api/auth/sign-out", "get /api/events"]);
/** A path no route declares: it must answer a 404 in the envelope. */
const UNDECLARED = { method: "get", path: "/api/no/such/endpoint/{p}", operation: { responses: {} } };

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

const ctx = await createTestContext("pglite", { newsletterLimitPerHour: 1_000_000 });
const sessionCookie = (await ctx.signUp()).cookie;
const contract: ApiContract = await ctx.contract();
const components = ((contract.document.components as { schemas?: SchemaComponents } | undefined)?.schemas ??
  {}) as SchemaComponents;
const ENDPOINTS = [...contract.endpoints(), UNDECLARED].map(({ method, path, operation }) => ({
  method: method.toUpperCase(),
  path,
  operation: operation as Operation,
}));

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
function valueFor(schema: JsonSchema, mode: Mode): fc.Arbitrary<unknown> {
  if (mode === "valid") return validValue(schema, components);
  if (mode === "mutated") return fc.oneof(invalidValue(schema, components), validValue(schema, components));
  return weirdValue;
}

/** The request a mode makes of an endpoint: path, query string, content type and body. */
function requestFor(operation: Operation, path: string, mode: Mode) {
  const parameters = operation.parameters ?? [];
  const pathParts = path.split(/(\{[^}]+\})/).map((part) => {
    const name = /^\{(.+)\}$/.exec(part)?.[1];
    if (!name) return fc.constant(part);
    const schema = parameters.find((parameter) => parameter.in === "path" && parameter.name === name)?.schema;
    const value = schema && mode !== "junk" ? valueFor(schema, mode).map(text) : junkPathParam;
    return value.map((raw) => encodeURIComponent(raw).replaceAll("%25", "%"));
  });
  const queryParameters = parameters.filter((parameter) => parameter.in === "query");
  const query =
    mode === "junk"
      ? fc.option(junkQuery, { nil: undefined })
      : fc
          .tuple(
            ...queryParameters.map((parameter) =>
              fc.option(valueFor(parameter.schema, mode), { nil: undefined }).map((value) => [parameter.name, value]),
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
      : fc
          .constantFrom(...content)
          .chain(([type, { schema }]) =>
            valueFor(schema, mode).map((value) => ({ type, body: serialize(type, value) })),
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

describe("generated requests to every endpoint of the document", () => {
  afterAll(() => ctx.close());

  it.each(ENDPOINTS)(
    "$method $path answers valid, mutated and junk requests as the document says, never with a 5xx",
    async ({ method, path, operation }) => {
      const anonymousOnly = ANONYMOUS_ONLY.has(`${method.toLowerCase()} ${path}`);
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
      const request = fc
        .constantFrom<Mode>("valid", "valid", "mutated", "mutated", "junk")
        .chain((mode) => requestFor(operation, path, mode));
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
          expect(response.status, where).toBeLessThan(500);
          expect(body).not.toMatch(/\n\s+at .+:\d+:\d+|node_modules|ZodError/);
          expect(problems, where).toEqual([]);
        }),
        { numRuns: RUNS_PER_ENDPOINT },
      );
    },
    300_000,
  );
});
