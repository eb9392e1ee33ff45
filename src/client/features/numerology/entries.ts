import { numberContent } from "../../../../content/numerology";
import { signContent } from "../../../../content/astrology";
import { numerologyPageWords } from "../../../../content/site/numerology-page";
import { describeDayRange, sunDaysInSign } from "../../../shared/astrology/sign-dates";
import { elementOf, modalityOf, ZODIAC_SIGNS, type ZodiacSign } from "../../../shared/astrology/signs";
import { signIngresses } from "../../../shared/astrology/sun-sign";
import {
  isMasterNumber,
  NUMEROLOGY_NUMBERS,
  positionsOf,
  type NumerologyNumber,
} from "../../../shared/numerology/numbers";
import { SITUATIONS } from "../../../shared/situations";
import type { SituationAngles } from "../../../shared/draws/content-types";
import { numberPath, signPath } from "../../../shared/site-routes";
import { fillWords } from "../../../shared/text";
import { metaDescription } from "../library/structured-data";

/** The anchors of the two indexes on /numerology (the numbers and the signs). */
export const SKY_INDEX_IDS = { numbers: "numbers", signs: "signs" } as const;

/**
 * What a number's or a sign's page shows, gathered at build time (the route loaders) from the rules in
 * src/shared and the words in content/, so that one layout serves both and none of the words reach the
 * browser's JavaScript.
 */
export interface SkyEntry {
  kind: "number" | "sign";
  path: string;
  eyebrow: string;
  name: string;
  metaTitle: string;
  description: string;
  /** The big mark beside the heading: the numeral, or the sign's glyph. */
  mark: { text: string; label: string };
  /** For a sign: the days the Sun enters and leaves it, and how they were counted. */
  lead: { text: string; note: string } | null;
  keywords: { label: string; words: readonly string[] };
  facts: Array<{ term: string; value: string }>;
  sections: Array<{ heading: string; text?: string; items?: Array<{ heading: string; text: string }> }>;
  termCode: string;
  /** The DefinedTermSet the term belongs to: its name, and its place on the index page (`/numerology#numbers`). */
  set: { name: string; path: string; fragment: string };
  /** The call to work out one's own numbers, on /numerology. */
  call: { title: string; text: string; action: string; path: string };
  navigation: { label: string; previous: string; next: string };
  previous: { name: string; path: string };
  next: { name: string; path: string };
  index: { label: string; path: string };
}

const words = numerologyPageWords;
const INDEX_PATH = "/numerology";

function neighbours<T>(order: readonly T[], item: T) {
  const at = order.indexOf(item);
  return { previous: order[(at - 1 + order.length) % order.length]!, next: order[(at + 1) % order.length]! };
}

const angleItems = (angles: SituationAngles) =>
  SITUATIONS.map((situation) => ({ heading: words.situations[situation], text: angles[situation] }));

const numberName = (value: NumerologyNumber) =>
  fillWords(words.numberPage.name, { value, title: numberContent(value).title });

/** The number a path segment names ("7", "11"), or null: "07", "10" and "seven" name none. */
function numberOf(param: string | undefined): NumerologyNumber | null {
  const value = Number(param);
  const found = NUMEROLOGY_NUMBERS.find((candidate) => candidate === value);
  return found !== undefined && String(found) === param ? found : null;
}

/** A number's page, or null when the path names no number. */
export function numberEntry(param: string | undefined): SkyEntry | null {
  const value = numberOf(param);
  if (value === null) return null;
  const page = words.numberPage;
  const content = numberContent(value);
  const isMaster = isMasterNumber(value);
  const { previous, next } = neighbours(NUMEROLOGY_NUMBERS, value);
  const positions = positionsOf(value);
  return {
    kind: "number",
    path: numberPath(value),
    eyebrow: isMaster ? page.masterEyebrow : page.eyebrow,
    name: numberName(value),
    metaTitle: fillWords(page.metaTitle, { value, title: content.title }),
    description: metaDescription(
      `Number ${value}, ${content.title}: ${content.keywords.slice(0, 3).join(", ")}. ${page.descriptionSuffix}`,
    ),
    mark: { text: String(value), label: fillWords(page.numeralLabel, { value }) },
    lead: null,
    keywords: { label: page.keywords, words: content.keywords },
    facts: [
      { term: page.facts.title, value: content.title },
      {
        term: page.facts.kind,
        value: isMaster ? fillWords(page.kinds.master, { base: (value / 11) * 2 }) : page.kinds.single,
      },
      { term: page.facts.positions, value: positions.map((position) => words.positions[position].name).join(", ") },
    ],
    sections: [
      { heading: fillWords(page.essenceHeading, { value }), text: content.essence },
      {
        heading: fillWords(page.positionsHeading, { value }),
        items: positions.map((position) => ({
          heading: words.positions[position].name,
          text: content.positions[position]!,
        })),
      },
      { heading: fillWords(page.anglesHeading, { value }), items: angleItems(content.angles) },
    ],
    termCode: String(value),
    set: { name: page.setName, path: INDEX_PATH, fragment: SKY_INDEX_IDS.numbers },
    call: words.calculatorCall,
    navigation: { label: words.navigation.numbers, previous: words.navigation.previous, next: words.navigation.next },
    previous: { name: numberName(previous), path: numberPath(previous) },
    next: { name: numberName(next), path: numberPath(next) },
    index: { label: page.backToIndex, path: INDEX_PATH },
  };
}

