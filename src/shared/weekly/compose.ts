import { ZODIAC_SIGNS, type ZodiacSign } from "../astrology/signs";
import { calendarDayIn, MONTH_NAMES } from "../calendar";
import type { SkyBody, SkyEventType } from "../sky/sky-events";
import type { MoonSignSpell, SignEvent, SignRelation } from "./sky-week";
import { mondayOf, type IsoWeek } from "./week";
import { dateTimeFormat } from "../date-format";

/** The words a sign's week is told in (content/weekly/sign-week.ts). */
export interface SignWeekBanks {
  openings: readonly string[];
  closings: readonly string[];
  relations: Record<SignRelation, readonly string[]>;
  eventViews: Record<SkyEventType, readonly string[]>;
  moonVisit: readonly string[];
  /** For a week the Moon spends outside the sign: {range}, {first}, {last}. */
  moonPath: readonly string[];
  quiet: readonly string[];
}

/** What the text needs to know of the sign and the sky, its words already chosen by the caller. */
export interface SignWeekInput {
  sign: ZodiacSign;
  week: IsoWeek;
  timeZone: string;
  signName: string;
  /** "23–29 Nov 2026". */
  rangeLabel: string;
  /** A sign's name ("Aries"). */
  signNameOf: (sign: ZodiacSign) => string;
  rulerName: string;
  keywords: readonly string[];
  events: readonly SignEvent[];
  moonSpells: readonly MoonSignSpell[];
  /** An event's one-line name ("Full Moon in Gemini"). */
  eventName: (event: SignEvent) => string;
  bodyName: (body: SkyBody) => string;
}

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** FNV-1a, 32 bits: a stable number from a text, for choosing words. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Weeks since 1900-W01's Monday: consecutive weeks differ by one. */
export function weekIndex(week: IsoWeek): number {
  return Math.round((Date.parse(`${mondayOf(week)}T00:00:00Z`) - Date.UTC(1900, 0, 1)) / (7 * 86_400_000));
}

/** Fills `{slot}`s; a slot with no value is left as it is, which the content test catches. */
function fillSlots(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** "Tuesday 24 November", the day of an instant in a zone. */
export function dayLabel(at: string, timeZone: string): string {
  const day = calendarDayIn(timeZone, new Date(at));
  const weekday = WEEKDAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const month = MONTH_NAMES[Number(day.slice(5, 7)) - 1]!;
  return `${weekday} ${Number(day.slice(8))} ${month.charAt(0).toUpperCase()}${month.slice(1)}`;
}

/** "14:05", the time of an instant in a zone. */
export function timeLabel(at: string, timeZone: string): string {
  return dateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    new Date(at),
  );
}

/**
 * A sign's week in words, the same for the same sign, week and zone: an opening, a paragraph for each
 * event that touches the sign (its day and time, name, how it touches the sign, what tradition makes of
 * it), the days the Moon is in the sign, a line for a quiet week, and a closing. The opening and closing
 * turn with the week, so consecutive weeks of one sign never open alike; the other choices are seeded by
 * sign, week and event.
 */
export function composeSignWeek(input: SignWeekInput, banks: SignWeekBanks): string[] {
  const { sign, week, timeZone } = input;
  const turn = weekIndex(week) + ZODIAC_SIGNS.indexOf(sign) * 5;
  const pick = <T>(list: readonly T[], salt: string) => list[hashText(`${sign}|${week}|${salt}`) % list.length]!;
  const keyword = (salt: string) => pick(input.keywords, `keyword|${salt}`);
  const values = (salt: string, extra: Record<string, string> = {}) => ({
    sign: input.signName,
    ruler: input.rulerName,
    keyword: keyword(salt),
    ...extra,
  });

  const paragraphs = [fillSlots(banks.openings[turn % banks.openings.length]!, values("opening"))];
  for (const event of input.events) {
    const salt = `${event.type}|${event.body}|${event.at}`;
    const bodyName = input.bodyName(event.body);
    const slots = values(salt, { body: bodyName, event: input.eventName(event) });
    const Body = bodyName.charAt(0).toUpperCase() + bodyName.slice(1);
    paragraphs.push(
      [
        `${dayLabel(event.at, timeZone)}, ${timeLabel(event.at, timeZone)}: ${input.eventName(event)}.`,
        fillSlots(pick(banks.relations[event.relation], `relation|${salt}`), { ...slots, Body }),
        fillSlots(pick(banks.eventViews[event.type], `view|${salt}`), slots),
      ].join(" "),
    );
  }
  if (input.events.length === 0) paragraphs.push(fillSlots(pick(banks.quiet, "quiet"), values("quiet")));

  const moonDays = [
    ...new Set(
      input.moonSpells.flatMap((spell, index) => {
        if (spell.sign !== sign) return [];
        const until = input.moonSpells[index + 1]?.from;
        const days = [dayLabel(spell.from, timeZone)];
        if (until) days.push(dayLabel(new Date(Date.parse(until) - 60_000).toISOString(), timeZone));
        return days;
      }),
    ),
  ];
  if (moonDays.length > 0) {
    const days = moonDays.length === 1 ? `on ${moonDays[0]}` : `from ${moonDays[0]} to ${moonDays.at(-1)}`;
    paragraphs.push(fillSlots(pick(banks.moonVisit, "moon"), values("moon", { days })));
  } else {
    const path = {
      range: input.rangeLabel,
      first: input.signNameOf(input.moonSpells[0]!.sign),
      last: input.signNameOf(input.moonSpells.at(-1)!.sign),
    };
    paragraphs.push(fillSlots(pick(banks.moonPath, "moon"), values("moon", path)));
  }
  paragraphs.push(fillSlots(banks.closings[(turn * 7 + 3) % banks.closings.length]!, values("closing")));
  return paragraphs;
}
