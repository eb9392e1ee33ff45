import { describe, expect, it } from "vitest";
import { chatReplies } from "../../../../content/oracle/chat-replies";
import type { Reading } from "../../../shared/reading";
import { formatDice } from "../../../shared/dice";
import { SITUATIONS, type Situation } from "../../../shared/situations";
import { loadReadingContent, toReadingRow, type ReadingEntry } from "../../db/seed";
import { composeChatReply } from "./chat-replies";
import { chunkForStreaming, composeEnhancement } from "./composer";
import { seeded } from "../../../shared/testing/seeded-random";

const FACE_NAMES = ["Seed", "Mirror", "Spark", "Stone", "Storm", "Crown"];
const WORD_RANGES: Record<number, [number, number]> = {
  1: [50, 90],
  2: [100, 160],
  3: [160, 240],
  4: [250, 350],
  5: [350, 500],
};
const PARAGRAPH_RANGES: Record<number, [number, number]> = { 1: [1, 1], 2: [2, 2], 4: [3, 4], 5: [4, 6] };

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
const paragraphsOf = (text: string) => text.split("\n\n");

// Plain rolls, doubles of every pairing, triples, and the lowest and highest sums.
const SAMPLE_DICE = ["3-1-5", "2-4-6", "6-1-4", "5-5-2", "1-3-1", "4-2-2", "1-1-1", "6-6-6", "5-3-6"];
const TIERS = [1, 2, 3, 4, 5];

describe("composeEnhancement", () => {
  describe.each(TIERS)("tier %i", (tier) => {
    const [min, max] = WORD_RANGES[tier]!;

    it.each(SITUATIONS)("writes within its word range for several rolls (%s)", (situation) => {
      for (const dice of SAMPLE_DICE) {
        for (const seed of [1, 2, 3]) {
          const text = composeEnhancement({ reading: readingFor(dice), situation, tier, random: seeded(seed) });
          const words = countWords(text);
          expect(words, `${dice} ${situation} seed ${seed}`).toBeGreaterThanOrEqual(min);
          expect(words, `${dice} ${situation} seed ${seed}`).toBeLessThanOrEqual(max);
        }
      }
    });

    it("stays within its word range for every one of the 216 readings and every situation", () => {
      let seed = tier * 1000;
      for (const entry of entries) {
        for (const situation of SITUATIONS) {
          const text = composeEnhancement({ reading: toReading(entry), situation, tier, random: seeded(seed++) });
          const words = countWords(text);
          expect(words >= min && words <= max, `${formatDice(entry)} ${situation}: ${words} words`).toBe(true);
        }
      }
    });

    it("names the three faces of the roll", () => {
      for (const dice of SAMPLE_DICE) {
        const reading = readingFor(dice);
        const text = composeEnhancement({ reading, situation: "guidance", tier, random: seeded(7) });
        expect(text).toContain(`red ${FACE_NAMES[reading.redDice - 1]}`);
        expect(text).toContain(`white ${FACE_NAMES[reading.whiteDice - 1]}`);
        expect(text).toContain(`green ${FACE_NAMES[reading.greenDice - 1]}`);
      }
    });

    it("writes real prose with no placeholders, no tier sections and no talk of AI", () => {
      for (const dice of SAMPLE_DICE) {
        for (const situation of SITUATIONS) {
          const text = composeEnhancement({ reading: readingFor(dice), situation, tier, random: seeded(11) });
          expect(text).not.toMatch(/[{}]|undefined|NaN|null|lorem|ipsum|\bAI\b|artificial intelligence/i);
          expect(text).not.toMatch(/Timing Prediction|Spirit Guide Message|Mystical Ritual/);
          expect(text).toBe(text.trim());
          expect(text).not.toMatch(/ {2}|\n{3}/);
        }
      }
    });
  });

  it.each([1, 2, 4, 5])("lays tier %i out in the paragraphs its style asks for", (tier) => {
    const [least, most] = PARAGRAPH_RANGES[tier]!;
    for (const dice of SAMPLE_DICE) {
      for (const situation of SITUATIONS) {
        const count = paragraphsOf(composeEnhancement({ reading: readingFor(dice), situation, tier })).length;
        expect(count, `${dice} ${situation}`).toBeGreaterThanOrEqual(least);
        expect(count, `${dice} ${situation}`).toBeLessThanOrEqual(most);
      }
    }
  });

  it("tells tier 3 as a story followed by exactly three numbered insights", () => {
    for (const dice of SAMPLE_DICE) {
      for (const situation of SITUATIONS) {
        const text = composeEnhancement({ reading: readingFor(dice), situation, tier: 3 });
        const numbered = text.split("\n").filter((line) => /^\d+\./.test(line));
        expect(numbered).toHaveLength(3);
        expect(numbered.map((line) => line.slice(0, 3))).toEqual(["1. ", "2. ", "3. "]);
        const [story] = paragraphsOf(text);
        expect(story).not.toMatch(/^\d+\./);
        expect(countWords(story!)).toBeGreaterThan(40);
      }
    }
  });

  it("draws on the reading's own texts", () => {
    const reading = readingFor("3-1-5");
    const text = composeEnhancement({ reading, situation: "guidance", tier: 5, random: seeded(3) });
    const interpretationSentences = reading.interpretationGeneral.split(/(?<=[.!?])\s+/);
    expect(interpretationSentences.some((sentence) => text.includes(sentence.slice(1, -1)))).toBe(true);
    expect(text).toContain("The Lantern");
  });

  it("speaks to the situation in its own words", () => {
    const reading = readingFor("2-4-6");
    const finance = composeEnhancement({ reading, situation: "finances", tier: 2, random: seeded(5) });
    const love = composeEnhancement({ reading, situation: "relationships", tier: 2, random: seeded(5) });
    expect(finance).toMatch(/money|resources|purse/i);
    expect(love).toMatch(/love|heart|bond/i);
    expect(finance).not.toBe(love);
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

  it("is deterministic for a seeded random, and varies from one seed to another", () => {
    for (const tier of TIERS) {
      const input = { reading: readingFor("5-3-6"), situation: "relationships" as Situation, tier };
      const first = composeEnhancement({ ...input, random: seeded(99) });
      expect(composeEnhancement({ ...input, random: seeded(99) })).toBe(first);
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
    const reply = (random?: () => number) => composeChatReply({ intent, query: "a question" }, random);
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
