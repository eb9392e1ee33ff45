import { describe, expect, it } from "vitest";
import { RUNE_DECK, RUNE_DECK_ENTRIES } from "../../src/shared/draws/decks";
import { SITUATIONS } from "../../src/shared/situations";
import {
  commonestOpening,
  duplicates,
  longestRunSharedWith,
  longestSharedRun,
  median,
  runsSharedWith,
  sharedRuns,
  wordCount,
  type NamedText,
} from "../draws/text-figures";
import type { RuneContent } from "../../src/shared/draws/content-types";
import { rune, RUNES } from "./index";

/** The readings of every rune: upright, and merkstave where it has one, for each situation. */
const MEANINGS: NamedText[] = RUNES.flatMap((entry) =>
  (["upright", "merkstave"] as const).flatMap((way) =>
    SITUATIONS.flatMap((situation) => {
      const text = entry[way]?.[situation];
      return text === undefined ? [] : [{ id: `${entry.slug}.${way}.${situation}`, text }];
    }),
  ),
);
/** The merkstave essences, by the rune's slug. */
const MERKSTAVE_ESSENCES: NamedText[] = RUNES.flatMap((entry) =>
  entry.merkstaveEssence === undefined ? [] : [{ id: entry.slug, text: entry.merkstaveEssence }],
);
/** Every text a rune says: its readings, its essences and its lore. */
const ALL_TEXTS: NamedText[] = [
  ...MEANINGS,
  ...RUNES.flatMap((entry) => [
    { id: `${entry.slug}.essence`, text: entry.essence },
    { id: `${entry.slug}.lore`, text: entry.lore },
  ]),
  ...MERKSTAVE_ESSENCES.map(({ id, text }) => ({ id: `${id}.merkstaveEssence`, text })),
];
const MIN_ESSENCE_WORDS = 50;
const MAX_ESSENCE_WORDS = 90;

/** What a merkstave essence must not repeat: the rune's own essence and its merkstave meanings. */
function ownWords(entry: RuneContent): NamedText[] {
  return [
    { id: `${entry.slug}.essence`, text: entry.essence },
    ...SITUATIONS.map((situation) => ({
      id: `${entry.slug}.merkstave.${situation}`,
      text: entry.merkstave?.[situation] ?? "",
    })),
  ];
}

const REVERSIBLE = new Set<string>(RUNE_DECK_ENTRIES.filter((entry) => entry.reversible).map((entry) => entry.slug));

