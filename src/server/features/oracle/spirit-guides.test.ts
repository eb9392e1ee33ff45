import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SPIRIT_GUIDES } from "../../../../content/spirit-guides/guides";
import { CRISIS_REPLY, SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import { SPIRIT_GUIDE_IDS } from "../../../shared/spirit-guides";
import { classifyCrisis } from "../../../shared/crisis";
import { classifyIntent, SAFETY_INTENT_OF } from "../../../shared/oracle";
import { CRISIS_CORPUS, DISTRESS_CORPUS, MEDICAL_EMERGENCY_CORPUS } from "../../../shared/testing/crisis-corpus";
import { startFakeOpenAi } from "../../testing/fake-openai";
import { createTestContext, type TestContext } from "../../testing/test-app";
import { composeChatReply } from "./chat-replies";

interface Answer {
  intent: string;
  reply: string;
  author?: { kind: string; model: string | null };
}

/** The plans answer reads no date; any day will do. */
const PLANS_DAY = new Date("2026-11-28T12:00:00Z");

/** The server's clock, moved a minute on every reading of it, so that each answer is seeded anew. */
function movingClock() {
  let now = Date.parse("2026-11-28T12:00:00Z");
  return () => new Date((now += 60_000));
}

const QUESTION_FOR_FACTS = "How many readings does each plan give?";

describe("the spirit guides through the chat guide, built in", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { chat: { limitPerMinute: 1_000 }, clock: movingClock() });
  });
  afterAll(() => ctx.close());
  const ask = (json: unknown, init: { cookie?: string } = {}) =>
    ctx.request("/api/chat", { method: "POST", json, ip: "198.51.100.80", ...init });

  it.each(SPIRIT_GUIDE_IDS)(
    "%s answers with the built-in reply in its own voice, marked as the built-in guide's",
    async (id) => {
      const guide = SPIRIT_GUIDES[id];
      const response = await ask({ query: QUESTION_FOR_FACTS, guide: id });
      expect(response.status).toBe(200);
      const answer = (await response.json()) as Answer;
      expect(answer.intent).toBe("plans");
      expect(answer.author).toEqual({ kind: "oracle", model: null });
      const [opening, body, phrase, signOff] = answer.reply.split("\n\n");
      expect(guide.openings).toContain(opening);
      expect(body).toBe(composeChatReply({ intent: "plans", query: QUESTION_FOR_FACTS, now: PLANS_DAY }));
      expect(guide.phrases).toContain(phrase);
      expect(guide.signOffs).toContain(signOff);
      expect(answer.reply).not.toContain("Lyra");
    },
  );

  it("varies the guide's words when the same question is asked again", async () => {
    const replies = new Set<string>();
    for (let round = 0; round < 12; round++) {
      replies.add(
        ((await (await ask({ query: "What does my destiny hold?", guide: "volva" })).json()) as Answer).reply,
      );
    }
    console.log(`the völva said ${replies.size} different answers to one question asked 12 times`);
    expect(replies.size).toBeGreaterThanOrEqual(6);
  });

  it("greets in the guide's own words, and answers a signed-in seeker alike", async () => {
    const seeker = await ctx.signUp();
    const answer = (await (await ask({ query: "Hello!", guide: "hedge-witch" }, seeker)).json()) as Answer;
    expect(answer.intent).toBe("greeting");
    expect(SPIRIT_GUIDES["hedge-witch"].greetings).toContain(answer.reply);
    expect(answer.author).toEqual({ kind: "oracle", model: null });
  });

  it("answers a question beyond its reach in its own words, never in Lyra's", async () => {
    for (const id of SPIRIT_GUIDE_IDS) {
      const answer = (await (await ask({ query: "What is the capital of Peru?", guide: id })).json()) as Answer;
      expect(answer.intent, id).toBe("unknown");
      const [said, signOff] = answer.reply.split("\n\n");
      expect(SPIRIT_GUIDES[id].beyondReach, id).toContain(said);
      expect(SPIRIT_GUIDES[id].signOffs, id).toContain(signOff);
      expect(answer.reply, id).not.toContain("Mystic Dice offers");
    }
  });

  it.each([
    ["Will my surgery go well?", "health_advice", "health"],
    ["Should I sue my landlord?", "legal_advice", "legal"],
    ["Should I invest my savings?", "financial_advice", "financial"],
  ] as const)("answers %j with the guide's own word on where to find help", async (query, intent, boundary) => {
    for (const id of SPIRIT_GUIDE_IDS) {
      const answer = (await (await ask({ query, guide: id })).json()) as Answer;
      expect(answer.intent, id).toBe(intent);
      expect(answer.reply.startsWith(`${SPIRIT_GUIDES[id].boundaries[boundary]} `), id).toBe(true);
    }
  });

  it.each([
    ["an unknown guide", { query: "hello", guide: "ghost-of-my-aunt" }],
    ["a guide of the wrong type", { query: "hello", guide: 3 }],
    ["an empty guide", { query: "hello", guide: "" }],
  ])("answers 400 JSON for %s", async (_label, body) => {
    const response = await ask(body);
    expect(response.status).toBe(400);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toMatchObject({
      error: { code: "bad_request", fields: { guide: ["Choose one of the spirit guides"] } },
    });
  });

  it("answers a message that needs help with exactly the safety reply, whichever guide is asked", async () => {
    for (const id of SPIRIT_GUIDE_IDS) {
      const response = await ask({ query: "I want to kill myself", guide: id });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ intent: "crisis", reply: CRISIS_REPLY });
    }
  });
});

