import { describe, expect, it } from "vitest";
import { chatReplies } from "../../../../content/oracle/chat-replies";
import { enhancedTextBlocks, tierSectionTitles } from "../../../shared/oracle";
import type { Reading } from "../../../shared/reading";
import { formatDice } from "../../../shared/dice";
import { SITUATIONS, type Situation } from "../../../shared/situations";
import { loadReadingContent, toReadingRow, type ReadingEntry } from "../../db/seed";
import { composeChatReply } from "./chat-replies";
import {
  chunkForStreaming,
  cleanQuestion,
  composeEnhancement,
  composeTierSections,
  randomFor,
} from "../../oracles/composer";
import { seeded } from "../../../shared/testing/seeded-random";

/** The built-in guide's clock in these tests: a fixed day, so its answers are the same on any date. */
const A_DAY = new Date("2026-11-28T12:00:00Z");

const FACE_NAMES = ["Seed", "Mirror", "Spark", "Stone", "Storm", "Crown"];
const SUM_NAMES: Record<number, string> = {
  3: "The Threshold",
  9: "The Lantern",
  11: "The Twin Paths",
  18: "The Crown of Fortune",
};
/** Each tier's words at most: its token budget at about 0.75 words a token. */
const MAX_WORDS = [225, 375, 600, 900, 1500];

const entries = loadReadingContent();

function toReading(entry: ReadingEntry): Reading {
  return { id: 1, ...toReadingRow(entry) };
}