describe("the runes' words", () => {
  it("are the 24 runes of RUNE_DECK, in its order, found by slug", () => {
    expect(RUNES.map((entry) => entry.slug)).toEqual([...RUNE_DECK]);
    for (const slug of RUNE_DECK) expect(rune(slug).slug).toBe(slug);
    expect(() => rune("blank")).toThrow("No rune blank");
  });

  it("have a merkstave, with its keywords, exactly for the reversible runes", () => {
    const withMerkstave = RUNES.filter((entry) => entry.merkstave !== undefined).map((entry) => entry.slug);
    const withMerkstaveWords = RUNES.filter((entry) => entry.keywords.merkstave !== undefined).map((e) => e.slug);
    const reversible = RUNE_DECK.filter((slug) => REVERSIBLE.has(slug));
    expect(withMerkstave).toEqual(reversible);
    expect(withMerkstaveWords).toEqual(reversible);
  });

  it("fill every field", () => {
    const empty = RUNES.flatMap((entry) =>
      (["name", "protoName", "sound", "literal", "essence", "lore"] as const)
        .filter((field) => entry[field].trim() === "")
        .map((field) => `${entry.slug}.${field}`),
    );
    expect(empty).toEqual([]);
    for (const entry of RUNES) expect(entry.protoName, entry.slug).toMatch(/^\*/);
    const readings = RUNES.length * SITUATIONS.length + REVERSIBLE.size * SITUATIONS.length;
    expect(MEANINGS.filter(({ text }) => text.trim() !== "")).toHaveLength(readings);
  });

  it("give three to five keywords each way", () => {
    const wrong = RUNES.flatMap((entry) =>
      Object.entries(entry.keywords)
        .filter(([, words]) => words.length < 3 || words.length > 5 || words.some((word) => word.trim() === ""))
        .map(([way]) => `${entry.slug}.${way}`),
    );
    expect(wrong).toEqual([]);
  });

  it("read each rune in 25 to 120 words per meaning", () => {
    const outside = MEANINGS.filter(({ text }) => wordCount(text) < 25 || wordCount(text) > 120).map(
      ({ id, text }) => `${id}: ${wordCount(text)} words`,
    );
    expect(outside).toEqual([]);
  });

  it("never say the same text twice, nor share a run of 8 words between two texts", () => {
    expect(duplicates(ALL_TEXTS)).toEqual([]);
    expect(sharedRuns(ALL_TEXTS, 8)).toEqual([]);
  });

  it("give every reversible rune, and only those, a merkstave essence", () => {
    const reversible = RUNE_DECK.filter((slug) => REVERSIBLE.has(slug));
    expect(reversible).toHaveLength(15);
    expect(MERKSTAVE_ESSENCES.filter(({ text }) => text.trim() !== "").map(({ id }) => id)).toEqual(reversible);
  });

  it(`say the merkstave essence in ${MIN_ESSENCE_WORDS} to ${MAX_ESSENCE_WORDS} words, naming the rune turned and never "upright"`, () => {
    const wrong = MERKSTAVE_ESSENCES.flatMap(({ id, text }) => {
      const words = wordCount(text);
      return [
        ...(words < MIN_ESSENCE_WORDS || words > MAX_ESSENCE_WORDS ? [`${id}: ${words} words`] : []),
        ...(/upright/i.test(text) ? [`${id}: says "upright"`] : []),
        ...(text.includes(rune(id).name) ? [] : [`${id}: does not name ${rune(id).name}`]),
        ...(/merkstave|reversed|turned/i.test(text) ? [] : [`${id}: does not say the rune is turned`]),
      ];
    });
    expect(MERKSTAVE_ESSENCES).toHaveLength(REVERSIBLE.size);
    expect(wrong).toEqual([]);
  });

  it("share no run of 8 words between a merkstave essence and its rune's essence or merkstave meanings", () => {
    const echoes = MERKSTAVE_ESSENCES.flatMap((own) =>
      runsSharedWith(own, ownWords(rune(own.id)), 8).map(({ run, ids }) => `${ids.join(" + ")}: "${run}"`),
    );
    expect(MERKSTAVE_ESSENCES).toHaveLength(REVERSIBLE.size);
    expect(echoes).toEqual([]);
  });

  it("print their figures", () => {
    const counts = MEANINGS.map(({ text }) => wordCount(text));
    const opening = commonestOpening(MEANINGS);
    const figures = {
      runes: RUNES.length,
      reversible: REVERSIBLE.size,
      meanings: MEANINGS.length,
      texts: ALL_TEXTS.length,
      words: { min: Math.min(...counts), median: median(counts), max: Math.max(...counts) },
      commonestOpening: `"${opening.opening}" ${(opening.share * 100).toFixed(1)}%`,
      longestSharedRun: longestSharedRun(ALL_TEXTS),
    };
    console.log("Runes' words:", JSON.stringify(figures));
    expect(figures.longestSharedRun).toBeLessThan(8);
    const essenceCounts = MERKSTAVE_ESSENCES.map(({ text }) => wordCount(text));
    const essences = {
      written: `${MERKSTAVE_ESSENCES.length} of ${REVERSIBLE.size}`,
      words: { min: Math.min(...essenceCounts), median: median(essenceCounts), max: Math.max(...essenceCounts) },
      longestRunWithOwnRune: Math.max(
        ...MERKSTAVE_ESSENCES.map((own) => longestRunSharedWith(own, ownWords(rune(own.id)))),
      ),
      longestRunBetweenRunes: longestSharedRun(MERKSTAVE_ESSENCES),
    };
    console.log("Runes' merkstave essences:", JSON.stringify(essences));
    expect(essences.longestRunWithOwnRune).toBeLessThan(8);
    expect(essences.longestRunBetweenRunes).toBeLessThan(8);
  });
});