describe("the spirit guides with an AI provider", () => {
  let provider: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let ctx: TestContext;
  beforeAll(async () => {
    provider = await startFakeOpenAi();
    provider.setBehaviour({ kind: "reply", content: "The provider speaks as asked." });
    ctx = await createTestContext("pglite", {
      oracle: { apiKey: "sk-test", baseUrl: provider.baseUrl, model: "fake-model", timeoutMs: 5_000 },
      chat: { limitPerMinute: 1_000, providerCallsPerDay: { visitors: 3, seekers: 3 } },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await provider.close();
  });
  const ask = (json: unknown) => ctx.request("/api/chat", { method: "POST", json, ip: "198.51.100.81" });

  it("sends the guide's system prompt instead of Lyra's, and says the AI wrote the answer", async () => {
    const response = await ask({ query: "When should I start my new project?", guide: "star-reader" });
    const answer = (await response.json()) as Answer;
    expect(answer).toEqual({
      intent: classifyIntent("When should I start my new project?"),
      reply: "The provider speaks as asked.",
      author: { kind: "ai", model: "fake-model" },
    });
    const messages = provider.requests.at(-1)!.body.messages as { role: string; content: string }[];
    const system = messages.find((message) => message.role === "system")!.content;
    expect(system.startsWith(SPIRIT_GUIDES["star-reader"].systemPrompt)).toBe(true);
    expect(system).not.toContain("Lyra");
    expect(system).toContain("Never give medical, legal or financial advice");
    expect(messages.at(-1)).toEqual({ role: "user", content: "When should I start my new project?" });
  });

  it("never sends a message that needs help to the provider, with or without a guide", async () => {
    const before = provider.requests.length;
    for (const { text } of [CRISIS_CORPUS[0]!, MEDICAL_EMERGENCY_CORPUS[0]!, DISTRESS_CORPUS[0]!]) {
      const kind = classifyCrisis(text)!;
      const response = await ask({ query: text, guide: "hermit" });
      expect(await response.json(), text).toEqual({
        intent: SAFETY_INTENT_OF[kind],
        reply: SAFETY_ANSWERS[kind].reply,
      });
    }
    expect(provider.requests.length).toBe(before);
  });

  it("past the day's provider budget, the built-in guide answers and says so", async () => {
    let answer: Answer | undefined;
    for (let round = 0; round < 4; round++) {
      answer = (await (await ask({ query: QUESTION_FOR_FACTS, guide: "show-reader" })).json()) as Answer;
    }
    expect(answer!.author).toEqual({ kind: "oracle", model: null });
    expect(answer!.reply).toContain(composeChatReply({ intent: "plans", query: QUESTION_FOR_FACTS, now: PLANS_DAY }));
  });
});
