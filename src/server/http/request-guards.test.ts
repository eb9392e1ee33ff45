import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { serve, type ServerType } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogSlugs } from "../../../content/blog/posts";
import { normalizePath } from "../../shared/paths";
import { isAppPath } from "../../shared/site-routes";
import { loadEnv } from "../config/env";
import { median, rawGet } from "../testing/raw-http";
import { freePort } from "../testing/server-process";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../testing/test-app";
import { allowedHostsFor, holdsNul, MAX_PATH_LENGTH, MAX_TARGET_LENGTH } from "./request-guards";

/** 15,000 slashes and a letter: under Node's 16 KB header limit, so it reaches the app. */
const SLASHES = `/${"/".repeat(15_000)}a`;
const FAST_MS = 50;

/** A built web app of one page, so page requests reach the page lookup (where the path is normalized). */
function tinySite(): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "mystic-guards-site-"));
  writeFileSync(path.join(root, "__spa-fallback.html"), "<!doctype html><title>Mystic Dice</title>");
  writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Mystic Dice</title>");
  return root;
}

describe("a long run of slashes", () => {
  it("is trimmed in linear time by normalizePath and isAppPath", () => {
    const timings = Array.from({ length: 5 }, () => {
      const startedAt = performance.now();
      expect(normalizePath(SLASHES)).toBe(SLASHES);
      expect(normalizePath(`/about${"/".repeat(15_000)}`)).toBe("/about");
      expect(isAppPath(`${SLASHES.slice(0, -1)}x`, blogSlugs)).toBe(false);
      return performance.now() - startedAt;
    });
    expect(median(timings)).toBeLessThan(FAST_MS);
    // Unchanged meaning: trailing slashes go, a lone "/" stays.
    expect(normalizePath("/")).toBe("/");
    expect(normalizePath("/blog/")).toBe("/blog");
    expect(normalizePath("/blog///")).toBe("/blog");
    expect(normalizePath("//")).toBe("");
    expect(normalizePath("/a//b/")).toBe("/a//b");
  });
});

