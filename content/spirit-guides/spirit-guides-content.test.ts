import { describe, expect, it } from "vitest";
import { SPIRIT_GUIDE_IDS } from "../../src/shared/spirit-guides";
import { SPIRIT_GUIDES, SPIRIT_GUIDE_LIST } from "./guides";
import { SPIRIT_GUIDES_PAGE } from "./page";

/** Every word a guide says (its system prompt aside, which tells the provider what never to claim). */
const spokenWords = (id: (typeof SPIRIT_GUIDE_IDS)[number]) => {
  const guide = SPIRIT_GUIDES[id];
  return [
    guide.name,
    guide.manner,
    guide.intro,
    ...guide.specialities,
    ...guide.greetings,
    ...guide.openings,
    ...guide.phrases,
    ...guide.beyondReach,
    ...guide.signOffs,
    ...Object.values(guide.boundaries),
  ];
};

/** A claim of contact with spirits or the dead, in any of the ways one is usually put. */
const CONTACT_CLAIM =
  /\b(I|we) (speak|talk|commune|communicate) with\b|\bchannel(l?ing|l?ed)?\b|\bfrom beyond\b|\bthe other side\b|\bspirit world\b|\bthe departed\b|\bpassed over\b|\byour ancestors (say|tell|speak)/i;

describe("the spirit guides' words", () => {
  it("has one guide for every id, under its own id, in the page's order", () => {
    expect(SPIRIT_GUIDE_LIST.map((guide) => guide.id)).toEqual([...SPIRIT_GUIDE_IDS]);
  });

  it("gives each guide enough to vary: greetings, openings, phrases, sign-offs", () => {
    const figures = SPIRIT_GUIDE_LIST.map((guide) => ({
      id: guide.id,
      greetings: guide.greetings.length,
      openings: guide.openings.length,
      phrases: guide.phrases.length,
      signOffs: guide.signOffs.length,
      beyondReach: guide.beyondReach.length,
      wrappings: guide.openings.length * guide.phrases.length * guide.signOffs.length,
      specialities: guide.specialities.length,
    }));
    console.table(figures);
    for (const figure of figures) {
      expect(figure.greetings, figure.id).toBeGreaterThanOrEqual(3);
      expect(figure.openings, figure.id).toBeGreaterThanOrEqual(3);
      expect(figure.phrases, figure.id).toBeGreaterThanOrEqual(3);
      expect(figure.signOffs, figure.id).toBeGreaterThanOrEqual(3);
      expect(figure.beyondReach, figure.id).toBeGreaterThanOrEqual(2);
      expect(figure.specialities, figure.id).toBeGreaterThanOrEqual(2);
    }
  });

  it("never lets two guides say the same line, so each voice is its own", () => {
    const all = SPIRIT_GUIDE_IDS.flatMap(spokenWords);
    const distinct = new Set(all);
    console.log(`${all.length} lines across ${SPIRIT_GUIDE_IDS.length} guides, ${distinct.size} distinct`);
    expect(distinct.size).toBe(all.length);
  });

  it("never claims contact with spirits or the dead", () => {
    const claims = [...SPIRIT_GUIDE_IDS.flatMap(spokenWords), ...SPIRIT_GUIDES_PAGE.what].filter((text) =>
      CONTACT_CLAIM.test(text),
    );
    expect(claims).toEqual([]);
    for (const guide of SPIRIT_GUIDE_LIST) {
      expect(guide.systemPrompt, guide.id).toContain("fictional character");
      expect(guide.systemPrompt, guide.id).toMatch(/never claim to contact spirits, .*the dead/);
    }
    expect(SPIRIT_GUIDES_PAGE.what.join(" ")).toMatch(/fictional characters written for reflection and entertainment/);
  });

  it("has each guide send health, legal and money questions to the right kind of help", () => {
    for (const guide of SPIRIT_GUIDE_LIST) {
      expect(guide.boundaries.health, guide.id).toMatch(/doctor/);
      expect(guide.boundaries.health, guide.id).toMatch(/emergency number/);
      expect(guide.boundaries.legal, guide.id).toMatch(/lawyer|legal advice service/);
      expect(guide.boundaries.financial, guide.id).toMatch(/financial adviser|money advice service/);
    }
  });
});
