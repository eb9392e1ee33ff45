import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGNS } from "../../../../content/astrology";
import { CRISIS_REPLY } from "../../../../content/oracle/crisis";
import { positionWords, spreadWords } from "../../../../content/draws/spreads";
import { meaningSystem } from "../../../../content/oracle/meaning-system";
import { moonPhaseWords } from "../../../../content/moon";
import { numberContent } from "../../../../content/numerology";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";
import { calendarDayIn } from "../../../shared/calendar";
import { FACE_NAMES } from "../../../shared/dice";
import { spreadPositions, type Spread } from "../../../shared/draws/spreads";
import { moonOnDay } from "../../../shared/moon/moon";
import { userProfiles } from "../../db/schema";
import { startFakeOpenAi } from "../../testing/fake-openai";
import { createTestContext, type TestContext } from "../../testing/test-app";

/**
 * The guide who knows: questions a seeker asks the chat guide, and what a correct answer must contain,
 * computed from the product's own content and calculators. Asked through POST /api/chat with no AI
 * provider, so the built-in guide answers.
 */

/** The server's clock for these tests: the Moon "today" is the Moon of this day. */
const NOW = new Date("2026-11-28T12:00:00Z");
const sign = (slug: string) => SIGNS.find((entry) => entry.sign === slug)!;
const labelsOf = (spread: Spread) => spreadPositions(spread).map((position) => positionWords(position).label);

/** The forty questions: each answer must contain every string given (case-insensitive). */
const QUESTIONS: [string, () => string[]][] = [
  // Tarot, majors and minors, with and without "the", upright and reversed.
  ["What does the Tower mean?", () => ["The Tower", tarotCard("the-tower").keywords.upright[0]!]],
  ["What does Tower mean?", () => ["The Tower", tarotCard("the-tower").keywords.upright[0]!]],
  [
    "What does the Hanged Man mean reversed?",
    () => ["The Hanged Man", "reversed", tarotCard("the-hanged-man").keywords.reversed[0]!],
  ],
  ["What does the Three of Cups mean?", () => ["Three of Cups", tarotCard("three-of-cups").keywords.upright[0]!]],
  [
    "what is the Queen of Swords reversed",
    () => ["Queen of Swords", tarotCard("queen-of-swords").keywords.reversed[0]!],
  ],
  ["What does Ace of Pentacles mean?", () => ["Ace of Pentacles", tarotCard("ace-of-pentacles").keywords.upright[0]!]],
  ["what does the Moon card mean", () => ["The Moon", tarotCard("the-moon").keywords.upright[0]!]],
  [
    "Tell me about the Wheel of Fortune",
    () => ["Wheel of Fortune", tarotCard("wheel-of-fortune").keywords.upright[0]!],
  ],
  ["What does the Death card mean?", () => ["Death", tarotCard("death").keywords.upright[0]!]],
  ["What does the Empress mean?", () => ["The Empress", tarotCard("the-empress").keywords.upright[0]!]],
  // Runes, upright and merkstave.
  ["What does Fehu mean?", () => ["Fehu", rune("fehu").literal]],
  ["What is Ansuz?", () => ["Ansuz", rune("ansuz").literal]],
  ["What does Thurisaz merkstave mean?", () => ["Thurisaz", "merkstave", rune("thurisaz").keywords.merkstave![0]!]],
  ["what does the rune Isa mean", () => ["Isa", rune("isa").literal]],
  ["Othala reversed?", () => ["Othala", rune("othala").keywords.merkstave![0]!]],
  ["What does Dagaz mean?", () => ["Dagaz", rune("dagaz").literal]],
  ["What does Algiz mean?", () => ["Algiz", rune("algiz").literal]],
  // Numbers: 1–9 and the master numbers.
  ["What does the number 7 mean?", () => [numberContent(7).title]],
  ["What does 33 mean in numerology?", () => [numberContent(33).title]],
  ["what is master number 11", () => [numberContent(11).title]],
  ["what does the number 22 mean", () => [numberContent(22).title]],
  ["What does 4 mean in numerology?", () => [numberContent(4).title]],
  ["Meaning of the number 9", () => [numberContent(9).title]],
  // Signs: their ruler and the months of their dates.
  ["What does Leo mean?", () => ["Leo", sign("leo").ruler, "July", "August"]],
  ["Tell me about Scorpio", () => ["Scorpio", sign("scorpio").emblem, "October", "November"]],
  ["What are the dates of Pisces?", () => ["Pisces", "February", "March"]],
  ["Who rules Capricorn?", () => ["Capricorn", sign("capricorn").ruler]],
  ["What does Gemini mean?", () => ["Gemini", sign("gemini").ruler, "May", "June"]],
  // The Moon's phases, and today's.
  ["what does a waning gibbous mean", () => ["Waning Gibbous", moonPhaseWords("waning-gibbous").keywords[0]!]],
  ["What does the new moon mean?", () => ["New Moon", moonPhaseWords("new-moon").keywords[0]!]],
  ["What phase is the moon today?", () => [moonPhaseWords(moonOnDay(calendarDayIn("UTC", NOW), "UTC").phase).name]],
  ["What does the first quarter moon mean?", () => ["First Quarter", moonPhaseWords("first-quarter").keywords[0]!]],
  // Spreads: their places in order.
  ["What is the Celtic Cross?", () => [spreadWords("celtic-cross").name, ...labelsOf("celtic-cross")]],
  ["What are the positions of the Three Norns?", () => labelsOf("three-norns")],
  ["Explain the Five-Rune Cross", () => [spreadWords("five-rune-cross").name, ...labelsOf("five-rune-cross")]],
  ["What is the Three Cards spread?", () => labelsOf("three-card")],
  // The dice: faces and sums.
  ["What does a red 5 mean?", () => [FACE_NAMES[4], meaningSystem.colours.red.domain.split(":")[0]!]],
  ["What does the Storm mean?", () => ["Storm", meaningSystem.faces[4]!.light]],
  ["What does a sum of 11 mean?", () => [meaningSystem.sums[11]!.name]],
  ["What does a total of 14 mean?", () => [meaningSystem.sums[14]!.name]],
];