/** The span of years over which a sign's page gives the days the Sun enters and leaves it. */
const SIGN_DATE_YEARS = { from: 1950, to: 2050 } as const;

let ingressesByYear: ReturnType<typeof signIngresses>[] | null = null;

/** The Sun's ingresses of every year of the span, worked out once for the twelve pages. */
function spanIngresses() {
  ingressesByYear ??= Array.from({ length: SIGN_DATE_YEARS.to - SIGN_DATE_YEARS.from + 1 }, (_, index) =>
    signIngresses(SIGN_DATE_YEARS.from + index),
  );
  return ingressesByYear;
}

/** A sign's page, or null when the path names no sign. */
export function signEntry(param: string | undefined): SkyEntry | null {
  const sign = ZODIAC_SIGNS.find((candidate) => candidate === param);
  if (!sign) return null;
  const page = words.signPage;
  const content = signContent(sign);
  const { name } = content;
  const { previous, next } = neighbours<ZodiacSign>(ZODIAC_SIGNS, sign);
  const days = sunDaysInSign(sign, spanIngresses());
  return {
    kind: "sign",
    path: signPath(sign),
    eyebrow: page.eyebrow,
    name,
    metaTitle: fillWords(page.metaTitle, { name }),
    description: metaDescription(
      `${name}, ${content.emblem}: ${content.keywords.slice(0, 3).join(", ")}. ${page.descriptionSuffix}`,
    ),
    mark: { text: words.glyphs[sign], label: fillWords(page.glyphLabel, { name }) },
    lead: {
      text: fillWords(page.dates, {
        name,
        enters: describeDayRange(days.enters, words.dayRange),
        leaves: describeDayRange(days.leaves, words.dayRange),
      }),
      note: fillWords(page.datesNote, SIGN_DATE_YEARS),
    },
    keywords: { label: page.keywords, words: content.keywords },
    facts: [
      { term: page.facts.emblem, value: content.emblem.replace(/^the /, "The ") },
      { term: page.facts.element, value: words.elements[elementOf(sign)] },
      { term: page.facts.modality, value: words.modalities[modalityOf(sign)] },
      { term: page.facts.ruler, value: content.ruler },
    ],
    sections: [
      { heading: fillWords(page.essenceHeading, { name }), text: content.essence },
      { heading: fillWords(page.sunHeading, { name }), text: content.sun },
      { heading: fillWords(page.anglesHeading, { name }), items: angleItems(content.angles) },
      { heading: fillWords(page.moonHeading, { name }), text: content.moonIn },
    ],
    termCode: words.glyphs[sign].replace("\uFE0E", ""),
    set: { name: page.setName, path: INDEX_PATH, fragment: SKY_INDEX_IDS.signs },
    call: words.calculatorCall,
    navigation: { label: words.navigation.signs, previous: words.navigation.previous, next: words.navigation.next },
    previous: { name: signContent(previous).name, path: signPath(previous) },
    next: { name: signContent(next).name, path: signPath(next) },
    index: { label: page.backToIndex, path: INDEX_PATH },
  };
}

/** The two indexes of /numerology: every number with its title, every sign with its emblem. */
export function skyIndex() {
  return {
    numbers: NUMEROLOGY_NUMBERS.map((value) => ({
      value,
      title: numberContent(value).title,
      isMaster: isMasterNumber(value),
      path: numberPath(value),
    })),
    signs: ZODIAC_SIGNS.map((sign) => ({
      sign,
      name: signContent(sign).name,
      emblem: signContent(sign).emblem,
      glyph: words.glyphs[sign],
      path: signPath(sign),
    })),
  };
}
