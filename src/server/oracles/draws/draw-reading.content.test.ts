import { describe, expect, it } from "vitest";
import type { DrawResponse } from "../../../shared/api/draws";
import { POSITIONS } from "../../../shared/draws/spreads";
import { median, wordCount } from "../../../../content/draws/text-figures";
import { POSITION_LEADS } from "../../../../content/draws/positions";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";
import { randomFor } from "../composer";
import { composeDrawEnhancement } from "./draw-composer";
import { baseReadingWords, repeatedEightGrams, sampleDraws, spreadKinds } from "./draw-samples";
import { essenceOf } from "./item-content";

/**
 * The draws' readings as a seeker reads them, over 210 sample spreads (every spread, both three-card
 * variants, every situation, tarot and runes, with and without a question): each item read in its
 * position, reversed items in their own words, the Celtic Cross read by its relations, and tiers that
 * deepen within their word budget (decision 033). The figures are printed.
 */

const draws = sampleDraws(10);
const sentencesOf = (text: string) =>
  (text.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? []).map((sentence) => sentence.trim()).filter((s) => s.length > 20);

/** The library page's sentences of an item: its essences, its picture or its lore. */
function pageSentences(draw: DrawResponse, key: string): string[] {
  const texts =
    draw.tool === "tarot"
      ? [tarotCard(key).essence, tarotCard(key).reversedEssence, tarotCard(key).image]
      : [rune(key).essence, rune(key).merkstaveEssence, rune(key).lore];
  return texts.flatMap((text) => (text ? sentencesOf(text) : []));
}

const kindOf = (draw: DrawResponse) =>
  `${draw.tool}/${draw.spread}${draw.items[0]?.position === "situation" ? "-sao" : ""}`;

describe("a spread read in its positions", () => {
  it("samples every spread kind, more than 200 spreads", () => {
    expect(draws.length).toBeGreaterThan(200);
    expect(new Set(draws.map(kindOf)).size).toBe(spreadKinds().length);
  });

  it("names each item's position in its paragraph, in the position's tense", () => {
    const FUTURE = /\b(will|would|may|could|shall|ahead|coming|approaching|next|heading)\b/;
    const PAST = /\b(was|were|has|have|had|shaped|grew|lay|left|lived|began|tells of)\b/;
    for (const position of POSITIONS) {
      const { tense, leads } = POSITION_LEADS[position];
      for (const lead of leads) {
        if (tense === "future") expect(lead, position).toMatch(FUTURE);
        if (tense === "past") expect(lead, position).toMatch(PAST);
        if (tense === "present") expect(lead, position).not.toMatch(/\b(was|were|had)\b/);
      }
    }
    let paragraphs = 0;
    for (const draw of draws) {
      for (const item of draw.items) {
        const { mention } = POSITION_LEADS[item.position];
        expect(item.inPosition.toLowerCase(), `${draw.id} ${item.position}`).toContain(mention.toLowerCase());
        expect(item.inPosition).toContain(item.name.replace(/^The /, ""));
        expect(item.inPosition).not.toMatch(/[{}]|undefined/);
        paragraphs++;
      }
    }
    console.log(`${paragraphs} item paragraphs over ${draws.length} spreads, each naming its position`);
  });

  it("reads a reversed item in its own words, never the upright essence", () => {
    let reversed = 0;
    for (const draw of draws) {
      const texts = [2, 4].map((tier) =>
        composeDrawEnhancement({ draw, tier, question: draw.question, random: randomFor(draw.id) }),
      );
      for (const item of draw.items.filter((each) => each.reversed)) {
        reversed++;
        const own = draw.tool === "tarot" ? tarotCard(item.key).reversedEssence : rune(item.key).merkstaveEssence;
        expect(own, `${item.key} has its own reversed essence`).toBeTruthy();
        expect(essenceOf(draw.tool, item)).toBe(own);
        const card = draw.tool === "tarot" ? tarotCard(item.key) : null;
        const meaning = card ? card.reversed[draw.situation] : rune(item.key).merkstave![draw.situation];
        expect(item.meaning).toBe(meaning);
        expect(item.inPosition).toMatch(/reversed|merkstave/);
        const upright = sentencesOf(draw.tool === "tarot" ? tarotCard(item.key).essence : rune(item.key).essence);
        for (const text of texts) {
          for (const sentence of upright) expect(text, item.key).not.toContain(sentence);
          // The item's own paragraph in the enhancement says nothing of the card upright.
          const paragraph = text.split("\n\n").find((block) => block.includes(item.inPosition))!;
          expect(paragraph, item.key).not.toMatch(/\bupright\b/i);
        }
      }
    }
    console.log(`${reversed} reversed or merkstave items read in their own words`);
  });

  it("reads each Celtic Cross by at least three relations between positions", () => {
    const PLACES = [
      "Heart",
      "Cross",
      "Foundation",
      "Crown",
      "Recent Past",
      "Near Future",
      "Self",
      "Surroundings",
      "Hopes and Fears",
      "Final Outcome",
    ];
    const counts: number[] = [];
    for (const draw of draws.filter((each) => each.spread === "celtic-cross")) {
      const relations = sentencesOf(draw.synthesis).filter(
        (sentence) => PLACES.filter((place) => sentence.includes(place)).length >= 2,
      ).length;
      expect(relations, draw.id).toBeGreaterThanOrEqual(3);
      counts.push(relations);
    }
    console.log(
      `Celtic Cross syntheses: median ${median(counts)} sentences relating two positions, least ${Math.min(...counts)}`,
    );
  });
});

