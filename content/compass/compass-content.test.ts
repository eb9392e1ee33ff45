import { describe, expect, it } from "vitest";
import { COIN_FEELINGS, weighDecision, type CompassDecision } from "../../src/shared/compass/compass-rule";
import { chooseLine, describeDecision } from "../../src/shared/compass/compass-words";
import { fieldFigures, sharedRuns, type NamedText } from "../draws/text-figures";
import { COMPASS_PAGE_WORDS, COMPASS_REFLECTION_WORDS, COMPASS_RESULT_WORDS } from "./index";

/** The words of a text, lowercased, punctuation and slots stripped. */
const wordsOf = (text: string) =>
  text
    .replace(/\{\w+\}/g, " ")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s]/gu, "")
    .split(/\s+/)
    .filter(Boolean);

function trigrams(text: string): Set<string> {
  const words = wordsOf(text);
  return new Set(words.slice(0, -2).map((word, index) => `${word} ${words[index + 1]} ${words[index + 2]}`));
}

/** Jaccard similarity of two texts' word trigrams (0: nothing shared, 1: the same). */
function trigramJaccard(left: string, right: string): number {
  const a = trigrams(left);
  const b = trigrams(right);
  const shared = [...a].filter((gram) => b.has(gram)).length;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}

function closestPair(texts: readonly NamedText[]): { score: number; pair: string } {
  let best = { score: 0, pair: "" };
  texts.forEach((left, index) => {
    for (const right of texts.slice(index + 1)) {
      const score = trigramJaccard(left.text, right.text);
      if (score > best.score) best = { score, pair: `${left.id} ~ ${right.id}` };
    }
  });
  return best;
}

const named = (prefix: string, bank: readonly string[]): NamedText[] =>
  bank.map((text, index) => ({ id: `${prefix}.${index + 1}`, text }));
const result = COMPASS_RESULT_WORDS;

/** Each bank of phrasings: two phrasings of one bank must say it differently. */
const BANKS: { name: string; texts: NamedText[] }[] = [
  { name: "headline.lead", texts: named("lead", result.headline.lead) },
  { name: "headline.tie", texts: named("tie", result.headline.tie) },
  { name: "reasons", texts: named("reasons", result.reasons) },
  { name: "edges", texts: named("edges", result.edges) },
  {
    name: "regret",
    texts: Object.entries(result.regret).flatMap(([signal, bank]) => named(`regret.${signal}`, bank)),
  },
  { name: "gut", texts: Object.entries(result.gut).flatMap(([signal, bank]) => named(`gut.${signal}`, [bank].flat())) },
  { name: "perspective", texts: named("perspective", result.perspective) },
  { name: "openings", texts: named("openings", COMPASS_REFLECTION_WORDS.openings) },
  { name: "questions", texts: named("questions", COMPASS_REFLECTION_WORDS.questions) },
  { name: "blessings", texts: named("blessings", COMPASS_REFLECTION_WORDS.blessings) },
];
const MAX_JACCARD = 0.25;
const MAX_SHARED_RUN = 5;

/** Every string a seeker can read. */
const EVERY_STRING = [COMPASS_PAGE_WORDS, COMPASS_RESULT_WORDS, COMPASS_REFLECTION_WORDS].flatMap(function strings(
  value: unknown,
): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
});
const sentencesOf = (text: string) => text.split(/(?<=[.!?:])\s+/).filter(Boolean);

