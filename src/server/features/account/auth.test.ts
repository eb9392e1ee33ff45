import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, sessionCookieFrom, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";

describe.each(TEST_DATABASE_KINDS)("accounts on %s", (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(kind, { rateLimits: { signUpPerMinute: 3, signInPerTenSeconds: 3 } });
  });
  afterAll(() => ctx.close());

  it("signs up, reads the session, signs out and signs in again", async () => {
    const { cookie, email } = await ctx.signUp({ ip: "198.51.100.1" });
    expect(cookie).toMatch(/session_token=/);

    const session = await ctx.request("/api/auth/get-session", { cookie });
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(email);

    const signOut = await ctx.request("/api/auth/sign-out", { method: "POST", cookie, json: {} });
    expect(signOut.status).toBe(200);
    const afterSignOut = await ctx.request("/api/casts", { method: "POST", cookie, json: { situation: "guidance" } });
    expect(afterSignOut.status).toBe(401);

    const signIn = await ctx.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "correct horse battery" },
      ip: "198.51.100.1",
    });
    expect(signIn.status).toBe(200);
    const freshCookie = sessionCookieFrom(signIn);
    expect(freshCookie).not.toBe(cookie);
    const cast = await ctx.request("/api/casts", {
      method: "POST",
      cookie: freshCookie,
      json: { situation: "guidance" },
    });
    expect(cast.status).toBe(201);
  });

  it("sets the session cookie HttpOnly and SameSite=Lax", async () => {
    const response = await ctx.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: `cookie-${Date.now()}@example.com`, password: "a fine password", name: "Cookie" },
      ip: "198.51.100.2",
    });
    const setCookie = response.headers.getSetCookie().find((value) => value.includes("session_token="));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it("accepts passwords of 8 to 128 characters and refuses others", async () => {
    const attempt = (password: string, ip: string) =>
      ctx.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { email: `len-${password.length}-${Date.now()}@example.com`, password, name: "Len" },
        ip,
      });
    expect((await attempt("short12", "198.51.100.10")).status).toBe(400);
    expect((await attempt("x".repeat(129), "198.51.100.11")).status).toBe(400);
    expect((await attempt("exactly8", "198.51.100.12")).status).toBe(200);
    expect((await attempt("y".repeat(128), "198.51.100.13")).status).toBe(200);
  });

  it("refuses a wrong password", async () => {
    const { email } = await ctx.signUp({ ip: "198.51.100.20" });
    const response = await ctx.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email, password: "not the password" },
      ip: "198.51.100.20",
    });
    expect(response.status).toBe(401);
  });

  it("rate-limits sign-ups per client IP without locking out other clients", async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 5; index++) {
      const response = await ctx.request("/api/auth/sign-up/email", {
        method: "POST",
        json: { email: `flood-${index}-${Date.now()}@example.com`, password: "a fine password", name: "Flood" },
        ip: "192.0.2.77",
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const other = await ctx.signUp({ ip: "192.0.2.78" });
    expect(other.cookie).toMatch(/session_token=/);
  });

  it("does not let a client pick its own rate-limit key with a spoofed header", async () => {
    for (let index = 0; index < 3; index++) {
      await ctx.request("/api/auth/sign-in/email", {
        method: "POST",
        json: { email: "nobody@example.com", password: "whatever123" },
        ip: "192.0.2.90",
        headers: { "x-mystic-client-ip": `10.0.0.${index}`, "x-forwarded-for": `10.1.0.${index}` },
      });
    }
    const fourth = await ctx.request("/api/auth/sign-in/email", {
      method: "POST",
      json: { email: "nobody@example.com", password: "whatever123" },
      ip: "192.0.2.90",
      headers: { "x-mystic-client-ip": "10.0.0.99" },
    });
    expect(fourth.status).toBe(429);
  });
});