describe("request guards", () => {
  let ctx: TestContext;
  let server: ServerType;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestContext("pglite", { staticDir: tinySite(), allowedHosts: ["mystic.internal:8080"] });
    server = serve({ fetch: ctx.app.fetch, port, hostname: "127.0.0.1" });
    await new Promise((resolve) => server.once("listening", resolve));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await ctx.close();
  });

  describe("an overlong address", () => {
    it("a 15,000-slash path answers in under 50 ms in-process", async () => {
      const timings: number[] = [];
      for (let run = 0; run < 5; run++) {
        const startedAt = performance.now();
        const response = await ctx.app.request(`${TEST_ORIGIN}${SLASHES}`);
        timings.push(performance.now() - startedAt);
        expect(response.status).toBeLessThan(500);
        await response.arrayBuffer();
      }
      expect(median(timings)).toBeLessThan(FAST_MS);
    });

    it("a 15,000-slash path sent as-is to a real Node server answers in under 50 ms", async () => {
      const timings: number[] = [];
      for (let run = 0; run < 5; run++) {
        const answer = await rawGet(port, SLASHES, "localhost:3000");
        expect(answer.status).toBeLessThan(500);
        timings.push(answer.ms);
      }
      expect(median(timings)).toBeLessThan(FAST_MS);
      // The server stays responsive while such requests arrive together.
      const flood = Array.from({ length: 10 }, () => rawGet(port, SLASHES, "localhost:3000"));
      const health = await rawGet(port, "/api/health", "localhost:3000");
      await Promise.all(flood);
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(500);
    });

    it("is refused with a JSON 414 uri_too_long on API and page routes, before anything else runs", async () => {
      for (const target of [
        `/api/readings/${"1".repeat(MAX_PATH_LENGTH)}`,
        `/${"a".repeat(MAX_PATH_LENGTH)}`,
        SLASHES,
        `/api/me/readings?cursor=${"x".repeat(MAX_TARGET_LENGTH)}`,
      ]) {
        const response = await ctx.app.request(`${TEST_ORIGIN}${target}`, { headers: { "x-request-id": "trace-1" } });
        expect(response.status, target.slice(0, 40)).toBe(414);
        expect(await response.json()).toEqual({ error: { code: "uri_too_long", message: "The address is too long" } });
        // Nothing after the guard ran: no request id was taken.
        expect(response.headers.get("x-request-id")).toBeNull();
      }
      const answer = await rawGet(port, SLASHES, "localhost:3000");
      expect(answer.status).toBe(414);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    });

    it("lets long but ordinary addresses through", async () => {
      const page = await ctx.app.request(`${TEST_ORIGIN}/${"a".repeat(MAX_PATH_LENGTH - 1)}`);
      expect(page.status).toBe(404);
      const link = await ctx.app.request(
        `${TEST_ORIGIN}/api/auth/magic-link/verify?token=${"t".repeat(64)}&callbackURL=${encodeURIComponent(`/dashboard?${"x".repeat(800)}`)}`,
      );
      expect(link.status).toBeLessThan(500);
      expect(link.status).not.toBe(414);
    });
  });

  describe("the Host a request names", () => {
    it("refuses a foreign host with a JSON 421 on API routes, pages and the mailbox", async () => {
      for (const target of ["/api/health", "/api/readings/1-2-3", "/api/auth/get-session", "/", "/dev/mailbox"]) {
        for (const origin of ["http://rebind.attacker.example:3000", "http://localhost:3001", "http://localhost"]) {
          const response = await ctx.app.request(`${origin}${target}`);
          expect(response.status, `${origin}${target}`).toBe(421);
          expect(await response.json()).toEqual({
            error: { code: "misdirected_request", message: "This server does not answer for that host name" },
          });
          expect(response.headers.get("x-content-type-options")).toBe("nosniff");
        }
      }
      // Through a real socket, the Host header as a rebinding browser sends it.
      const rebound = await rawGet(port, "/api/health", `rebind.attacker.example:${port}`);
      expect(rebound.status).toBe(421);
      expect(JSON.parse(rebound.body)).toMatchObject({ error: { code: "misdirected_request" } });
      expect((await rawGet(port, "/", `REBIND.attacker.example:${port}`)).status).toBe(421);
      const absolute = await rawGet(port, "http://rebind.attacker.example/api/health", "localhost:3000");
      expect(absolute.status).toBe(421);
    });

    it("answers the public host, its loopback twin and the configured extra hosts", async () => {
      for (const origin of [
        TEST_ORIGIN,
        "http://127.0.0.1:3000",
        "http://LocalHost:3000",
        "http://mystic.internal:8080",
      ]) {
        expect((await ctx.app.request(`${origin}/api/health`)).status, origin).toBe(200);
        expect((await ctx.app.request(`${origin}/`)).status, origin).toBe(200);
      }
      expect((await rawGet(port, "/api/health", "localhost:3000")).status).toBe(200);
      expect((await rawGet(port, "/api/health", "127.0.0.1:3000")).status).toBe(200);
    });

    it("derives the allowed hosts from PUBLIC_URL and ALLOWED_HOSTS", () => {
      expect([...allowedHostsFor(["https://mystic.example"])]).toEqual(["mystic.example"]);
      expect([...allowedHostsFor(["http://localhost:3000", "http://127.0.0.1:3000"], ["10.0.0.5:3000"])]).toEqual([
        "localhost:3000",
        "127.0.0.1:3000",
        "10.0.0.5:3000",
      ]);
      expect(loadEnv({ ALLOWED_HOSTS: " Mystic.Example , 10.0.0.5:3000,app.example:80" }).ALLOWED_HOSTS).toEqual([
        "mystic.example",
        "10.0.0.5:3000",
        "app.example",
      ]);
      expect(loadEnv({}).ALLOWED_HOSTS).toEqual([]);
      for (const bad of ["*.example", "https://mystic.example", "mystic.example/path", "user@mystic.example"]) {
        expect(() => loadEnv({ ALLOWED_HOSTS: bad }), bad).toThrow(/ALLOWED_HOSTS/);
      }
    });
  });

  describe("personal answers", () => {
    it("carry Cache-Control: no-store on every /api/me, /api/casts, export and auth route, errors included", async () => {
      const { cookie } = await ctx.signUp();
      const cast = await ctx.request("/api/casts", { method: "POST", cookie, json: { situation: "guidance" } });
      const castId = ((await cast.clone().json()) as { id: string }).id;
      const answers: Array<[string, Response]> = [
        ["POST /api/casts", cast],
        ["GET /api/me/readings", await ctx.request("/api/me/readings", { cookie })],
        ["GET /api/me/readings (signed out)", await ctx.request("/api/me/readings")],
        ["GET /api/me/readings?cursor=bad", await ctx.request("/api/me/readings?cursor=bad", { cookie })],
        ["GET /api/casts/:id", await ctx.request(`/api/casts/${castId}`, { cookie })],
        ["POST /api/casts/:id/enhance", await ctx.request(`/api/casts/${castId}/enhance`, { method: "POST", cookie })],
        ["GET /api/me/profile", await ctx.request("/api/me/profile", { cookie })],
        ["GET /api/me/profile (signed out)", await ctx.request("/api/me/profile")],
        ["GET /api/me/achievements", await ctx.request("/api/me/achievements", { cookie })],
        ["GET /api/me/quest", await ctx.request("/api/me/quest", { cookie })],
        ["GET /api/me/items", await ctx.request("/api/me/items", { cookie })],
        ["GET /api/me/security", await ctx.request("/api/me/security", { cookie })],
        ["GET /api/me/export", await ctx.request("/api/me/export", { cookie })],
        ["DELETE /api/me (unconfirmed)", await ctx.request("/api/me", { method: "DELETE", cookie, json: {} })],
        ["GET /api/auth/get-session", await ctx.request("/api/auth/get-session", { cookie })],
        [
          "POST /api/auth/sign-in/email (wrong password)",
          await ctx.request("/api/auth/sign-in/email", {
            method: "POST",
            json: { email: "nobody@example.com", password: "not the password" },
          }),
        ],
        ["GET /api/auth/no-such-endpoint", await ctx.request("/api/auth/no-such-endpoint")],
      ];
      for (const [name, response] of answers) {
        expect(response.headers.get("cache-control"), `${name} → ${response.status}`).toBe("no-store");
        await response.arrayBuffer();
      }
      // The live stream of the user's changes is personal too (read its headers, then let it go).
      const stream = await ctx.request("/api/events", { cookie });
      expect(stream.headers.get("cache-control"), "GET /api/events").toBe("no-store");
      await stream.body?.cancel();
      // Public answers keep their own caching.
      expect((await ctx.request("/api/readings/1-2-3")).headers.get("cache-control")).toBe("public, max-age=3600");
    });
  });

  describe("X-Request-Id", () => {
    it("keeps a short token of safe characters and replaces anything else", async () => {
      const idOf = async (value: string) =>
        (await ctx.app.request(`${TEST_ORIGIN}/api/health`, { headers: { "x-request-id": value } })).headers.get(
          "x-request-id",
        );
      const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
      expect(await idOf("trace-42_a")).toBe("trace-42_a");
      expect(await idOf("a".repeat(64))).toBe("a".repeat(64));
      for (const bad of ["a".repeat(65), "x".repeat(255), "<script>", "a b", "line\tbreak", "ü"]) {
        expect(await idOf(bad), bad).toMatch(generated);
      }
    });
  });
});