describe("the built-in oracle's tiers for a spread", () => {
  const BUDGET = [1, 1.5, 2, 2.5, 3];
  const texts = (tier: number, sample: readonly DrawResponse[]) =>
    sample.map((draw) => composeDrawEnhancement({ draw, tier, question: draw.question, random: randomFor(draw.id) }));

  it("deepen within their word budget (±20% of 1×, 1.5×, 2×, 2.5×, 3× the base reading) for every spread kind", () => {
    const sample = draws.filter((_, at) => at % 2 === 0).slice(0, 100);
    for (let tier = 1; tier <= 5; tier++) {
      const written = texts(tier, sample);
      const ratio = median(sample.map((draw, at) => wordCount(written[at]!) / baseReadingWords(draw)));
      const repeated = repeatedEightGrams(written);
      console.log(
        `tier ${tier}: ${sample.length} texts, median ${median(written.map(wordCount))} words, median ratio to the base ${ratio.toFixed(2)}, ` +
          `8-word runs shared with another text ${(repeated.share * 100).toFixed(1)}% (${repeated.shared} distinct)`,
      );
      expect(ratio).toBeGreaterThanOrEqual(BUDGET[tier - 1]! * 0.8);
      expect(ratio).toBeLessThanOrEqual(BUDGET[tier - 1]! * 1.2);
    }
    for (const kind of new Set(draws.map(kindOf))) {
      const ofKind = draws.filter((draw) => kindOf(draw) === kind);
      const ratios = BUDGET.map((target, at) => {
        const written = texts(at + 1, ofKind);
        const ratio = median(ofKind.map((draw, n) => wordCount(written[n]!) / baseReadingWords(draw)));
        expect(ratio, `${kind} tier ${at + 1}`).toBeGreaterThanOrEqual(target * 0.8);
        expect(ratio, `${kind} tier ${at + 1}`).toBeLessThanOrEqual(target * 1.2);
        return ratio.toFixed(2);
      });
      console.log(`${kind}: base median ${median(ofKind.map(baseReadingWords))} words; tiers ${ratios.join(" / ")}`);
    }
  });

  it("quote at most one sentence of an item's library page, and pile no keywords", () => {
    for (const draw of draws) {
      const text = composeDrawEnhancement({ draw, tier: 5, question: draw.question, random: randomFor(draw.id) });
      for (const item of draw.items) {
        const quoted = pageSentences(draw, item.key).filter((sentence) => text.includes(sentence));
        expect(quoted.length, `${draw.id} ${item.key}: ${quoted.join(" | ")}`).toBeLessThanOrEqual(1);
        if (item.keywords.length >= 3) expect(text).not.toContain(item.keywords.slice(0, 3).join(", "));
      }
    }
  });

  it("answer the question by its term and name the convention, and say the counter-reading, guide and ritual", () => {
    for (const draw of draws.filter((each) => each.question)) {
      const text = composeDrawEnhancement({ draw, tier: 5, question: draw.question, random: randomFor(draw.id) });
      expect(text).toContain("## What the spread answers");
      expect(text).toMatch(/own convention/);
      expect(text).toMatch(/## If a (card|rune) turned/);
      expect(text).toContain("## Spirit Guide Message");
      expect(text).toContain("## A ritual for the days ahead");
      expect(text).not.toMatch(/[{}]|undefined|null/);
    }
    const ex = draws.find((draw) => draw.question === "Will my ex come back?")!;
    const text = composeDrawEnhancement({ draw: ex, tier: 2, question: ex.question, random: randomFor(ex.id) });
    expect(text).toContain("your ex");
    expect(text).toMatch(/The answer (leans to yes|leans to no|is not yet)/);
  });
});
