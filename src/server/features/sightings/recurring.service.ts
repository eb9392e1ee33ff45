import { and, eq, gte, sql } from "drizzle-orm";
import { ANGEL_NUMBER_WORDS as words, ANGEL_NUMBERS, timesInWords } from "../../../../content/angel-numbers";
import { chanceSentence } from "../../../../content/journal/patterns";
import { isClockTime, readSighting } from "../../../shared/angel-numbers/sighting-number";
import type { RecurringNumbers } from "../../../shared/api/angel-numbers";
import { addDays, calendarDayIn, startOfDay } from "../../../shared/calendar";
import { chanceCheck } from "../../../shared/journal/chance";
import { angelNumberPayloadSchema } from "../../../shared/oracles/angel-numbers";
import { fillWords } from "../../../shared/text";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { seekerTimeZone } from "../profiles";

/** The recurring numbers' period: this many local days, today the last. */
export const RECURRING_DAYS = 30;
/** The minutes of a day: a clock time logged is one glance at a clock, any minute alike. */
const MINUTES_OF_A_DAY = 24 * 60;

/**
 * The seeker's numbers seen over the last 30 local days (by when they were seen, in the seeker's zone),
 * each with how often. For a clock time seen twice or more, the journal's chance check
 * (src/shared/journal/chance.ts): each clock time logged is one try at any of the day's 1,440 minutes;
 * other numbers follow no known law.
 */
export async function readRecurringNumbers(options: {
  db: Database;
  userId: string;
  now: Date;
}): Promise<RecurringNumbers> {
  const { db, userId, now } = options;
  const timeZone = await seekerTimeZone(db, userId);
  const to = calendarDayIn(timeZone, now);
  const from = addDays(to, -(RECURRING_DAYS - 1));
  const since = startOfDay(timeZone, from).toISOString();
  const rows = await db
    .select({ payload: casts.payload })
    .from(casts)
    .where(
      and(
        eq(casts.userId, userId),
        eq(casts.tool, "angel-numbers"),
        // seenAt is stored as an ISO instant in UTC, so text order is time order.
        gte(sql`${casts.payload}->>'seenAt'`, since),
      ),
    );
  const counts = new Map<string, number>();
  for (const row of rows) {
    const parsed = angelNumberPayloadSchema.safeParse(row.payload);
    if (!parsed.success || parsed.data.seenAt > now.toISOString()) continue;
    counts.set(parsed.data.number, (counts.get(parsed.data.number) ?? 0) + 1);
  }
  const sightings = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const clockTimes = [...counts].filter(([number]) => isClockTime(number)).reduce((sum, [, count]) => sum + count, 0);
  const numbers = [...counts].map(([number, count]) => {
    const read = readSighting(number, ANGEL_NUMBERS);
    let chance = null;
    // A number seen once does not recur: the check is for clock times seen at least twice.
    if (isClockTime(number) && count >= 2) {
      const check = chanceCheck({ count, itemsDrawn: clockTimes, deckSize: MINUTES_OF_A_DAY });
      const sentence = chanceSentence({ name: number, itemsDrawn: clockTimes, unit: words.recurring.unit, ...check });
      chance = { expected: check.expected, pAtLeast: check.pAtLeast, sentence };
    }
    return {
      number,
      count,
      slug: read.kind === "library" ? read.entry.slug : null,
      summary: fillWords(words.recurring.summary, { number, times: timesInWords(count) }),
      chance,
    };
  });
  numbers.sort((a, b) => b.count - a.count || a.number.localeCompare(b.number));
  return {
    timeZone,
    from,
    to,
    sightings,
    clockTimes,
    numbers,
    chanceNote: numbers.some((entry) => entry.chance) ? words.recurring.chanceNote : null,
  };
}