/** Thirty birth dates in several spellings, with the Life Path worked out by hand. */
const BIRTH_DATES: [string, number][] = [
  ["22 Feb 1980", 33], // 2 + 22 (kept) + (1+9+8+0 = 18 → 9) = 33
  ["February 22, 1980", 33],
  ["1980-02-22", 33],
  ["22/02/1980", 33],
  ["22nd of February 1980", 33],
  ["1 January 2000", 4], // 1 + 1 + 2
  ["15 March 1985", 5], // 3 + (15 → 6) + (23 → 5) = 14 → 5
  ["03/15/1985", 5], // month first: 15 cannot be a month
  ["29 November 1974", 7], // 11 + (29 → 11) + (21 → 3) = 25 → 7
  ["11 November 2009", 33], // 11 + 11 + 11
  ["the 4th of July, 1976", 7], // 7 + 4 + (23 → 5) = 16 → 7
  ["31 December 1999", 8], // (12 → 3) + (31 → 4) + (28 → 10 → 1)
  ["7 Aug 1993", 1], // 8 + 7 + 22 (kept) = 37 → 10 → 1
  ["September 9, 1981", 1], // 9 + 9 + (19 → 10 → 1) = 19 → 10 → 1
  ["18.04.1990", 5], // 4 + (18 → 9) + (19 → 10 → 1) = 14 → 5
  ["2 October 1965", 6], // (10 → 1) + 2 + (21 → 3)
  ["30 June 1988", 8], // 6 + (30 → 3) + (26 → 8) = 17 → 8
  ["May 12th, 1977", 5], // 5 + (12 → 3) + (24 → 6) = 14 → 5
  ["20 January 1951", 1], // 1 + (20 → 2) + (16 → 7) = 10 → 1
  ["5 May 1955", 3], // 5 + 5 + (20 → 2) = 12 → 3
  ["16 September 1962", 7], // 9 + (16 → 7) + (18 → 9) = 25 → 7
  ["28 February 1992", 6], // 2 + (28 → 10 → 1) + (21 → 3)
  ["1984-03-03", 1], // 3 + 3 + 22 (kept) = 28 → 10 → 1
  ["19 December 1964", 6], // (12 → 3) + (19 → 10 → 1) + (20 → 2)
  ["25/12/2002", 5], // (12 → 3) + (25 → 7) + 4 = 14 → 5
  ["6 June 1966", 7], // 6 + 6 + 22 (kept) = 34 → 7
  ["1 January 1989", 11], // 1 + 1 + (27 → 9) = 11
  ["9 April 1989", 22], // 4 + 9 + (27 → 9) = 22
  ["1 September 1957", 5], // 9 + 1 + 22 (kept) = 32 → 5
  ["27 April 1968", 1], // 4 + (27 → 9) + (24 → 6) = 19 → 10 → 1
];

