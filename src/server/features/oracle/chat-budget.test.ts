import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chatResponseSchema } from "../../../shared/api/chat";
import { startFakeOpenAi } from "../../testing/fake-openai";
import { createTestContext, TEST_DATABASE_KINDS, type TestContext } from "../../testing/test-app";
import { composeChatReply } from "./chat-replies";

/** The built-in guide's clock in these tests: a fixed day, so its answers are the same on any date. */
const A_DAY = new Date("2026-11-28T12:00:00Z");

const PROVIDER_REPLY = "The provider hears you.";
/** A product question: the built-in guide answers it from the product's facts, the same each time. */
const QUESTION = "How many readings does each plan give?";
const DAY_MS = 86_400_000;

/**
 * The chat guide's daily budget of AI provider calls (on all nodes: counted in the database), one for
 * visitors and one for seekers: past it, the built-in guide answers and the provider hears nothing more
 * until the next UTC day of the server's clock.
 */
describe.each(TEST_DATABASE_KINDS)("the chat guide's daily AI budget on %s", (kind) => {
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let ctx: TestContext;
  // Late in a UTC day, so the next day is a minute away; any date (the suite runs under faketime).
  let now = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS + DAY_MS - 60_000);

  beforeAll(async () => {
    provider = await startFakeOpenAi();
    provider.setBehaviour({ kind: "reply", content: PROVIDER_REPLY });
    ctx = await createTestContext(kind, {
      clock: () => now,
      oracle: { apiKey: "sk-test", baseUrl: provider.baseUrl, timeoutMs: 5_000 },
      chat: { providerCallsPerDay: { visitors: 2, seekers: 3 } },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });

  /** Each question from its own address: the per-client limit is not what is tested. */
  let address = 10;
  const ask = async (cookie?: string) => {
    const response = await ctx.request("/api/chat", {
      method: "POST",
      json: { query: QUESTION },
      ip: `198.51.100.${address++}`,
      ...(cookie ? { cookie } : {}),
    });
    expect(response.status).toBe(200);
    return chatResponseSchema.parse(await response.json());
  };
  const builtIn = composeChatReply({ intent: "plans", query: QUESTION, now: A_DAY });

  it("answers with the built-in guide once a group's budget is spent, and leaves the other group's whole", async () => {
    expect(builtIn).not.toBe(PROVIDER_REPLY);
    const seeker = await ctx.signUp();
    const start = provider.requests.length;

    // Visitors: two provider answers, then the built-in guide, and the provider is not called.
    expect(await ask()).toEqual({ intent: "plans", reply: PROVIDER_REPLY });
    expect(await ask()).toEqual({ intent: "plans", reply: PROVIDER_REPLY });
    expect(provider.requests.length - start).toBe(2);
    for (let i = 0; i < 3; i++) expect(await ask()).toEqual({ intent: "plans", reply: builtIn });
    expect(provider.requests.length - start).toBe(2);

    // Seekers keep their own three calls.
    for (let i = 0; i < 3; i++) expect((await ask(seeker.cookie)).reply).toBe(PROVIDER_REPLY);
    expect(provider.requests.length - start).toBe(5);
    expect(await ask(seeker.cookie)).toEqual({ intent: "plans", reply: builtIn });
    expect(await ask()).toEqual({ intent: "plans", reply: builtIn });
    expect(provider.requests.length - start).toBe(5);

    // The next UTC day, both budgets are whole again.
    now = new Date(now.getTime() + 2 * 60_000);
    expect((await ask()).reply).toBe(PROVIDER_REPLY);
    expect((await ask(seeker.cookie)).reply).toBe(PROVIDER_REPLY);
    expect(provider.requests.length - start).toBe(7);
  });
});
