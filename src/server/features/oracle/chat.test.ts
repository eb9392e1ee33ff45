import { PLAN_TERMS } from "../../../shared/billing";
import { planLine } from "../../../../content/oracle/guide-facts";
import { once } from "node:events";
import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CRISIS_REPLY, SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { PASSWORD_RESET_MINUTES } from "../../../shared/account";
import { FACE_NAMES } from "../../../shared/dice";
import { classifyCrisis } from "../../../shared/crisis";
import { CHAT_FAILURE_REPLY, SAFETY_INTENT_OF, safetyKindOf } from "../../../shared/oracle";
import {
  CRISIS_CORPUS,
  DISTRESS_CORPUS,
  MEDICAL_EMERGENCY_CORPUS,
  ORDINARY_CORPUS,
} from "../../../shared/testing/crisis-corpus";
import { CRISIS_PHRASINGS, NOT_CRISIS_PHRASINGS } from "../../../shared/testing/crisis-phrasings";
import { startFakeOpenAi } from "../../testing/fake-openai";
import { createTestContext, type TestContext } from "../../testing/test-app";

/** A chat automation webhook on 127.0.0.1 that records payloads and answers as told. */
async function startWebhook() {
  const payloads: Record<string, unknown>[] = [];
  let answer: { status: number; body: unknown; delayMs?: number } = {
    status: 200,
    body: { content: "The webhook hears you." },
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    payloads.push(JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>);
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body));
  }).listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hook`,
    payloads,
    answer: (next: typeof answer) => (answer = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("the chat guide with a webhook", () => {
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let ctx: TestContext;
  beforeAll(async () => {
    webhook = await startWebhook();
    ctx = await createTestContext("pglite", {
      chat: { webhookUrl: webhook.url, webhookTimeoutMs: 800, limitPerMinute: 1000 },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await webhook.close();
  });
  const ask = (json: unknown, init: { cookie?: string; ip?: string } = {}) =>
    ctx.request("/api/chat", { method: "POST", json, ...init });

  it("forwards the intent, query, divination type and user, and answers with the webhook's content", async () => {
    const response = await ask({ query: "What does my DESTINY hold?" });
    expect(await response.json()).toEqual({ intent: "divination", reply: "The webhook hears you." });
    expect(webhook.payloads.at(-1)).toEqual({
      intent: "divination",
      query: "What does my DESTINY hold?",
      divinationType: "general",
      userId: null,
    });

    const seeker = await ctx.signUp();
    await ask({ query: "money worries", divinationType: "dice" }, { cookie: seeker.cookie });
    expect(webhook.payloads.at(-1)).toEqual({
      intent: "financial_advice",
      query: "money worries",
      divinationType: "dice",
      userId: seeker.userId,
    });
  });

  it.each([
    ["a non-OK status", { status: 502, body: { error: "down" } }],
    ["a reply without content", { status: 200, body: { text: "wrong field" } }],
    ["a timeout", { status: 200, body: { content: "too late" }, delayMs: 1_500 }],
  ])("answers 'The cosmic forces are disrupted…' after %s", async (_label, answer) => {
    webhook.answer(answer);
    const response = await ask({ query: "hello" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ intent: "greeting", reply: CHAT_FAILURE_REPLY });
    webhook.answer({ status: 200, body: { content: "The webhook hears you." } });
  });

  it.each([
    ["an empty question", { query: "   " }],
    ["a question over 500 characters", { query: "x".repeat(501) }],
    ["a missing question", {}],
    ["an unknown field", { query: "hi", secret: 1 }],
  ])("answers 400 for %s", async (_label, body) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "bad_request" } });
  });
});

describe("the chat guide without a webhook", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { chat: { limitPerMinute: 3 } });
  });
  afterAll(() => ctx.close());

  it("answers every intent in the guide's voice and limits each client", async () => {
    const replies = new Set<string>();
    for (const [query, intent, ip] of [
      ["Hi Lyra", "greeting", "198.51.100.50"],
      ["show me a preview", "teaser", "198.51.100.50"],
      ["my fortune please", "divination", "198.51.100.50"],
      ["a relationship question", "love_advice", "198.51.100.51"],
      ["finance", "financial_advice", "198.51.100.51"],
      ["what is the weather", "unknown", "198.51.100.51"],
    ] as const) {
      const body = (await (await ctx.request("/api/chat", { method: "POST", json: { query }, ip })).json()) as {
        intent: string;
        reply: string;
      };
      expect(body.intent).toBe(intent);
      expect(body.reply.length).toBeGreaterThan(20);
      replies.add(body.reply);
    }
    expect(replies.size).toBe(6);
    const limited = await ctx.request("/api/chat", { method: "POST", json: { query: "hello" }, ip: "198.51.100.50" });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).not.toBeNull();
    const other = await ctx.request("/api/chat", { method: "POST", json: { query: "hello" }, ip: "198.51.100.52" });
    expect(other.status).toBe(200);
  });
});

describe("a crisis message never leaves the server", () => {
  let webhook: Awaited<ReturnType<typeof startWebhook>>;
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let viaWebhook: TestContext;
  let viaProvider: TestContext;
  beforeAll(async () => {
    webhook = await startWebhook();
    provider = await startFakeOpenAi();
    provider.setBehaviour({ kind: "reply", content: "The provider hears you." });
    viaWebhook = await createTestContext("pglite", {
      chat: { webhookUrl: webhook.url, webhookTimeoutMs: 2_000, limitPerMinute: 2 },
    });
    viaProvider = await createTestContext("pglite", {
      oracle: { apiKey: "sk-test", baseUrl: provider.baseUrl, timeoutMs: 5_000 },
      chat: { limitPerMinute: 2 },
    });
  });
  afterAll(async () => {
    await viaWebhook.close();
    await viaProvider.close();
    await webhook.close();
    await provider.close();
  });
  const ask = (ctx: TestContext, query: string, ip = "198.51.100.70") =>
    ctx.request("/api/chat", { method: "POST", json: { query }, ip });

  it.each([
    ["the webhook", () => viaWebhook, () => webhook.payloads.length, "The webhook hears you."],
    ["the AI provider", () => viaProvider, () => provider.requests.length, "The provider hears you."],
  ] as const)(
    "answers every phrasing that needs help with its safety reply and sends none to %s, even past the rate limit",
    async (_label, ctx, upstreamCalls, upstreamReply) => {
      // More such messages from one client than its limit allows: none is counted or limited.
      for (const query of CRISIS_PHRASINGS) {
        const response = await ask(ctx(), query);
        expect(response.status, query).toBe(200);
        expect(await response.json(), query).toEqual({ intent: "crisis", reply: CRISIS_REPLY });
      }
      const corpus = [...CRISIS_CORPUS, ...MEDICAL_EMERGENCY_CORPUS, ...DISTRESS_CORPUS];
      expect(corpus.length).toBeGreaterThanOrEqual(150);
      const intents = new Set<string>();
      for (const { text } of corpus) {
        const kind = classifyCrisis(text)!;
        const response = await ask(ctx(), text);
        expect(response.status, text).toBe(200);
        expect(await response.json(), text).toEqual({
          intent: SAFETY_INTENT_OF[kind],
          reply: SAFETY_ANSWERS[kind].reply,
        });
        intents.add(SAFETY_INTENT_OF[kind]);
      }
      expect([...intents].sort()).toEqual(["crisis", "distress", "medical_emergency"]);
      expect(upstreamCalls()).toBe(0);

      // A normal question does reach the upstream, and counts toward the limit.
      const normal = await ask(ctx(), "What does my destiny hold?");
      expect(await normal.json()).toEqual({ intent: "divination", reply: upstreamReply });
      expect(upstreamCalls()).toBe(1);
      const notCrisis = await ask(ctx(), NOT_CRISIS_PHRASINGS[0]);
      expect(((await notCrisis.json()) as { intent: string }).intent).not.toBe("crisis");
      expect(upstreamCalls()).toBe(2);
      expect((await ask(ctx(), "hello")).status).toBe(429);

      // Rate-limited for everything else, the client still gets the safety reply.
      const limitedCrisis = await ask(ctx(), "I want to end it");
      expect(limitedCrisis.status).toBe(200);
      expect(await limitedCrisis.json()).toEqual({ intent: "crisis", reply: CRISIS_REPLY });
      expect(upstreamCalls()).toBe(2);
    },
  );

  it(`sends every one of the ${ORDINARY_CORPUS.length} ordinary questions that use dark words loosely on to the webhook`, async () => {
    expect(ORDINARY_CORPUS.length).toBeGreaterThanOrEqual(150);
    const unlimited = await createTestContext("pglite", {
      // A generous timeout: this is about which messages are forwarded, not how fast (the timeout has its own test).
      chat: { webhookUrl: webhook.url, webhookTimeoutMs: 15_000, limitPerMinute: 1_000 },
    });
    try {
      const before = webhook.payloads.length;
      for (const { text } of ORDINARY_CORPUS) {
        const answer = (await (await ask(unlimited, text)).json()) as { intent: string; reply: string };
        expect(safetyKindOf(answer.intent as never), text).toBeNull();
        expect(answer.reply, text).toBe("The webhook hears you.");
      }
      expect(webhook.payloads.length - before).toBe(ORDINARY_CORPUS.length);
    } finally {
      await unlimited.close();
    }
  });

  it("gives the provider the product's facts in Lyra's system prompt", async () => {
    const before = provider.requests.length;
    await ask(viaProvider, "How many readings does each plan give?", "198.51.100.71");
    expect(provider.requests).toHaveLength(before + 1);
    const messages = provider.requests.at(-1)!.body.messages as { role: string; content: string }[];
    const system = messages.find((message) => message.role === "system")!.content;
    expect(messages.at(-1)).toEqual({ role: "user", content: "How many readings does each plan give?" });
    expect(system).toContain("The question's intent is plans.");
    for (const name of FACE_NAMES) expect(system).toContain(`the ${name}:`);
    expect(system).toContain("The red die speaks of the will");
    expect(system).toContain("A sum of 11 is The Twin Paths");
    for (const plan of PLAN_TERMS) expect(system).toContain(planLine(plan));
    expect(system).toContain("set by your plan, not your tier");
    expect(system).toContain(`"Forgot password?"`);
    expect(system).toContain(`lasts ${PASSWORD_RESET_MINUTES} minutes`);
  });
});
