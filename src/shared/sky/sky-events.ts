import {
  Body,
  Ecliptic,
  EclipticGeoMoon,
  GeoVector,
  NextGlobalSolarEclipse,
  NextLunarEclipse,
  SearchGlobalSolarEclipse,
  SearchLunarEclipse,
  SunPosition,
} from "astronomy-engine";
import { signOfLongitude, type ZodiacSign } from "../astrology/signs";
import { quartersBetween } from "../moon/moon";
import type { QuarterType } from "../moon/phases";

/**
 * The events of the sky over a stretch of days, computed with astronomy-engine: the Moon's principal
 * phases, solar and lunar eclipses (at their peak: greatest eclipse), the Sun's and the planets' tropical
 * sign ingresses (their geocentric apparent ecliptic longitude of date crossing a multiple of 30°; a planet
 * that turns back may cross the same line again, and each crossing is an event), and the stations of
 * Mercury to Saturn (the instant their geocentric longitude stops and turns: retrograde or direct).
 *
 * The bodies are sampled every day or few days (SAMPLE_DAYS); where the step between samples changes sign a
 * station lies between them and is found by bisection on the speed, and the stretches between stations,
 * where a body only moves one way, are searched for sign crossings by bisection on the longitude. Ninety
 * days cost a few hundred positions and a few dozen bisections: milliseconds.
 */

export const SKY_EVENT_TYPES = [
  "new-moon",
  "first-quarter",
  "full-moon",
  "last-quarter",
  "solar-eclipse",
  "lunar-eclipse",
  "ingress",
  "station-retrograde",
  "station-direct",
] as const;
export type SkyEventType = (typeof SKY_EVENT_TYPES)[number];

/** The bodies whose ingresses are reported, in their traditional order. */
export const INGRESS_BODIES = [
  "sun",
  "mercury",
  "venus",
  "mars",
  "jupiter",
  "saturn",
  "uranus",
  "neptune",
  "pluto",
] as const;
/** The planets whose stations are reported. */
export const STATION_BODIES = ["mercury", "venus", "mars", "jupiter", "saturn"] as const;
export const SKY_BODIES = ["moon", ...INGRESS_BODIES] as const;
export type SkyBody = (typeof SKY_BODIES)[number];
export type IngressBody = (typeof INGRESS_BODIES)[number];
export type StationBody = (typeof STATION_BODIES)[number];

/** What kind of eclipse, as astronomy-engine tells it (a solar eclipse's kind is its kind at greatest eclipse). */
export const ECLIPSE_KINDS = ["penumbral", "partial", "annular", "total"] as const;
export type EclipseKind = (typeof ECLIPSE_KINDS)[number];

export interface SkyEvent {
  type: SkyEventType;
  body: SkyBody;
  /**
   * The sign the event happens in: the sign entered for an ingress, the body's sign at a station, the
   * Moon's sign at a phase or a lunar eclipse, the Sun's (and Moon's) at a solar eclipse.
   */
  sign: ZodiacSign;
  /** For eclipses: total, annular, partial or penumbral. */
  kind?: EclipseKind;
  at: Date;
}

/** The most days one call computes (the API's limit). */
export const SKY_MAX_DAYS = 90;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

const BODY: Record<IngressBody, Body> = {
  sun: Body.Sun,
  mercury: Body.Mercury,
  venus: Body.Venus,
  mars: Body.Mars,
  jupiter: Body.Jupiter,
  saturn: Body.Saturn,
  uranus: Body.Uranus,
  neptune: Body.Neptune,
  pluto: Body.Pluto,
};

const QUARTER_EVENT: Record<QuarterType, SkyEventType> = {
  new: "new-moon",
  "first-quarter": "first-quarter",
  full: "full-moon",
  "last-quarter": "last-quarter",
};

/** The body's geocentric apparent ecliptic longitude of date, in degrees (0–360). */
export function apparentLongitude(body: IngressBody, at: Date): number {
  if (body === "sun") return SunPosition(at).elon;
  return Ecliptic(GeoVector(BODY[body], at, true)).elon;
}

/** The signed change from one longitude to the next, taken the short way round (−180..180). */
export function angleStep(from: number, to: number): number {
  return ((((to - from + 180) % 360) + 360) % 360) - 180;
}

/** The instant in [a, b] where `test` turns from false to true, to within a minute (bisection). */
export function bisect(a: number, b: number, test: (ms: number) => boolean): number {
  let low = a;
  let high = b;
  while (high - low > MINUTE_MS / 2) {
    const middle = (low + high) / 2;
    if (test(middle)) high = middle;
    else low = middle;
  }
  return Math.round((low + high) / 2);
}

/** The longitude's speed at an instant, degrees a day, by a central difference over an hour. */
export function speed(body: IngressBody, ms: number): number {
  const halfHour = 30 * MINUTE_MS;
  const step = angleStep(
    apparentLongitude(body, new Date(ms - halfHour)),
    apparentLongitude(body, new Date(ms + halfHour)),
  );
  return step * 24;
}

/**
 * Days between samples: short enough that no body stations twice, or crosses a sign line and back,
 * between two samples (the Sun never turns; the slow planets take months between stations).
 */
const SAMPLE_DAYS: Record<IngressBody, number> = {
  sun: 5,
  mercury: 1,
  venus: 2,
  mars: 2,
  jupiter: 5,
  saturn: 5,
  uranus: 10,
  neptune: 10,
  pluto: 10,
};

