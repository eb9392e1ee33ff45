import { describe, expect, it } from "vitest";
import { ZODIAC_SIGNS } from "../../src/shared/astrology/signs";
import {
  ECLIPSE_KINDS,
  INGRESS_BODIES,
  SKY_EVENT_TYPES,
  STATION_BODIES,
  type SkyEventType,
} from "../../src/shared/sky/sky-events";
import { duplicates, median, sharedRuns, wordCount, type NamedText } from "../draws/text-figures";
import { skyEventName, skyEventTradition, type SkyEventWords } from "./index";
import { EVENT_TRADITIONS, INGRESS_BODY_TRADITIONS, INGRESS_SIGN_TRADITIONS, STATION_TRADITIONS } from "./traditions";

/** Every event the sky can show, by type, body and sign (an eclipse of each kind its type has). */
function everyEvent(): SkyEventWords[] {
  const ofType = (type: SkyEventType): SkyEventWords[] => {
    if (type === "ingress") {
      return INGRESS_BODIES.flatMap((body) => ZODIAC_SIGNS.map((sign) => ({ type, body, sign })));
    }
    if (type === "station-retrograde" || type === "station-direct") {
      return STATION_BODIES.flatMap((body) => ZODIAC_SIGNS.map((sign) => ({ type, body, sign })));
    }
    if (type === "solar-eclipse") {
      return ECLIPSE_KINDS.filter((kind) => kind !== "penumbral").flatMap((kind) =>
        ZODIAC_SIGNS.map((sign) => ({ type, body: "sun" as const, sign, kind })),
      );
    }
    if (type === "lunar-eclipse") {
      return ECLIPSE_KINDS.filter((kind) => kind !== "annular").flatMap((kind) =>
        ZODIAC_SIGNS.map((sign) => ({ type, body: "moon" as const, sign, kind })),
      );
    }
    return ZODIAC_SIGNS.map((sign) => ({ type, body: "moon" as const, sign }));
  };
  return SKY_EVENT_TYPES.flatMap(ofType);
}

/** The texts as written: each phase's and eclipse's, each station's, and the two parts of an ingress. */
const WRITTEN: NamedText[] = [
  ...Object.entries(EVENT_TRADITIONS).map(([id, text]) => ({ id, text })),
  ...Object.entries(STATION_TRADITIONS).flatMap(([body, texts]) => [
    { id: `${body}.retrograde`, text: texts.retrograde },
    { id: `${body}.direct`, text: texts.direct },
  ]),
  ...Object.entries(INGRESS_BODY_TRADITIONS).map(([body, text]) => ({ id: `ingress.${body}`, text })),
  ...Object.entries(INGRESS_SIGN_TRADITIONS).map(([sign, text]) => ({ id: `ingress.${sign}`, text })),
];

const EVENTS = everyEvent();
const SHOWN: NamedText[] = EVENTS.map((event) => ({
  id: `${event.type}.${event.body}.${event.sign}${event.kind ? `.${event.kind}` : ""}`,
  text: skyEventTradition(event),
}));

/** Words that would claim an effect, or promise one, rather than tell a tradition. */
const CLAIMS =
  /\b(will (be|bring|make|happen|change|give|cause)|guarantee\w*|destined|causes? (you|your|us|people))\b/i;

describe("the sky's words", () => {
  it("name every event in one plain line", () => {
    expect(skyEventName({ type: "full-moon", body: "moon", sign: "gemini" })).toBe("Full Moon in Gemini");
    expect(skyEventName({ type: "station-retrograde", body: "mercury", sign: "sagittarius" })).toBe(
      "Mercury turns retrograde in Sagittarius",
    );
    expect(skyEventName({ type: "ingress", body: "venus", sign: "capricorn" })).toBe("Venus enters Capricorn");
    expect(skyEventName({ type: "ingress", body: "sun", sign: "leo" })).toBe("The Sun enters Leo");
    expect(skyEventName({ type: "lunar-eclipse", body: "moon", sign: "pisces", kind: "total" })).toBe(
      "Total lunar eclipse in Pisces",
    );
    const names = EVENTS.map(skyEventName);
    expect(names.filter((name) => name.length < 12 || name.length > 45 || /undefined/.test(name))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
  });

  it("give every type, body and sign a tradition, told as tradition", () => {
    expect(SHOWN.filter(({ text }) => !text || /undefined/.test(text)).map(({ id }) => id)).toEqual([]);
    // Said in the first or second sentence: "In astrological tradition, …".
    const opening = (text: string) =>
      text
        .split(/(?<=\.)\s/)
        .slice(0, 2)
        .join(" ");
    expect(SHOWN.filter(({ text }) => !/In astrological tradition, /.test(opening(text))).map(({ id }) => id)).toEqual(
      [],
    );
    expect(SHOWN.filter(({ text }) => CLAIMS.test(text)).map(({ id }) => id)).toEqual([]);
  });

  it("keep every text short: 35 to 60 words (an ingress: two parts of 15 to 45), 35 to 80 as shown", () => {
    const outside = (texts: NamedText[], min: number, max: number) =>
      texts
        .filter(({ text }) => wordCount(text) < min || wordCount(text) > max)
        .map(({ id, text }) => `${id}: ${wordCount(text)}`);
    const whole = WRITTEN.filter(({ id }) => !id.startsWith("ingress."));
    expect(outside(whole, 35, 60)).toEqual([]);
    expect(
      outside(
        WRITTEN.filter(({ id }) => id.startsWith("ingress.")),
        15,
        45,
      ),
    ).toEqual([]);
    expect(outside(SHOWN, 35, 80)).toEqual([]);
  });

  it("never say the same text twice, nor share a run of 8 words between two written texts", () => {
    expect(duplicates(WRITTEN)).toEqual([]);
    expect(sharedRuns(WRITTEN, 8)).toEqual([]);
    // Each ingress of the 108 (9 bodies, 12 signs) reads differently.
    const ingresses = SHOWN.filter(({ id }) => id.startsWith("ingress."));
    expect(ingresses).toHaveLength(INGRESS_BODIES.length * ZODIAC_SIGNS.length);
    expect(duplicates(ingresses)).toEqual([]);
  });

  it("print their figures", () => {
    const counts = (texts: NamedText[]) => {
      const words = texts.map(({ text }) => wordCount(text));
      return { texts: texts.length, min: Math.min(...words), median: median(words), max: Math.max(...words) };
    };
    const figures = { written: counts(WRITTEN), shown: counts(SHOWN), events: EVENTS.length };
    console.info("sky words", JSON.stringify(figures));
    expect(figures.written.texts).toBe(6 + 2 * STATION_BODIES.length + INGRESS_BODIES.length + ZODIAC_SIGNS.length);
  });
});