type Answer = { intent: string; reply: string };

describe("the guide who knows", () => {
  let ctx: TestContext;
  let seeker: { cookie: string; userId: string };
  let other: { cookie: string; userId: string };
  beforeAll(async () => {
    ctx = await createTestContext("pglite", { chat: { limitPerMinute: 10_000 }, clock: () => new Date(NOW) });
    seeker = await ctx.signUp();
    other = await ctx.signUp();
    for (const user of [seeker, other]) {
      await ctx.connection.db.update(userProfiles).set({ planLevel: 3 }).where(eq(userProfiles.id, user.userId));
    }
  });
  afterAll(() => ctx.close());

  const ask = async (json: Record<string, unknown>, cookie?: string): Promise<Answer> => {
    const response = await ctx.request("/api/chat", { method: "POST", json, cookie });
    expect(response.status, JSON.stringify(json)).toBe(200);
    return (await response.json()) as Answer;
  };

  it(`answers the ${QUESTIONS.length} questions from the product's own content`, async () => {
    expect(QUESTIONS).toHaveLength(40);
    const failures: string[] = [];
    for (const [query, expected] of QUESTIONS) {
      const { reply } = await ask({ query });
      const missing = expected().filter((text) => !reply.toLowerCase().includes(text.toLowerCase()));
      if (missing.length > 0) failures.push(`${query} → missing ${missing.join(" | ")} in: ${reply}`);
    }
    console.log(`guide questions answered: ${QUESTIONS.length - failures.length}/${QUESTIONS.length}`);
    expect(failures).toEqual([]);
  });

  it(`works out the Life Path of ${BIRTH_DATES.length} birth dates with the calculator's code, whole dates only`, async () => {
    expect(BIRTH_DATES).toHaveLength(30);
    const failures: string[] = [];
    for (const [date, lifePath] of BIRTH_DATES) {
      const { reply } = await ask({ query: `my birthday is ${date}, what is my life path?` });
      const says = /life path is (\d+)/i.exec(reply)?.[1];
      if (says !== String(lifePath) || !reply.includes(numberContent(lifePath).title)) {
        failures.push(`${date}: expected ${lifePath}, got: ${reply}`);
      }
    }
    console.log(`life paths right: ${BIRTH_DATES.length - failures.length}/${BIRTH_DATES.length}`);
    expect(failures).toEqual([]);
  });

  it("shows the steps of the sum, reducing each part as /numerology does", async () => {
    const { reply } = await ask({ query: "my birthday is 22 Feb 1980, what is my life path?" });
    expect(reply).toContain("1+9+8+0 = 18");
    expect(reply).toContain("2 + 22 + 9 = 33");
    expect(reply).not.toMatch(/life path is 22/i);
  });

  it.each([
    ["what is my life path number?", ["day", "month", "year"]],
    ["I was born in February 1980, what is my life path?", ["day"]],
    ["my birthday is 22 February, what's my life path?", ["year"]],
  ])("asks for the parts of the birth date that %s leaves out", async (query, parts) => {
    const { reply } = await ask({ query });
    expect(reply).not.toMatch(/life path is \d/i);
    for (const part of parts) expect(reply.toLowerCase()).toContain(part);
  });

  it.each([
    ["Will my ex come back?", "Relationships"],
    ["will I get the job?", "Finances"],
    ["should I move to Berlin?", "Guidance"],
    ["is he the one?", "Relationships"],
  ])("invites %s to a reading with the right situation, and foretells nothing", async (query, situation) => {
    const { intent, reply } = await ask({ query });
    expect(intent).toBe("reading_invitation");
    expect(reply).toContain(situation);
    expect(reply).toMatch(/\/dice-divination|\/tarot|\/runes/);
    expect(reply).not.toMatch(/\b(yes|no),/i);
  });

  describe("about the seeker's own reading", () => {
    let tarot: { id: string; question: string; items: { positionLabel: string; name: string; meaning: string }[] };
    let dice: { id: string; dice: { green: number }; reading: { yesNoAnswer: string } };
    beforeAll(async () => {
      const drawn = await ctx.request("/api/draws", {
        method: "POST",
        cookie: seeker.cookie,
        json: { tool: "tarot", spread: "three-card", situation: "relationships", question: "Where is my heart going?" },
      });
      tarot = (await drawn.json()) as typeof tarot;
      const cast = await ctx.request("/api/casts", {
        method: "POST",
        cookie: seeker.cookie,
        json: { situation: "guidance", question: "Shall I paint the kitchen?" },
      });
      dice = (await cast.json()) as typeof dice;
    });

    it("answers what the card in a place means, from the reading itself", async () => {
      const past = tarot.items.find((item) => item.positionLabel === "Past")!;
      const { intent, reply } = await ask(
        { query: "What does the card in the Past mean?", readingId: tarot.id },
        seeker.cookie,
      );
      expect(intent).toBe("reading_followup");
      expect(reply).toContain(past.name);
      expect(reply).toContain(past.meaning.split(/(?<=[.!?])\s/)[0]!);
    });

    it("answers what the question was, and why the dice's answer is what it is", async () => {
      expect((await ask({ query: "What was my question?", readingId: tarot.id }, seeker.cookie)).reply).toContain(
        "Where is my heart going?",
      );
      const why = await ask({ query: "Why is the answer no?", readingId: dice.id }, seeker.cookie);
      expect(why.reply).toContain(dice.reading.yesNoAnswer.split(/(?<=[.!?])\s/)[0]!);
    });

    it("answers what the green die says", async () => {
      const { reply } = await ask({ query: "What does my green die say?", readingId: dice.id }, seeker.cookie);
      expect(reply).toContain(FACE_NAMES[dice.dice.green - 1]!);
    });

    it("never tells another seeker or a visitor anything of it", async () => {
      for (const cookie of [other.cookie, undefined]) {
        const { intent, reply } = await ask({ query: "What was my question?", readingId: tarot.id }, cookie);
        expect(intent).not.toBe("reading_followup");
        expect(reply).not.toContain("Where is my heart going?");
        for (const item of tarot.items) expect(reply).not.toContain(item.name);
      }
    });

    it("still answers a crisis with the safety reply only", async () => {
      expect(await ask({ query: "I want to end it all", readingId: tarot.id }, seeker.cookie)).toEqual({
        intent: "crisis",
        reply: CRISIS_REPLY,
      });
    });

    it("refuses a reading id that is no uuid", async () => {
      const response = await ctx.request("/api/chat", {
        method: "POST",
        json: { query: "What was my question?", readingId: "not-a-uuid" },
      });
      expect(response.status).toBe(400);
    });
  });
});