/**
 * Ingresses and stations of one body from `startMs` to `endMs` (stations only reported for Mercury to
 * Saturn, though every body's are found, to split its path into stretches where it moves one way). The
 * samples reach a step beyond each end, so a station in the first or last half step is seen too.
 */
function bodyEvents(body: IngressBody, startMs: number, endMs: number): SkyEvent[] {
  const step = SAMPLE_DAYS[body] * DAY_MS;
  const times: number[] = [];
  for (let ms = startMs - step; ms < endMs + step; ms += step) times.push(ms);
  times.push(endMs + step);
  const longitudes = times.map((ms) => apparentLongitude(body, new Date(ms)));
  const steps = longitudes.slice(1).map((longitude, index) => angleStep(longitudes[index]!, longitude));

  // The stations: where the step changes sign, the speed is zero between the middles of the two steps.
  const events: SkyEvent[] = [];
  const reportsStations = (STATION_BODIES as readonly string[]).includes(body);
  const breaks: { ms: number; longitude: number }[] = [{ ms: times[0]!, longitude: longitudes[0]! }];
  for (let index = 1; index < steps.length; index += 1) {
    const before = steps[index - 1]!;
    const after = steps[index]!;
    if (Math.sign(before) === Math.sign(after) || before === 0) continue;
    const retrograde = before > 0;
    const ms = bisect((times[index - 1]! + times[index]!) / 2, (times[index]! + times[index + 1]!) / 2, (at) =>
      retrograde ? speed(body, at) < 0 : speed(body, at) > 0,
    );
    const longitude = apparentLongitude(body, new Date(ms));
    breaks.push({ ms, longitude });
    if (reportsStations) {
      events.push({
        type: retrograde ? "station-retrograde" : "station-direct",
        body,
        sign: signOfLongitude(longitude),
        at: new Date(ms),
      });
    }
  }
  breaks.push({ ms: times.at(-1)!, longitude: longitudes.at(-1)! });

  // Between stations the body moves one way: each change of sign between samples is one crossing.
  const samples = times.map((ms, index) => ({ ms, longitude: longitudes[index]! }));
  for (let piece = 0; piece + 1 < breaks.length; piece += 1) {
    const first = breaks[piece]!;
    const last = breaks[piece + 1]!;
    const points = [first, ...samples.filter(({ ms }) => ms > first.ms && ms < last.ms), last];
    for (let index = 1; index < points.length; index += 1) {
      const entered = signOfLongitude(points[index]!.longitude);
      if (entered === signOfLongitude(points[index - 1]!.longitude)) continue;
      const ms = bisect(
        points[index - 1]!.ms,
        points[index]!.ms,
        (at) => signOfLongitude(apparentLongitude(body, new Date(at))) === entered,
      );
      events.push({ type: "ingress", body, sign: entered, at: new Date(ms) });
    }
  }
  return events;
}

const moonSign = (at: Date) => signOfLongitude(EclipticGeoMoon(at).lon);

/** The eclipses whose peak falls in [from, until). */
function eclipsesBetween(from: Date, until: Date): SkyEvent[] {
  const events: SkyEvent[] = [];
  for (let lunar = SearchLunarEclipse(from); lunar.peak.date < until; lunar = NextLunarEclipse(lunar.peak)) {
    events.push({
      type: "lunar-eclipse",
      body: "moon",
      sign: moonSign(lunar.peak.date),
      kind: lunar.kind as EclipseKind,
      at: lunar.peak.date,
    });
  }
  for (
    let solar = SearchGlobalSolarEclipse(from);
    solar.peak.date < until;
    solar = NextGlobalSolarEclipse(solar.peak)
  ) {
    const at = solar.peak.date;
    events.push({
      type: "solar-eclipse",
      body: "sun",
      sign: signOfLongitude(SunPosition(at).elon),
      kind: solar.kind as EclipseKind,
      at,
    });
  }
  return events;
}

/**
 * Every event of the sky from `from` (inclusive) for `days` days (1 to 90), sorted by instant (and, for
 * events at the same minute, by the order of SKY_EVENT_TYPES).
 */
export function skyEvents(from: Date, days: number): SkyEvent[] {
  if (!Number.isInteger(days) || days < 1 || days > SKY_MAX_DAYS) {
    throw new RangeError(`days must be a whole number from 1 to ${SKY_MAX_DAYS}`);
  }
  const startMs = from.getTime();
  const endMs = startMs + days * DAY_MS;
  const until = new Date(endMs);
  const events: SkyEvent[] = [
    ...quartersBetween(from, until).map((quarter) => ({
      type: QUARTER_EVENT[quarter.type],
      body: "moon" as const,
      sign: moonSign(quarter.at),
      at: quarter.at,
    })),
    ...eclipsesBetween(from, until),
    ...INGRESS_BODIES.flatMap((body) => bodyEvents(body, startMs, endMs)),
  ];
  return events
    .filter((event) => event.at.getTime() >= startMs && event.at.getTime() < endMs)
    .sort(
      (a, b) =>
        a.at.getTime() - b.at.getTime() ||
        SKY_EVENT_TYPES.indexOf(a.type) - SKY_EVENT_TYPES.indexOf(b.type) ||
        SKY_BODIES.indexOf(a.body) - SKY_BODIES.indexOf(b.body),
    );
}
