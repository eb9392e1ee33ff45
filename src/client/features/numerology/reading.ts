import { signContent } from "../../../../content/astrology";
import { numberContent } from "../../../../content/numerology";
import { numerologyPageWords } from "../../../../content/site/numerology-page";
import { ZODIAC_SIGNS, type ZodiacSign } from "../../../shared/astrology/signs";
import { sunSign } from "../../../shared/astrology/sun-sign";
import { isMasterNumber, type NumerologyPosition } from "../../../shared/numerology/numbers";
import { coreNumbers, personalCycles, type CoreNumbers } from "../../../shared/numerology/numerology";
import { reductionSteps } from "../../../shared/numerology/steps";
import { numberPath, signPath } from "../../../shared/site-routes";
import { fillWords } from "../../../shared/text";
import { dateTimeFormat } from "../../../shared/date-format";

/**
 * The calculator's reading, put into words in the browser: loaded with a dynamic import when the
 * calculator is first used, so astronomy-engine and the numbers' and signs' words are not part of the
 * page's first JavaScript. Nothing here is sent anywhere.
 */

const words = numerologyPageWords;

export interface NumberResult {
  position: NumerologyPosition;
  name: string;
  from: string;
  value: number;
  isMaster: boolean;
  steps: string;
  meaning: string;
  link: { label: string; path: string };
}

export interface NumerologyReading {
  core: NumberResult[];
  cycles: { intro: string; items: NumberResult[] };
  sun: {
    title: string;
    glyph: string;
    facts: Array<{ term: string; value: string }>;
    text: string;
    cusp: string | null;
    link: { label: string; path: string };
  };
}

export interface BirthInput {
  fullName: string;
  birthDate: string;
  timeZone: string;
  /** The visitor's calendar day, for the cycles. */
  today: string;
}

function result(position: NumerologyPosition, figure: CoreNumbers[keyof CoreNumbers]): NumberResult {
  const content = numberContent(figure.value);
  return {
    position,
    ...words.positions[position],
    value: figure.value,
    isMaster: isMasterNumber(figure.value),
    steps: reductionSteps(figure),
    meaning: content.positions[position] ?? content.essence,
    link: { label: fillWords(words.results.numberLink, { value: figure.value }), path: numberPath(figure.value) },
  };
}

const nextSign = (sign: ZodiacSign) => ZODIAC_SIGNS[(ZODIAC_SIGNS.indexOf(sign) + 1) % ZODIAC_SIGNS.length]!;

/** "Tuesday 24 November 2026": a calendar day in words, as it is (no time zone moves it). */
const formatDay = (day: string) =>
  dateTimeFormat("en-GB", { dateStyle: "full", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`));

const formatTime = (instant: Date, timeZone: string) =>
  dateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);

function sunReading(birthDate: string, timeZone: string): NumerologyReading["sun"] {
  const sun = sunSign(birthDate, timeZone);
  const content = signContent(sun.sign);
  const nameOf = (sign: ZodiacSign) => signContent(sign).name;
  let cusp: string | null = null;
  if (sun.cusp) {
    // The Sun entered the later of the two signs during the day.
    const [before, after] =
      sun.cusp.sign === nextSign(sun.sign) ? [sun.sign, sun.cusp.sign] : [sun.cusp.sign, sun.sign];
    cusp = fillWords(words.results.cusp, {
      entered: nameOf(after),
      time: formatTime(sun.cusp.at, timeZone),
      zone: timeZone.replaceAll("_", " "),
      before: nameOf(before),
      after: nameOf(after),
      sign: content.name,
    });
  }
  return {
    title: fillWords(words.results.sunLead, { name: content.name, emblem: content.emblem }),
    glyph: words.glyphs[sun.sign],
    facts: [
      { term: words.results.element, value: words.elements[sun.element] },
      { term: words.results.modality, value: words.modalities[sun.modality] },
      { term: words.results.ruler, value: content.ruler },
    ],
    text: content.sun,
    cusp,
    link: { label: fillWords(words.results.signLink, { name: content.name }), path: signPath(sun.sign) },
  };
}

/** The five core numbers, today's cycles and the Sun's sign for a name and a birth date. */
export function readBirth({ fullName, birthDate, timeZone, today }: BirthInput): NumerologyReading {
  const core = coreNumbers(birthDate, fullName);
  const cycles = personalCycles(birthDate, today);
  return {
    core: (["lifePath", "expression", "soulUrge", "personality", "birthday"] as const).map((position) =>
      result(position, core[position]),
    ),
    cycles: {
      intro: fillWords(words.results.cyclesIntro, { date: formatDay(today) }),
      items: (["personalYear", "personalMonth", "personalDay"] as const).map((position) =>
        result(position, cycles[position]),
      ),
    },
    sun: sunReading(birthDate, timeZone),
  };
}