describe("the Decision Compass's words", () => {
  it("are complete: every bank filled, every signal and feeling worded, every slot a phrasing needs", () => {
    expect(EVERY_STRING.filter((text) => text.trim() === "")).toEqual([]);
    for (const { name, texts } of BANKS) expect(texts.length, name).toBeGreaterThanOrEqual(2);
    expect(Object.keys(result.feelings).sort()).toEqual([...COIN_FEELINGS].sort());
    expect(Object.keys(result.gut).sort()).toEqual(["agrees", "other-way", "quiet", "skipped", "tips", "tips-away"]);
    expect(Object.keys(result.regret).sort()).toEqual(["agrees", "other-way", "quiet", "tips"]);
    for (const line of result.headline.lead) {
      for (const slot of ["{leader}", "{leaderShare}", "{runner}", "{runnerShare}"]) expect(line, slot).toContain(slot);
    }
    for (const line of result.headline.tie) for (const slot of ["{names}", "{shares}"]) expect(line).toContain(slot);
    for (const line of result.perspective) for (const slot of ["{item}", "{keywords}"]) expect(line).toContain(slot);
    for (const line of [...result.regret.agrees, ...result.regret["other-way"], ...result.regret.tips]) {
      expect(line).toContain("{option}");
    }
  });

  it(`keep the phrasings of a bank distinct: trigram Jaccard at most ${MAX_JACCARD}, no run of ${MAX_SHARED_RUN + 1} words shared`, () => {
    const close = BANKS.map(({ name, texts }) => ({ name, ...closestPair(texts) })).filter(
      ({ score }) => score > MAX_JACCARD,
    );
    expect(close).toEqual([]);
    const echoes = BANKS.flatMap(({ name, texts }) =>
      sharedRuns(texts, MAX_SHARED_RUN + 1).map(({ run, ids }) => `${name}: "${run}" in ${ids.join(", ")}`),
    );
    expect(echoes).toEqual([]);
  });

  it("give the result variety: different decisions reach different phrasings of the headline", () => {
    const seen = new Set<string>();
    for (let money = 1; money <= 5; money++) {
      for (let family = 1; family <= 5; family++) {
        const decision: CompassDecision = {
          options: ["North", "South"],
          values: [
            { name: "Money", weight: money },
            { name: "Family", weight: family },
          ],
          scores: [
            [5, 2],
            [1, 3],
          ],
          regret: null,
          coin: null,
        };
        const weighing = weighDecision(decision);
        if (weighing.lead.kind !== "lead") continue;
        const phrasing = chooseLine(result.headline.lead, weighing);
        seen.add(phrasing);
        expect(describeDecision(decision, result).headline).toContain(phrasing.slice(phrasing.lastIndexOf("}") + 1));
      }
    }
    expect(seen.size).toBe(result.headline.lead.length);
  });

  it("say plainly on the page what it is and is not, and call a drawn card a perspective, not a verdict", () => {
    const { honesty, privacy } = COMPASS_PAGE_WORDS.page;
    expect(honesty.join(" ")).toMatch(/reflects your own weights and feelings/i);
    expect(honesty.join(" ")).toMatch(/does not predict/i);
    expect(honesty.join(" ")).toMatch(/perspective to think with, not a verdict/i);
    expect(result.perspectiveNote).toMatch(/^A perspective, not a verdict/);
    expect(privacy).toMatch(/nothing is sent/);
    expect(privacy).toMatch(/never your decision sentence/);
  });

  it("never claim a chance of success, a probability, or a prediction, and none of the banned words", () => {
    const banned = /scanner|quantum|probability of success|success probability|regression|spirit animal/i;
    expect(EVERY_STRING.filter((text) => banned.test(text))).toEqual([]);
    // "Predict" and its kin appear only where a sentence says the compass does not, or never does.
    const claims = EVERY_STRING.flatMap(sentencesOf).filter(
      (sentence) =>
        /predict|probabilit|chance of|odds|forecast/i.test(sentence) && !/\b(not|never|no)\b/i.test(sentence),
    );
    expect(claims).toEqual([]);
  });

  it("print their figures", () => {
    const figures = Object.fromEntries(
      BANKS.map(({ name, texts }) => [name, { ...fieldFigures(texts), closestTrigramJaccard: closestPair(texts) }]),
    );
    console.info("Decision Compass's words:", JSON.stringify(figures));
    expect(Object.keys(figures)).toHaveLength(BANKS.length);
  });
});
