import { createHash } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { serve, type ServerType } from "@hono/node-server";
import { Hono } from "hono";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../clock";
import { createAuth } from "../features/account/auth";
import type { DatabaseConnection } from "../db/client";
import { COMMON_PASSWORDS, PASSWORD_TOO_COMMON } from "../features/account/password-policy";
import { Mailer } from "../mail/mailer";
import { freePort } from "../testing/server-process";
import {
  createTestContext,
  createTestDatabase,
  sessionCookieFrom,
  TEST_ORIGIN,
  type TestContext,
} from "../testing/test-app";
import { contentSecurityPolicy, inlineScriptHashes, securityHeaderEntries, securityHeaders } from "./security-headers";
import { createStaticSite } from "./static-site";

describe("security headers", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  it("every API answer carries a strict CSP and the other headers, without HSTS over http", async () => {
    for (const response of [
      await ctx.request("/api/readings/1-2-3"),
      await ctx.request("/api/casts", { method: "POST", json: {} }),
      await ctx.request("/api/no-such-thing"),
      await ctx.request("/api/auth/get-session"),
      await ctx.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "x@example.com", password: "nope" },
      }),
    ]) {
      const csp = response.headers.get("content-security-policy")!;
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("adds HSTS for a year over https", async () => {
    const app = new Hono().use(securityHeaders(securityHeaderEntries({ https: true }))).get("/", (c) => c.text("ok"));
    const response = await app.request("/");
    expect(response.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(response.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("allows a page's own inline scripts by hash, and nothing else inline", async () => {
    const inline = 'window.__context = {"a":1};';
    const root = mkdtempSync(path.join(os.tmpdir(), "mystic-csp-"));
    const html = `<html><head><script>${inline}</script><script type="module" src="/assets/app.js"></script></head></html>`;
    writeFileSync(path.join(root, "__spa-fallback.html"), html);
    writeFileSync(path.join(root, "index.html"), html);
    const site = new Hono().route("/", createStaticSite(root, { https: false })!);
    const csp = (await site.request("/")).headers.get("content-security-policy")!;
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(inlineScriptHashes(html)).toEqual([`sha256-${hash}`]);
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(contentSecurityPolicy()).toMatch(/script-src 'self';/);
  });
});

/** An app behind a real HTTP server on a (free) loopback port, as main.ts serves it. */
async function listenOnLoopback(fetch: (request: Request) => Response | Promise<Response>, port = 0) {
  const server: ServerType = serve({ fetch, port, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

describe("security headers as the Node server writes them", () => {
  let ctx: TestContext;
  let server: Awaited<ReturnType<typeof listenOnLoopback>>;
  let url: string;
  beforeAll(async () => {
    // The app answers only its own host names: this server's address is one of them.
    const port = await freePort();
    ctx = await createTestContext("pglite", { allowedHosts: [`127.0.0.1:${port}`] });
    server = await listenOnLoopback(ctx.app.fetch, port);
    url = server.url;
  });
  afterAll(async () => {
    await server.close();
    await ctx.close();
  });

  it("API answers, errors and better-auth's answers carry them, with a request id", async () => {
    for (const response of [
      await fetch(`${url}/api/readings/1-2-3`),
      await fetch(`${url}/api/no-such-thing`),
      await fetch(`${url}/api/auth/get-session`),
      await fetch(`${url}/api/casts`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" }),
    ]) {
      expect(response.status).toBeLessThan(500);
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("permissions-policy")).toContain("camera=()");
      expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    }
    const reading = await fetch(`${url}/api/readings/1-2-3`);
    expect(reading.headers.get("content-type")).toBe("application/json");
    expect(reading.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("keeps a well-formed X-Request-Id from the client and replaces any other", async () => {
    const kept = await fetch(`${url}/api/readings/1-2-3`, { headers: { "x-request-id": "trace-42_a=" } });
    expect(kept.headers.get("x-request-id")).toBe("trace-42_a=");
    const replaced = await fetch(`${url}/api/readings/1-2-3`, { headers: { "x-request-id": "<script>" } });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("a page's own CSP takes the place of the default one", async () => {
    const inline = "window.__page = 1;";
    const root = mkdtempSync(path.join(os.tmpdir(), "mystic-node-csp-"));
    const html = `<html><head><script>${inline}</script></head></html>`;
    writeFileSync(path.join(root, "__spa-fallback.html"), html);
    writeFileSync(path.join(root, "index.html"), html);
    const site = new Hono()
      .use(securityHeaders(securityHeaderEntries({ https: false })))
      .route("/", createStaticSite(root, { https: false })!);
    const pageServer = await listenOnLoopback(site.fetch);
    try {
      const response = await fetch(`${pageServer.url}/`);
      const hash = createHash("sha256").update(inline).digest("base64");
      expect(response.headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      await pageServer.close();
    }
  });
});

describe("requests from other sites", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  const from = (origin: string | null, pathname: string, body: unknown, cookie?: string) => {
    const headers = new Headers({ "content-type": "application/json" });
    if (origin) headers.set("origin", origin);
    if (cookie) headers.set("cookie", cookie);
    return ctx.app.request(`${TEST_ORIGIN}${pathname}`, { method: "POST", headers, body: JSON.stringify(body) });
  };

  it("refuses every state-changing request with a foreign Origin with 403", async () => {
    const { cookie, email } = await ctx.signUp();
    const attempts = [
      from("https://evil.example", "/api/casts", { situation: "guidance" }, cookie),
      from("https://evil.example", "/api/auth/sign-in/email", { email, password: "correct horse battery" }),
      from("https://evil.example", "/api/newsletter", { email }),
      from("null", "/api/chat", { query: "hello" }),
      from("http://localhost:3000.evil.example", "/api/me/sessions/revoke-others", {}, cookie),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: "forbidden", message: "Requests from other sites are not accepted" },
      });
    }
    const ok = await from(TEST_ORIGIN, "/api/casts", { situation: "guidance" }, cookie);
    expect(ok.status).toBe(201);
    // Without an Origin (curl, a mail client's one-click unsubscribe) the request is not from a page.
    expect((await from(null, "/api/newsletter", { email })).status).toBe(202);
  });

  it("still answers reads from anywhere", async () => {
    const response = await ctx.app.request(`${TEST_ORIGIN}/api/readings/2-2-2`, {
      headers: { origin: "https://elsewhere.example" },
    });
    expect(response.status).toBe(200);
  });
});

describe("passwords and sessions", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite");
  });
  afterAll(() => ctx.close());

  it("refuses the most common passwords at sign-up and reset, with no composition rules", async () => {
    expect(COMMON_PASSWORDS.size).toBe(3000);
    for (const password of ["password", "12345678", "iloveyou", "Password1", "QWERTYUIOP"]) {
      expect(COMMON_PASSWORDS.has(password.toLowerCase())).toBe(true);
      const response = await ctx.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { email: `common-${Math.random()}@example.com`, password, name: "x" },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: PASSWORD_TOO_COMMON.toLowerCase() } });
    }
    // Long and plain, no digits or symbols required.
    expect((await ctx.signUp({ password: "a quiet river at dusk" })).userId).toBeTruthy();
    const tooShort = await ctx.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "short@example.com", password: "seven77", name: "x" },
    });
    expect(tooShort.status).toBe(400);
    const tooLong = await ctx.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: "long@example.com", password: "x".repeat(129), name: "x" },
    });
    expect(tooLong.status).toBe(400);
  });

  it("gives each sign-in a new session and ends it on the server at sign-out", async () => {
    const { email, cookie: first } = await ctx.signUp();
    const signIn = () =>
      ctx.request("/api/auth/sign-in/email", { method: "POST", json: { email, password: "correct horse battery" } });
    const second = sessionCookieFrom(await signIn());
    expect(second).not.toBe(first);
    const signOut = await ctx.request("/api/auth/sign-out", { method: "POST", cookie: second });
    expect(signOut.status).toBe(200);
    // The old cookie, replayed after sign-out, no longer opens anything.
    expect((await ctx.request("/api/me/profile", { cookie: second })).status).toBe(401);
    expect((await ctx.request("/api/me/profile", { cookie: first })).status).toBe(200);
  });
});

describe("cookies on an https deployment", () => {
  let connection: DatabaseConnection;
  beforeAll(async () => {
    connection = await createTestDatabase("pglite");
  });
  afterAll(() => connection.close());

  it("are __Secure- prefixed, HttpOnly, Secure and SameSite=Lax", async () => {
    const logger = pino({ level: "silent" });
    const publicUrl = "https://mystic.example";
    const auth = createAuth({
      db: connection.db,
      env: { PUBLIC_URL: publicUrl },
      secret: "https-test-secret-https-test-secret-0123",
      logger,
      mailer: new Mailer({ db: connection.db, logger, from: "test@example.com", clock: systemClock }),
      clock: systemClock,
    });
    const response = await auth.handler(
      new Request(`${publicUrl}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: publicUrl },
        body: JSON.stringify({ email: "secure@example.com", password: "correct horse battery", name: "s" }),
      }),
    );
    expect(response.status).toBe(200);
    const sessionCookie = response.headers.getSetCookie().find((line) => line.includes("session_token="))!;
    expect(sessionCookie).toMatch(/^__Secure-/);
    expect(sessionCookie).toMatch(/; HttpOnly/i);
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/; SameSite=Lax/i);
  });
});
