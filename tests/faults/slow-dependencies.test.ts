import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userProfiles } from "../../src/server/db/schema";
import { startFakeOpenAi } from "../../src/server/testing/fake-openai";
import { createTestContext, type TestContext } from "../../src/server/testing/test-app";

/**
 * The AI provider and the chat webhook stop answering (they accept the connection and hang). Their
 * callers give up at their timeouts and release the connections, and the rest of the product keeps
 * answering at its usual speed meanwhile.
 */
describe("when the AI provider and the chat webhook hang", () => {
  let ctx: TestContext;
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let webhook: Awaited<ReturnType<typeof startFakeOpenAi>>;
  const TIMEOUT_MS = 1500;

  beforeAll(async () => {
    provider = await startFakeOpenAi();
    webhook = await startFakeOpenAi();
    provider.setBehaviour({ kind: "hang" });
    webhook.setBehaviour({ kind: "hang" });
    ctx = await createTestContext("pglite", {
      oracle: { apiKey: "sk-test-hanging", baseUrl: provider.baseUrl, timeoutMs: TIMEOUT_MS },
      chat: { webhookUrl: `${webhook.baseUrl}/chat`, webhookTimeoutMs: TIMEOUT_MS },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
    await webhook.close();
  });

  it("times out, frees the connections, and leaves casts and readings unaffected", async () => {
    const { cookie, userId } = await ctx.signUp();
    await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, userId));
    const castIds: string[] = [];
    for (let index = 0; index < 10; index++) {
      const cast = await ctx.request("/api/casts", { method: "POST", cookie, json: { situation: "guidance" } });
      castIds.push(((await cast.json()) as { id: string }).id);
    }

    const startedAt = performance.now();
    const enhancements = castIds.map(async (id) => {
      const text = await (await ctx.request(`/api/casts/${id}/enhance`, { method: "POST", cookie })).text();
      return { text, ms: performance.now() - startedAt };
    });
    const chats = Array.from({ length: 10 }, async () => {
      const response = await ctx.request("/api/chat", { method: "POST", json: { query: "what is my destiny?" } });
      return {
        body: (await response.json()) as { reply: string; isFallback?: boolean },
        ms: performance.now() - startedAt,
      };
    });

    // Meanwhile the rest of the product answers as usual.
    const quick: number[] = [];
    for (let index = 0; index < 20; index++) {
      const before = performance.now();
      const reading = await ctx.request(`/api/readings/${(index % 6) + 1}-2-3`);
      const cast = await ctx.request("/api/casts", { method: "POST", cookie, json: { situation: "finances" } });
      quick.push(performance.now() - before);
      expect([reading.status, cast.status]).toEqual([200, 201]);
    }
    expect(Math.max(...quick)).toBeLessThan(TIMEOUT_MS / 2);

    for (const { text, ms } of await Promise.all(enhancements)) {
      expect(text).toContain("The mystical energies are disrupted: the oracle took too long to answer");
      expect(ms).toBeLessThan(TIMEOUT_MS + 3000);
    }
    for (const { body, ms } of await Promise.all(chats)) {
      expect(body.reply).toBe("The cosmic forces are disrupted. Please try again later.");
      expect(ms).toBeLessThan(TIMEOUT_MS + 3000);
    }
    // No pile-up: every hanging call was abandoned, not left open.
    await expect.poll(() => provider.abortedRequests, { timeout: 5000 }).toBe(10);
    await expect.poll(() => webhook.abortedRequests, { timeout: 5000 }).toBe(10);
  }, 60_000);
});
