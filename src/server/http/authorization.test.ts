import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../testing/test-app";

/**
 * Every user-owned resource, approached by another user: B gets 404 (or only B's own data) for each of
 * A's objects, and nothing of A's changes.
 */
describe.each(TEST_DATABASE_KINDS)("one user cannot reach another's data on %s", (kind) => {
  let ctx: TestContext;
  let alice: { cookie: string; userId: string; email: string };
  let bob: { cookie: string; userId: string; email: string };
  let aliceCastId: string;
  let aliceItemId: string;
  let aliceSessionId: string;

  /** Alice's whole account as her export shows it, minus the moments that change by themselves. */
  async function aliceSnapshot() {
    const response = await ctx.request("/api/me/export", { cookie: alice.cookie });
    expect(response.status).toBe(200);
    const data = (await response.json()) as Record<string, unknown> & { sessions: unknown[] };
    const { exportedAt: _exportedAt, sessions, ...rest } = data;
    return { ...rest, sessionCount: sessions.length };
  }

  beforeAll(async () => {
    ctx = await createTestContext(kind);
    alice = await ctx.signUp();
    bob = await ctx.signUp();
    const cast = await ctx.request("/api/casts", {
      method: "POST",
      cookie: alice.cookie,
      json: { situation: "guidance" },
    });
    aliceCastId = ((await cast.json()) as { id: string }).id;
    await (await ctx.request(`/api/casts/${aliceCastId}/enhance`, { method: "POST", cookie: alice.cookie })).text();
    const items = (await (await ctx.request("/api/me/items", { cookie: alice.cookie })).json()) as Array<{
      id: string;
    }>;
    expect(items.length).toBeGreaterThan(0); // the first reading's achievement gives an item
    aliceItemId = items[0]!.id;
    const security = (await (await ctx.request("/api/me/security", { cookie: alice.cookie })).json()) as {
      sessions: Array<{ id: string }>;
    };
    aliceSessionId = security.sessions[0]!.id;
  });
  afterAll(() => ctx.close());

  const asBob = (path: string, init: { method?: string; json?: unknown } = {}) =>
    ctx.request(path, { ...init, cookie: bob.cookie });

  it.each([
    ["read one of A's casts", () => asBob(`/api/casts/${aliceCastId}`)],
    ["enhance one of A's casts", () => asBob(`/api/casts/${aliceCastId}/enhance`, { method: "POST" })],
    ["equip A's item", () => asBob(`/api/me/items/${aliceItemId}/equip`, { method: "POST" })],
    ["unequip A's item", () => asBob(`/api/me/items/${aliceItemId}/unequip`, { method: "POST" })],
    ["end A's session", () => asBob(`/api/me/sessions/${aliceSessionId}`, { method: "DELETE" })],
  ])("B cannot %s: 404", async (_action, attempt) => {
    const before = await aliceSnapshot();
    const response = await attempt();
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "not_found" } });
    expect(await aliceSnapshot()).toEqual(before);
  });

  it.each([
    ["list readings", "/api/me/readings"],
    ["read the profile", "/api/me/profile"],
    ["read achievements", "/api/me/achievements"],
    ["read the quest", "/api/me/quest"],
    ["read items", "/api/me/items"],
    ["read security", "/api/me/security"],
    ["export data", "/api/me/export"],
  ])("B's %s shows only B's own data", async (_action, path) => {
    const response = await asBob(path);
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const secret of [alice.userId, alice.email, aliceCastId, aliceSessionId]) expect(text).not.toContain(secret);
  });

  it("B's writes to their own profile, sessions, two-factor and account leave A untouched", async () => {
    const before = await aliceSnapshot();
    expect((await asBob("/api/me/profile", { method: "PATCH", json: { fullName: "Bob the Curious" } })).status).toBe(
      200,
    );
    expect((await asBob("/api/me/sessions/revoke-others", { method: "POST" })).status).toBe(200);
    expect((await asBob("/api/me/two-factor/disable", { method: "POST", json: { code: "123456" } })).status).toBe(400);
    const deleted = await asBob("/api/me", {
      method: "DELETE",
      json: { email: bob.email, password: "correct horse battery" },
    });
    expect(deleted.status).toBe(200);
    expect(await aliceSnapshot()).toEqual(before);
    expect((await ctx.request(`/api/casts/${aliceCastId}`, { cookie: alice.cookie })).status).toBe(200);
  });

  it("B cannot delete A's account by naming A", async () => {
    const carol = await ctx.signUp();
    const before = await aliceSnapshot();
    const attempt = await ctx.request("/api/me", {
      method: "DELETE",
      cookie: carol.cookie,
      json: { email: alice.email, password: "correct horse battery" },
    });
    expect(attempt.status).toBe(400);
    expect(await aliceSnapshot()).toEqual(before);
  });
});
