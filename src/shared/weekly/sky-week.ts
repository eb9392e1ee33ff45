import { EclipticGeoMoon } from "astronomy-engine";
import { signOfLongitude, ZODIAC_SIGNS, type ZodiacSign } from "../astrology/signs";
import { bisect, skyEvents, type EclipseKind, type SkyBody, type SkyEventType } from "../sky/sky-events";
import { weekSpanIn, type IsoWeek } from "./week";

/**
 * A week's sky, as the weekly report tells it: the events of `/api/sky` that fall in the week (from
 * local Monday midnight to the next, in a time zone), at the minute as that route gives them, and the
 * Moon's passage through the signs. Nothing here is invented: every event is one `skyEvents` computed.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** One event as the API answers it: a UTC instant to the minute. */
export interface WeekSkyEvent {
  type: SkyEventType;
  body: SkyBody;
  sign: ZodiacSign;
  kind?: EclipseKind;
  at: string;
}

/** The Moon entering a sign (or, first, the sign it is in when the week begins). */
export interface MoonSignSpell {
  sign: ZodiacSign;
  /** When the Moon enters the sign; the week's start for the first spell. */
  from: string;
}

const toMinute = (at: Date) => new Date(Math.round(at.getTime() / MINUTE_MS) * MINUTE_MS).toISOString();

/** The sky's events of a week in a time zone, in order. */
export function weekSkyEvents(week: IsoWeek, timeZone: string): WeekSkyEvent[] {
  const { start, end } = weekSpanIn(week, timeZone);
  // A week with a clock change is an hour longer or shorter than seven days; eight days cover it.
  const days = Math.ceil((end.getTime() - start.getTime()) / DAY_MS);
  const endIso = end.toISOString();
  return skyEvents(start, days)
    .map(({ at, ...event }) => ({ ...event, at: toMinute(at) }))
    .filter((event) => event.at < endIso);
}

const moonSign = (ms: number) => signOfLongitude(EclipticGeoMoon(new Date(ms)).lon);

/**
 * The signs the Moon passes through in a week: the one it is in at the start, then each it enters,
 * found to the minute. The Moon moves about 13° a day, so samples six hours apart (about 3.3°) never
 * skip a sign and a change of sign between two of them is one ingress, found by bisection.
 */
export function weekMoonSigns(week: IsoWeek, timeZone: string): MoonSignSpell[] {
  const { start, end } = weekSpanIn(week, timeZone);
  const spells: MoonSignSpell[] = [{ sign: moonSign(start.getTime()), from: start.toISOString() }];
  for (let ms = start.getTime(); ms < end.getTime(); ms += 6 * HOUR_MS) {
    const next = Math.min(ms + 6 * HOUR_MS, end.getTime());
    const before = spells.at(-1)!.sign;
    const after = moonSign(next);
    if (after === before) continue;
    const at = bisect(ms, next, (probe) => moonSign(probe) !== before);
    if (at < end.getTime()) spells.push({ sign: after, from: toMinute(new Date(at)) });
  }
  return spells;
}

/**
 * The traditional rulers (the seven visible bodies, before the modern planets were given signs): each
 * sign's ruling body, Mars for Aries and Scorpio, Venus for Taurus and Libra, Mercury for Gemini and
 * Virgo, the Moon for Cancer, the Sun for Leo, Jupiter for Sagittarius and Pisces, Saturn for Capricorn
 * and Aquarius.
 */
export const TRADITIONAL_RULERS: Record<ZodiacSign, SkyBody> = {
  aries: "mars",
  taurus: "venus",
  gemini: "mercury",
  cancer: "moon",
  leo: "sun",
  virgo: "mercury",
  libra: "venus",
  scorpio: "mars",
  sagittarius: "jupiter",
  capricorn: "saturn",
  aquarius: "saturn",
  pisces: "jupiter",
};

/**
 * How an event touches a sign, strongest first:
 * - `in-sign`: it happens in the sign itself;
 * - `ruler`: its body is the sign's traditional ruler;
 * - `opposite`: it happens six signs away (180°);
 * - `square`: three signs away either way (90°);
 * - `trine`: four signs away either way (120°).
 * Whole-sign aspects: the distance is counted in signs, not degrees. Sextiles and the rest do not count.
 */
export const SIGN_RELATIONS = ["in-sign", "ruler", "opposite", "square", "trine"] as const;
export type SignRelation = (typeof SIGN_RELATIONS)[number];

/** Signs from `from` to `to`, counted forward through the zodiac (0–11). */
function signDistance(from: ZodiacSign, to: ZodiacSign): number {
  return (ZODIAC_SIGNS.indexOf(to) - ZODIAC_SIGNS.indexOf(from) + 12) % 12;
}

/** Every way an event touches a sign, strongest first; empty when it does not. */
export function relationsToSign(event: { body: SkyBody; sign: ZodiacSign }, sign: ZodiacSign): SignRelation[] {
  const distance = signDistance(sign, event.sign);
  const relations: SignRelation[] = [];
  if (distance === 0) relations.push("in-sign");
  if (TRADITIONAL_RULERS[sign] === event.body) relations.push("ruler");
  if (distance === 6) relations.push("opposite");
  if (distance === 3 || distance === 9) relations.push("square");
  if (distance === 4 || distance === 8) relations.push("trine");
  return relations;
}

export interface SignEvent extends WeekSkyEvent {
  /** The strongest way it touches the sign. */
  relation: SignRelation;
}

/** The events of a week that touch a sign, each with its strongest relation, in order. */
export function eventsTouchingSign(events: readonly WeekSkyEvent[], sign: ZodiacSign): SignEvent[] {
  return events.flatMap((event) => {
    const [relation] = relationsToSign(event, sign);
    return relation ? [{ ...event, relation }] : [];
  });
}