describe("the guide with an AI provider and a reading", () => {
  it("gives the provider the reading: its tool, items, places and question", async () => {
    const provider = await startFakeOpenAi();
    provider.setBehaviour({ kind: "reply", content: "The provider hears you." });
    const ctx = await createTestContext("pglite", {
      oracle: { apiKey: "sk-test", baseUrl: provider.baseUrl, timeoutMs: 5_000 },
      chat: { limitPerMinute: 100 },
    });
    try {
      const seeker = await ctx.signUp();
      const drawn = await ctx.request("/api/draws", {
        method: "POST",
        cookie: seeker.cookie,
        json: { tool: "runes", spread: "three-norns", situation: "finances", question: "Is the shop worth it?" },
      });
      const draw = (await drawn.json()) as { id: string; items: { positionLabel: string; name: string }[] };
      const response = await ctx.request("/api/chat", {
        method: "POST",
        cookie: seeker.cookie,
        json: { query: "What does the middle rune mean?", readingId: draw.id },
      });
      expect(await response.json()).toMatchObject({ reply: "The provider hears you." });
      const messages = provider.requests.at(-1)!.body.messages as { role: string; content: string }[];
      const system = messages.find((message) => message.role === "system")!.content;
      expect(system).toContain("Runes");
      expect(system).toContain("Is the shop worth it?");
      for (const item of draw.items) {
        expect(system).toContain(item.name);
        expect(system).toContain(item.positionLabel);
      }
    } finally {
      await ctx.close();
      await provider.close();
    }
  });
});