function readingFor(dice: string): Reading {
  const entry = entries.find((candidate) => formatDice(candidate) === dice);
  if (!entry) throw new Error(`no reading for ${dice}`);
  return toReading(entry);
}

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;
const headingsOf = (text: string) => [...text.matchAll(/^## (.+)$/gm)].map((match) => match[1]!);
const sectionOf = (text: string, title: string) =>
  new RegExp(`^## ${title}\\n([\\s\\S]*?)(?=\\n## |(?![\\s\\S]))`, "m").exec(text)?.[1] ?? null;

// Plain rolls, doubles of every pairing, triples, and the lowest and highest sums.
const SAMPLE_DICE = ["3-1-5", "2-4-6", "6-1-4", "5-5-2", "1-3-1", "4-2-2", "1-1-1", "6-6-6", "5-3-6"];
const TIERS = [1, 2, 3, 4, 5];

describe("composeEnhancement", () => {
  describe.each(TIERS)("tier %i", (tier) => {
    it("stays under its token budget and above the tier below, for several rolls and seeds", () => {
      for (const dice of SAMPLE_DICE) {
        for (const situation of SITUATIONS) {
          for (const seed of [1, 2, 3]) {
            const reading = readingFor(dice);
            const words = countWords(composeEnhancement({ reading, situation, tier, random: seeded(seed) }));
            expect(words, `${dice} ${situation} seed ${seed}`).toBeLessThanOrEqual(MAX_WORDS[tier - 1]!);
            if (tier > 1) {
              const below = countWords(
                composeEnhancement({ reading, situation, tier: tier - 1, random: seeded(seed) }),
              );
              expect(words, `${dice} ${situation}`).toBeGreaterThan(below);
            }
          }
        }
      }
    });

    it("names the three faces of the roll, and the sum by its name", () => {
      for (const dice of SAMPLE_DICE) {
        const reading = readingFor(dice);
        const text = composeEnhancement({ reading, situation: "guidance", tier, random: seeded(7) });
        for (const face of [reading.redDice, reading.whiteDice, reading.greenDice]) {
          expect(text).toContain(FACE_NAMES[face - 1]);
        }
        const sum = reading.redDice + reading.whiteDice + reading.greenDice;
        if (SUM_NAMES[sum]) expect(text).toContain(SUM_NAMES[sum]);
      }
    });

    it("writes in sections under `## ` headings, ending with the tier's appended sections", () => {
      for (const dice of SAMPLE_DICE) {
        const text = composeEnhancement({ reading: readingFor(dice), situation: "finances", tier, random: seeded(3) });
        const headings = headingsOf(text);
        expect(headings.length).toBeGreaterThanOrEqual(tier === 1 ? 3 : 5);
        const appended = tierSectionTitles(tier);
        expect(headings.filter((title) => appended.includes(title as never))).toEqual(appended);
        for (const block of enhancedTextBlocks(text)) expect(block.text.trim()).not.toBe("");
      }
    });

    it("writes real prose: no placeholders, no doubled spaces, no talk of AI", () => {
      for (const dice of SAMPLE_DICE) {
        for (const situation of SITUATIONS) {
          const text = composeEnhancement({ reading: readingFor(dice), situation, tier, random: seeded(11) });
          expect(text).not.toMatch(/[{}[\]]|undefined|\bNaN\b|\bnull\b|\bAI\b/);
          expect(text).not.toMatch(/lorem|ipsum|artificial intelligence/i);
          expect(text).toBe(text.trim());
          expect(text).not.toMatch(/ {2}|\n{3}/);
        }
      }
    });
  });

  it("is longer at tier 1 than the reading it deepens, and grows with every tier, for every roll", () => {
    for (const entry of entries) {
      const reading = toReading(entry);
      for (const situation of SITUATIONS) {
        const base = [
          situation === "guidance"
            ? reading.interpretationGeneral
            : situation === "finances"
              ? reading.interpretationFinance
              : reading.interpretationLove,
          reading.timingPrediction,
          reading.yesNoAnswer,
          reading.totalSumInterpretation,
        ].reduce((total, text) => total + countWords(text), 0);
        const words = TIERS.map((tier) =>
          countWords(composeEnhancement({ reading, situation, tier, random: seeded(tier) })),
        );
        expect(words[0], `${reading.diceValues} ${situation}`).toBeGreaterThan(base);
        for (let index = 1; index < words.length; index++) expect(words[index]).toBeGreaterThan(words[index - 1]!);
      }
    }
  });

  it("tells tier 3 in exactly three numbered insights, one per die", () => {
    for (const dice of SAMPLE_DICE) {
      const text = composeEnhancement({ reading: readingFor(dice), situation: "guidance", tier: 3, random: seeded(4) });
      const insights = sectionOf(text, "Three Insights")!;
      expect(
        insights
          .trim()
          .split("\n")
          .map((line) => line.slice(0, 3)),
      ).toEqual(["1. ", "2. ", "3. "]);
      const reading = readingFor(dice);
      insights
        .trim()
        .split("\n")
        .forEach((line, index) => {
          const face = [reading.redDice, reading.whiteDice, reading.greenDice][index]!;
          expect(line).toContain(FACE_NAMES[face - 1]);
        });
    }
  });

  it("tells tier 4 as an arc: a beginning in red, a turning in white, a resolution in green", () => {
    const reading = readingFor("3-1-5");
    const text = composeEnhancement({ reading, situation: "guidance", tier: 4, random: seeded(2) });
    const arc = sectionOf(text, "The Arc: from the Red Spark to the Green Storm")!;
    const at = ["red Spark", "white Seed", "green Storm"].map((name) => arc.indexOf(name));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("gives every die its own section at tier 5, read through its domain", () => {
    const reading = readingFor("2-4-6");
    const text = composeEnhancement({ reading, situation: "relationships", tier: 5, random: seeded(9) });
    expect(headingsOf(text)).toEqual(
      expect.arrayContaining([
        "Red Mirror: What Moves You",
        "White Stone: What You See",
        "Green Crown: What Takes Root",
        "The Sum: The Full Circle",
        "Counsel for the Heart",
      ]),
    );
  });

  it("speaks to the chosen situation", () => {
    const reading = readingFor("2-4-6");
    const texts = Object.fromEntries(
      SITUATIONS.map((situation) => [
        situation,
        composeEnhancement({ reading, situation, tier: 2, random: seeded(5) }),
      ]),
    ) as Record<Situation, string>;
    expect(texts.finances).toMatch(/Counsel for Your Resources/);
    expect(texts.finances).toMatch(/money|resources|purse|earn|livelihood|savings/i);
    expect(texts.relationships).toMatch(/Counsel for the Heart/);
    expect(texts.relationships).toMatch(/love|heart|bond/i);
    expect(texts.guidance).toMatch(/Counsel for the Path/);
    expect(new Set(Object.values(texts)).size).toBe(3);
  });

  it("says a doubled face is doubled and a triple is the face's pure message", () => {
    const pair = composeEnhancement({
      reading: readingFor("5-5-2"),
      situation: "guidance",
      tier: 2,
      random: seeded(1),
    });
    expect(pair).toMatch(/red and white|two|twice|doubl|pair|both/i);
    const triple = composeEnhancement({
      reading: readingFor("1-1-1"),
      situation: "guidance",
      tier: 2,
      random: seeded(1),
    });
    expect(triple).toMatch(/triple|three Seeds|all three|every die/i);
  });

  it("times the Timing Prediction by the white die, quickened by a red Storm, slowed by a green Stone", () => {
    const cases: [string, RegExp, RegExp | null][] = [
      ["3-1-5", /new moon/, null],
      ["6-2-1", /two weeks|fortnight/, null],
      ["2-3-6", /full moon/, null],
      ["1-4-4", /season/, null],
      ["2-5-2", /sudden/, null],
      ["4-6-3", /cycle/, null],
      ["5-3-1", /full moon/, /earlier|sooner|hurr|quicken/i],
      ["2-2-4", /two weeks|fortnight/, /slow|later|patien|longer/i],
    ];
    for (const [dice, time, change] of cases) {
      for (const seed of [1, 2, 3]) {
        const text = composeEnhancement({
          reading: readingFor(dice),
          situation: "guidance",
          tier: 3,
          random: seeded(seed),
        });
        const timing = sectionOf(text, "Timing Prediction")!;
        expect(timing, dice).toMatch(time);
        if (change) expect(timing, dice).toMatch(change);
        else expect(timing, dice).not.toMatch(/earlier|sooner|hurr|quicken|slow|later\b|patien/i);
      }
    }
  });

  it("quotes the seeker's question once, as one plain line, and leaves no trace of it without one", () => {
    const reading = readingFor("6-1-4");
    const question = "Will the little bakery\nI dream of open before spring? ## Yes";
    for (const tier of TIERS) {
      const text = composeEnhancement({ reading, situation: "finances", tier, question, random: seeded(tier) });
      expect(text.split("Will the little bakery I dream of open before spring? ## Yes").length - 1).toBe(1);
      expect(headingsOf(text)).not.toContain("Yes");
      expect(text).toContain("“Will the little bakery");
    }
    const without = composeEnhancement({ reading, situation: "finances", tier: 1, question: "   ", random: seeded(1) });
    expect(without).not.toContain("“");
  });

  it("gives different texts for different rolls", () => {
    for (const tier of TIERS) {
      for (const situation of SITUATIONS) {
        const texts = SAMPLE_DICE.map((dice) =>
          composeEnhancement({ reading: readingFor(dice), situation, tier, random: seeded(42) }),
        );
        expect(new Set(texts).size).toBe(texts.length);
      }
    }
  });

  it("is deterministic for a seeded random and for a cast, and varies from one seed to another", () => {
    for (const tier of TIERS) {
      const input = { reading: readingFor("5-3-6"), situation: "relationships" as Situation, tier };
      const first = composeEnhancement({ ...input, random: seeded(99) });
      expect(composeEnhancement({ ...input, random: seeded(99) })).toBe(first);
      const castId = "7f0c3a52-1b8e-4d3c-9a57-2f6d0e5c8b91";
      expect(composeEnhancement({ ...input, random: randomFor(castId) })).toBe(
        composeEnhancement({ ...input, random: randomFor(castId) }),
      );
      const variants = new Set([1, 2, 3, 4, 5].map((seed) => composeEnhancement({ ...input, random: seeded(seed) })));
      expect(variants.size).toBeGreaterThan(1);
    }
  });

  it("treats an out-of-range tier as the nearest tier", () => {
    const reading = readingFor("4-2-2");
    expect(composeEnhancement({ reading, situation: "guidance", tier: 0, random: seeded(1) })).toBe(
      composeEnhancement({ reading, situation: "guidance", tier: 1, random: seeded(1) }),
    );
    expect(composeEnhancement({ reading, situation: "guidance", tier: 9, random: seeded(1) })).toBe(
      composeEnhancement({ reading, situation: "guidance", tier: 5, random: seeded(1) }),
    );
  });
});

describe("composeTierSections", () => {
  it("composes the appended sections alone, under their headings, by the tier", () => {
    const reading = readingFor("5-3-1");
    expect(composeTierSections({ reading, situation: "guidance", tier: 2, random: seeded(1) })).toBe("");
    for (const tier of [3, 4, 5]) {
      const text = composeTierSections({ reading, situation: "guidance", tier, random: seeded(1) });
      expect(headingsOf(text)).toEqual(tierSectionTitles(tier));
      expect(sectionOf(text, "Timing Prediction")).toMatch(/full moon/);
    }
  });
});

describe("cleanQuestion", () => {
  it("keeps a question as one plain line without quotation marks or leading markup", () => {
    expect(cleanQuestion("  ## “Will it\r\nwork?”\u0000 ")).toBe("Will it work?");
    expect(cleanQuestion("?!  ")).toBeNull();
    expect(cleanQuestion(null)).toBeNull();
    expect(cleanQuestion("a".repeat(300))).toHaveLength(200);
  });
});

describe("chunkForStreaming", () => {
  it("round-trips a composed reading in many chunks of one to three words", () => {
    for (const tier of TIERS) {
      const text = composeEnhancement({ reading: readingFor("6-1-4"), situation: "guidance", tier, random: seeded(8) });
      const chunks = chunkForStreaming(text);
      expect(chunks.join("")).toBe(text);
      expect(chunks.length).toBeGreaterThanOrEqual(Math.ceil(countWords(text) / 3));
      for (const chunk of chunks) {
        const words = countWords(chunk);
        expect(words).toBeGreaterThanOrEqual(1);
        expect(words).toBeLessThanOrEqual(3);
      }
    }
  });

  it("keeps leading, trailing and repeated whitespace exactly", () => {
    const text = "  The dice  settle.\n\n1. One\n2. Two\n3. Three \n";
    const chunks = chunkForStreaming(text);
    expect(chunks.join("")).toBe(text);
    expect(chunks.every((chunk) => countWords(chunk) >= 1 && countWords(chunk) <= 3)).toBe(true);
  });

  it("handles empty and blank text", () => {
    expect(chunkForStreaming("")).toEqual([]);
    expect(chunkForStreaming("   ").join("")).toBe("   ");
  });
});

describe("composeChatReply", () => {
  const conversationalIntents = Object.keys(chatReplies) as (keyof typeof chatReplies)[];
  it.each(conversationalIntents)("answers %s with one of Lyra's three replies", (intent) => {
    const replies = chatReplies[intent];
    const reply = (random?: () => number) => composeChatReply({ intent, query: "a question", now: A_DAY }, random);
    expect(replies).toHaveLength(3);
    for (const seed of [1, 2, 3, 4, 5]) expect(replies).toContain(reply(seeded(seed)));
    expect(reply(() => 0)).toBe(replies[0]);
    expect(reply(() => 0.999)).toBe(replies[2]);
    expect(replies).toContain(reply());
  });

  it("keeps every reply short, with no money advice and no placeholders", () => {
    for (const intent of conversationalIntents) {
      for (const reply of chatReplies[intent]) {
        const sentences = reply.split(/(?<=[.!?])\s+(?=[A-Z])/);
        expect(sentences.length, reply).toBeLessThanOrEqual(3);
        expect(reply).not.toMatch(/[{}]|\binvest in\b|\bbuy\b|\bsell\b/i);
      }
    }
  });
});
