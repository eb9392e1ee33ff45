import { describe, expect, it } from "vitest";
import type { DrawResponse } from "../../../shared/api/draws";
import { DRAW_ENHANCEMENT_WORDS } from "../../../../content/draws/enhancement";
import { DRAW_TIER_WORDS } from "../../../../content/draws/enhancement-tiers";
import { POSITION_LEADS } from "../../../../content/draws/positions";
import { COURT_PEOPLE, RELATION_WORDS } from "../../../../content/draws/relations";
import { POSITION_WORDS } from "../../../../content/draws/spreads";
import { rune } from "../../../../content/runes";
import { tarotCard } from "../../../../content/tarot";
import { randomFor } from "../composer";
import { composeDrawEnhancement } from "./draw-composer";
import { sampleDraws } from "./draw-samples";

/**
 * The grammar of the draws' template banks. A keyword is a bare noun phrase that may be plural or
 * uncountable ("childhood memories", "last stretch"), so no template lets one stand as the subject of a
 * verb that must agree with it; and a position is said mid-sentence by its place phrase ("Urðr's well"),
 * never by a label with a comma or a dash, and never with a possessive added.
 */

const KEYWORD_SLOT = /\{(k|k1|k2|other)\}/;
const AGREEING =
  "is|are|has|have|was|were|says|comes|lies|sits|stands|grows|seems|looks|shows|brings|holds|remains|becomes|means|makes|needs|does|gives|takes|waits";
const SLOT_AS_SUBJECT = new RegExp(`\\{(?:k|k1|k2|other)\\}(?:'s\\b|,?\\s+(?:that\\s+|which\\s+)?(?:${AGREEING})\\b)`);

/** Every string in a bank, however deeply nested. */
function stringsOf(bank: unknown): string[] {
  if (typeof bank === "string") return [bank];
  if (Array.isArray(bank)) return bank.flatMap(stringsOf);
  if (bank && typeof bank === "object") return Object.values(bank).flatMap(stringsOf);
  return [];
}

const BANKS = {
  positions: POSITION_LEADS,
  tiers: DRAW_TIER_WORDS,
  enhancement: DRAW_ENHANCEMENT_WORDS,
  relations: RELATION_WORDS,
  courts: COURT_PEOPLE,
};

/** The sentences an item's own library content brings into a text: they are the card's, not a template's. */
function ownSentences(draw: DrawResponse): string[] {
  return draw.items.flatMap((item) => {
    const texts =
      draw.tool === "tarot"
        ? [tarotCard(item.key).essence, tarotCard(item.key).reversedEssence, tarotCard(item.key).image]
        : [rune(item.key).essence, rune(item.key).merkstaveEssence, rune(item.key).lore];
    return [item.meaning, ...texts]
      .filter((text): text is string => Boolean(text))
      .flatMap((text) => text.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [])
      .map((sentence) => sentence.trim());
  });
}

function allKeywords(draw: DrawResponse): string[] {
  return draw.items.flatMap((item) => {
    if (draw.tool === "tarot") {
      const { upright, reversed } = tarotCard(item.key).keywords;
      return [...upright, ...(reversed ?? [])];
    }
    const { upright, merkstave } = rune(item.key).keywords;
    return [...upright, ...(merkstave ?? [])];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the draws' template banks", () => {
  it("never make a keyword slot the subject of an agreeing verb", () => {
    let checked = 0;
    for (const [name, bank] of Object.entries(BANKS)) {
      for (const template of stringsOf(bank).filter((text) => KEYWORD_SLOT.test(text))) {
        expect(template, name).not.toMatch(SLOT_AS_SUBJECT);
        checked++;
      }
    }
    console.log(`${checked} templates with a keyword slot, none with the keyword as a subject`);
    expect(checked).toBeGreaterThanOrEqual(75);
    // The check itself catches the forms that were once written.
    for (const bad of ["{k1} has been beneath this", "It says that {k} is closer", "{k2} is its counsel", "{k}'s"]) {
      expect(bad).toMatch(SLOT_AS_SUBJECT);
    }
  });

  it("say positions mid-sentence by a place phrase, never a label with a comma, dash or added possessive", () => {
    for (const [position, { place }] of Object.entries(POSITION_LEADS)) {
      expect(place, position).not.toMatch(/[,—–]/);
      expect(place, position).toMatch(/^(the |[A-ZÐ])/);
    }
    for (const template of Object.values(BANKS).flatMap(stringsOf)) {
      expect(template).not.toMatch(/\{(place|pa|pb|position)\}'s|the \{(place|pa|pb|position)\}/);
    }
  });
});

describe("the draws' texts as written", () => {
  const draws = sampleDraws(10);
  const templateWords = new Set(
    Object.values(BANKS)
      .flatMap(stringsOf)
      .flatMap((text) => text.replace(/\{[^}]*\}/g, " ").match(/[a-z][a-z' -]*[a-z]/g) ?? [])
      .flatMap((run) => [run, ...run.split(/\s+/)]),
  );
  const places = Object.values(POSITION_LEADS).map((leads) => leads.place.replace(/^the /, "the "));
  const labelsWithPunctuation = POSITION_WORDS.map((words) => words.label).filter((label) => /[,—]/.test(label));

  it("put no keyword before an agreeing verb and no comma label mid-sentence, over every tier", () => {
    let texts = 0;
    for (const draw of draws) {
      const own = ownSentences(draw);
      // A keyword that is also a word of the templates' own fixed text ("Its message is short") cannot be
      // told apart from it in the output; the templates' slots are checked above instead.
      const keywords = [...new Set(allKeywords(draw))].filter((keyword) => !templateWords.has(keyword));
      const pattern = new RegExp(`\\b(?:${keywords.map(escape).join("|")}),?\\s+(?:that\\s+)?(?:${AGREEING})\\b`);
      const leads = draw.items.map((item) => item.inPosition);
      for (let tier = 1; tier <= 5; tier++) {
        const text = composeDrawEnhancement({ draw, tier, question: draw.question, random: randomFor(draw.id) });
        // What the item's own page says is the card's own prose, read elsewhere; the templates are checked here.
        // The synthesis has no keyword slot and is checked by its own templates.
        const templated = [...own, draw.synthesis].reduce((rest, sentence) => rest.split(sentence).join(" "), text);
        for (const line of [...leads, ...templated.split("\n")]) expect(line, draw.id).not.toMatch(pattern);
        expect(templated).not.toMatch(/, what (was|is becoming|shall be) [a-z]/);
        expect(text).not.toMatch(/'s question/);
        for (const place of places)
          expect(text).not.toMatch(new RegExp(`(Here is|Then comes) ${escape(place)}\\b`, "i"));
        for (const label of labelsWithPunctuation) expect(text).not.toContain(label);
        texts++;
      }
    }
    console.log(`${texts} texts over ${draws.length} spreads: no keyword as a subject, no comma label mid-sentence`);
    expect(draws.length).toBeGreaterThanOrEqual(200);
  });
});
