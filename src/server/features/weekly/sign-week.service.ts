import { signContent } from "../../../../content/astrology";
import { skyEventName } from "../../../../content/sky";
import { BODY_NAMES, SIGN_NAMES } from "../../../../content/sky/traditions";
import { weeklyWords } from "../../../../content/weekly/page";
import { SIGN_WEEK_BANKS } from "../../../../content/weekly/sign-week";
import type { SignWeekJson } from "../../../shared/api/weekly";
import type { ZodiacSign } from "../../../shared/astrology/signs";
import { composeSignWeek } from "../../../shared/weekly/compose";
import { eventsTouchingSign, TRADITIONAL_RULERS, weekMoonSigns, weekSkyEvents } from "../../../shared/weekly/sky-week";
import { daysOfWeek, type IsoWeek } from "../../../shared/weekly/week";

/** The free edition is read in UTC: one edition for everyone, whose events are /api/sky's for the week. */
const EDITION_ZONE = "UTC";
/** How many (sign, week) editions are kept: this week's and last week's twelve and a few more. */
const KEPT = 64;

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const shortDay = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

/** "23–29 Nov 2026", or across months "30 Nov – 6 Dec 2026". */
export function weekRangeLabel(week: IsoWeek): string {
  const days = daysOfWeek(week);
  const first = days[0]!;
  const last = days[6]!;
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const start = sameMonth ? String(Number(first.slice(8))) : shortDay(first);
  return `${start}${sameMonth ? "–" : " – "}${shortDay(last)} ${last.slice(0, 4)}`;
}

/** One sign's free edition of a week, computed (a few milliseconds for the week's sky). */
export function composeSignWeekEdition(sign: ZodiacSign, week: IsoWeek, sky = weekSkyEvents(week, EDITION_ZONE)) {
  const content = signContent(sign);
  const events = eventsTouchingSign(sky, sign);
  const paragraphs = composeSignWeek(
    {
      sign,
      week,
      timeZone: EDITION_ZONE,
      signName: SIGN_NAMES[sign],
      rangeLabel: weekRangeLabel(week),
      signNameOf: (other) => SIGN_NAMES[other],
      rulerName: BODY_NAMES[TRADITIONAL_RULERS[sign]],
      keywords: content.keywords,
      events,
      moonSpells: weekMoonSigns(week, EDITION_ZONE),
      eventName: skyEventName,
      bodyName: (body) => BODY_NAMES[body],
    },
    SIGN_WEEK_BANKS,
  );
  const days = daysOfWeek(week);
  const answer: SignWeekJson = {
    sign,
    week,
    from: days[0]!,
    to: days[6]!,
    title: weeklyWords.title(SIGN_NAMES[sign], weekRangeLabel(week)),
    description: weeklyWords.description(SIGN_NAMES[sign], events.length),
    events,
    text: paragraphs.join("\n\n"),
    label: weeklyWords.traditionLabel,
  };
  return answer;
}

/** The editions, kept in memory by sign and week: every visitor of a week reads the same twelve. */
export function createSignWeekEditions() {
  const kept = new Map<string, SignWeekJson>();
  const skies = new Map<IsoWeek, ReturnType<typeof weekSkyEvents>>();
  return (sign: ZodiacSign, week: IsoWeek): SignWeekJson => {
    const key = `${sign}|${week}`;
    const found = kept.get(key);
    if (found) return found;
    let sky = skies.get(week);
    if (!sky) {
      sky = weekSkyEvents(week, EDITION_ZONE);
      skies.set(week, sky);
      if (skies.size > 8) skies.delete(skies.keys().next().value!);
    }
    const edition = composeSignWeekEdition(sign, week, sky);
    kept.set(key, edition);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
    return edition;
  };
}
export type SignWeekEditions = ReturnType<typeof createSignWeekEditions>;