describe("the NUL character", () => {
  it("is found raw, as a JSON escape and percent-encoded, and not in text that only spells it", () => {
    expect(holdsNul("a\u0000b")).toBe(true);
    expect(holdsNul(String.raw`{"question":"a\u0000"}`)).toBe(true);
    expect(holdsNul(String.raw`{"q":"\\\u0000"}`)).toBe(true);
    expect(holdsNul(String.raw`{"q":"\\u0000"}`)).toBe(false);
    expect(holdsNul("/api/readings?q=%00", { percentEncoded: true })).toBe(true);
    expect(holdsNul(String.raw`{"note":"100%00 sure"}`)).toBe(false);
    expect(holdsNul(String.raw`{"note":"a\u00001"}`)).toBe(true);
    expect(holdsNul(String.raw`{"note":"\u00a0 and \u0001"}`)).toBe(false);
  });

  it("is refused with 400 in any text the API takes, and nothing is stored", async () => {
    const ctx = await createTestContext("pglite");
    try {
      const seeker = await ctx.signUp();
      const asks = [
        ["/api/casts", { situation: "guidance", question: "will it\u0000 work?" }],
        ["/api/readings/energy", { pleasant: 1, energy: 1, word: "\u0000\n" }],
        ["/api/readings/energy", { pleasant: 1, energy: 1, note: "x\u0000" }],
      ] as const;
      for (const [path, json] of asks) {
        const response = await ctx.request(path, { method: "POST", cookie: seeker.cookie, json });
        expect(response.status, path).toBe(400);
        expect(((await response.json()) as { error: { message: string } }).error.message).toContain("NUL");
      }
      const signUp = await ctx.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { email: "nul@example.com", password: "correct horse battery", name: "N\u0000" },
      });
      expect(signUp.status).toBe(400);
      const history = await ctx.request("/api/me/readings", { cookie: seeker.cookie });
      expect(((await history.json()) as { items: unknown[] }).items).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
