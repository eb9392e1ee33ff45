import { describe, expect, it } from "vitest";
import { TAROT_DECK, TAROT_SUITS } from "../../src/shared/draws/decks";
import { callingsFor, sentencesOf, seededRandom, withArticle, wordCount } from "../../src/shared/tales/compose";
import { TALE_BANKS, TALE_SERVER_WORDS, tellTale } from "./index";
import { TALE_PAGE_WORDS } from "./page";

const { eras, callings, turnings, connective } = TALE_BANKS;

/** Every string in a value, named by its path. */
function everyText(value: unknown, id: string): { id: string; text: string }[] {
  if (typeof value === "string") return [{ id, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => everyText(item, `${id}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => everyText(item, id ? `${id}.${key}` : key));
  return [];
}

/** The sentences of the banks a reader reads in full (not the names, tools and titles). */
const SENTENCES = [
  ...eras.flatMap((era) => [
    ...era.scenes.map((text, index) => ({ id: `${era.id}.scenes.${index}`, text })),
    ...era.places.flatMap((place) => place.sketch.map((text, index) => ({ id: `${place.id}.sketch.${index}`, text }))),
  ]),
  ...callings.flatMap((calling) =>
    [...calling.days, calling.pride].map((text, index) => ({ id: `${calling.id}.${index}`, text })),
  ),
  ...turnings.flatMap((turning) =>
    [...turning.event, ...turning.after].map((text, index) => ({ id: `${turning.id}.${index}`, text })),
  ),
  ...everyText(connective, "connective").filter(({ id }) => !id.startsWith("connective.titles")),
];

/** The word trigrams of a text, lower case. */
function trigrams(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z']+/g) ?? [];
  return new Set(words.slice(2).map((word, index) => `${words[index]} ${words[index + 1]} ${word}`));
}
function jaccard(left: Set<string>, right: Set<string>): number {
  let shared = 0;
  for (const gram of left) if (right.has(gram)) shared++;
  return shared / (left.size + right.size - shared || 1);
}

/** A spread of birth dates, cards and seeds: every card, both ways up, with many dates and seeds. */
const DRAWS = Array.from({ length: 78 * 2 * 4 }, (_, index) => {
  const random = seededRandom(index + 1);
  const year = 1930 + Math.floor(random() * 80);
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * 28);
  return {
    birthDate: `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
    card: { index: index % 78, reversed: index % 156 >= 78 },
    seed: Math.floor(random() * 0x100000000),
  };
});
const TALES = DRAWS.map((draw) => ({ draw, tale: tellTale(draw) }));

const BANNED = /scanner|quantum|probability of success|success probability|regression|spirit animal/i;
const VOWEL_SOUND_EXCEPTIONS = /^(hour|honest|honou?r|heir|uni|use|usu|eu|one|once|ewe)/i;

describe("the tales' story banks", () => {
  it("hold at least 12 eras of three places, 40 callings, 30 turning points and the connective banks", () => {
    expect(eras.length).toBeGreaterThanOrEqual(12);
    for (const era of eras) {
      expect(era.places.length, era.id).toBe(3);
      expect(era.scenes.length, era.id).toBe(4);
    }
    expect(callings.length).toBeGreaterThanOrEqual(40);
    expect(turnings.length).toBeGreaterThanOrEqual(30);
    for (const [bank, texts] of Object.entries(connective)) {
      expect(texts.length, bank).toBeGreaterThanOrEqual(bank === "titles" ? 5 : 12);
    }
  });

  it("are complete: every entry has every field, and ids are unique", () => {
    const ids = [...eras.map((era) => era.id), ...callings.map((c) => c.id), ...turnings.map((t) => t.id)];
    expect(new Set(ids).size).toBe(ids.length);
    const placeIds = eras.flatMap((era) => era.places.map((place) => place.id));
    expect(new Set(placeIds).size).toBe(placeIds.length);
    for (const { id, text } of everyText(TALE_BANKS, "")) expect(text.trim().length, id).toBeGreaterThan(1);
    for (const calling of callings) expect(calling.eras.length, calling.id).toBeGreaterThan(0);
  });

  it("tag each calling only with eras it fits: known eras, none older than the calling", () => {
    const byId = new Map(eras.map((era) => [era.id, era]));
    for (const calling of callings) {
      for (const eraId of calling.eras) {
        const era = byId.get(eraId);
        expect(era, `${calling.id} → ${eraId}`).toBeDefined();
        if (calling.since !== undefined)
          expect(era!.start, `${calling.id} in ${eraId}`).toBeGreaterThanOrEqual(calling.since);
      }
    }
    // The printer, the telegraph and the airmail pilot are where history put them.
    const erasOf = (id: string) => callings.find((calling) => calling.id === id)!.eras;
    expect(erasOf("printer")).not.toContain("egypt");
    expect(erasOf("telegraphist")).not.toContain("renaissance");
    expect(erasOf("pilot")).toEqual(["jazz"]);
  });

  it("give every era a calling of every suit, and several in all", () => {
    for (const era of eras) {
      expect(callings.filter((calling) => calling.eras.includes(era.id)).length, era.id).toBeGreaterThanOrEqual(12);
      for (const suit of TAROT_SUITS) {
        expect(
          callingsFor(TALE_BANKS, era.id, suit).every((calling) => calling.suit === suit),
          `${era.id} ${suit}`,
        ).toBe(true);
      }
    }
  });

  it("are distinct: no sentence repeated, none near another (word-trigram Jaccard below 0.4)", () => {
    const grams = SENTENCES.map(({ id, text }) => ({ id, grams: trigrams(text) }));
    const near: string[] = [];
    for (let i = 0; i < grams.length; i++) {
      for (let j = i + 1; j < grams.length; j++) {
        if (jaccard(grams[i]!.grams, grams[j]!.grams) >= 0.4) near.push(`${grams[i]!.id} ~ ${grams[j]!.id}`);
      }
    }
    expect(near).toEqual([]);
    expect(SENTENCES.length).toBeGreaterThan(500);
  });

  it("say plainly that a tale is fiction, and never use the words the catalogue retired", () => {
    expect(TALE_PAGE_WORDS.fictionLabel).toBe("A tale, not a memory");
    expect(TALE_PAGE_WORDS.page.what).toMatch(/not hypnosis/);
    for (const { id, text } of [
      ...everyText(TALE_BANKS, "banks"),
      ...everyText(TALE_PAGE_WORDS, "page"),
      ...everyText(TALE_SERVER_WORDS, "server"),
    ]) {
      expect(text, id).not.toMatch(BANNED);
    }
  });
});

describe("a composed tale", () => {
  it("is 400 to 700 words, every slot filled, no sentence repeated, each sentence capitalised", () => {
    const problems: string[] = [];
    const counts: number[] = [];
    for (const { draw, tale } of TALES) {
      const text = tale.paragraphs.join("\n\n");
      const words = wordCount(text);
      counts.push(words);
      const where = `${draw.birthDate} card ${draw.card.index} seed ${draw.seed}`;
      if (words < 400 || words > 700) problems.push(`${where}: ${words} words`);
      if (/[{}]/.test(text + tale.title)) problems.push(`${where}: an unfilled slot`);
      const sentences = tale.paragraphs.flatMap(sentencesOf);
      if (new Set(sentences).size !== sentences.length) problems.push(`${where}: a repeated sentence`);
      for (const sentence of sentences) {
        if (!/^["“‘(]?[A-Z]/.test(sentence)) problems.push(`${where}: "${sentence.slice(0, 40)}" starts small`);
      }
      if (!/^[A-Z]/.test(tale.title)) problems.push(`${where}: the title starts small`);
    }
    expect(problems).toEqual([]);
    counts.sort((a, b) => a - b);
    expect(counts[Math.floor(counts.length / 2)]).toBeGreaterThan(440);
  });

  it("puts a before a consonant sound and an before a vowel sound", () => {
    const wrong: string[] = [];
    for (const { tale } of TALES) {
      for (const [, article, word] of tale.paragraphs.join(" ").matchAll(/(?<![\w'’])([Aa]n?) ([A-Za-z][\w'-]*)/g)) {
        const wantsAn = /^[aeiou]/i.test(word!) !== VOWEL_SOUND_EXCEPTIONS.test(word!);
        if ((article!.toLowerCase() === "an") !== wantsAn) wrong.push(`${article} ${word}`);
      }
    }
    expect([...new Set(wrong)]).toEqual([]);
    expect(withArticle("innkeeper")).toBe("an innkeeper");
    expect(withArticle("airmail pilot")).toBe("an airmail pilot");
    expect(withArticle("potter")).toBe("a potter");
  });

  it("gives a calling tagged with its era, of the card's suit, and every era and many callings come up", () => {
    const erasSeen = new Set<string>();
    const callingsSeen = new Set<string>();
    for (const { draw, tale } of TALES) {
      const calling = callings.find((entry) => entry.id === tale.facts.calling)!;
      expect(calling.eras, `${calling.id} in ${tale.facts.era}`).toContain(tale.facts.era);
      const slug = TAROT_DECK[draw.card.index]!;
      const suit = TAROT_SUITS.find((name) => slug.endsWith(`-of-${name}`));
      if (suit) expect(calling.suit, slug).toBe(suit);
      erasSeen.add(tale.facts.era);
      callingsSeen.add(tale.facts.calling);
    }
    expect(erasSeen.size).toBe(eras.length);
    expect(callingsSeen.size).toBeGreaterThanOrEqual(40);
  });

  it("is the same for the same birth date, card and seed, and another seed tells it otherwise", () => {
    const { draw, tale } = TALES[0]!;
    expect(tellTale(draw)).toEqual(tale);
    expect(tellTale({ ...draw, seed: draw.seed ^ 0x5555 }).paragraphs).not.toEqual(tale.paragraphs);
  });
});
