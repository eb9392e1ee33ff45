import { and, eq, gte, ne } from "drizzle-orm";
import { ENERGY_MAP_WEEKS, type EnergyMap } from "../../../shared/api/energy";
import { calendarDayIn, startOfDay, type CalendarDay } from "../../../shared/calendar";
import { daysOfWeeks, weeklyEnergy, type DayCheckIn } from "../../../shared/energy/energy-rule";
import { periodsEndingAt } from "../../../shared/journal/timeline";
import { moonDays } from "../../../shared/moon/moon";
import { isPrincipalPhase } from "../../../shared/moon/phases";
import { energyPayloadSchema } from "../../../shared/oracles/energy";
import { isOracleTool } from "../../../shared/oracles/tools";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { energyView } from "../../oracles/energy";
import { seekerTimeZone } from "../profiles";

/** What the map needs: the database and the clock. */
export interface EnergyServices {
  db: Database;
  clock: Clock;
}

/**
 * The seeker's Energy Map over the last `weeks` local weeks (Monday to Sunday in their zone), today's the
 * last: every day with the Moon's phase (computed for their zone), their check-in and how many readings
 * of other oracles they made; each week summed up by the pure rule; and today's check-in with its note.
 */
export async function readEnergyMap(
  services: EnergyServices,
  options: { userId: string; weeks?: number },
): Promise<EnergyMap> {
  const { db, clock } = services;
  const now = clock();
  const timeZone = await seekerTimeZone(db, options.userId);
  const today = calendarDayIn(timeZone, now);
  const weekCount = options.weeks ?? ENERGY_MAP_WEEKS.default;
  const periods = periodsEndingAt(today, "week", weekCount);
  const from = periods[0]!.start;
  const since = startOfDay(timeZone, from);

  const [checkInRows, readingRows] = await Promise.all([
    db
      .select()
      .from(casts)
      .where(and(eq(casts.userId, options.userId), eq(casts.tool, "energy"), gte(casts.ritualDay, from))),
    db
      .select({ tool: casts.tool, createdAt: casts.createdAt })
      .from(casts)
      .where(and(eq(casts.userId, options.userId), ne(casts.tool, "energy"), gte(casts.createdAt, since))),
  ]);

  const checkIns = new Map<CalendarDay, DayCheckIn & { word: string | null }>();
  for (const row of checkInRows) {
    const payload = energyPayloadSchema.safeParse(row.payload);
    if (!row.ritualDay || !payload.success) continue;
    const { pleasant, energy, word } = payload.data;
    checkIns.set(row.ritualDay, { day: row.ritualDay, pleasant, energy, word: word ?? null });
  }
  // A reading of a tool this server does not know is left out, as history leaves it out.
  const readingDays = readingRows
    .filter((row) => isOracleTool(row.tool))
    .map((row) => calendarDayIn(timeZone, row.createdAt));
  const readingsOn = new Map<CalendarDay, number>();
  for (const day of readingDays) readingsOn.set(day, (readingsOn.get(day) ?? 0) + 1);

  const weeks = weeklyEnergy([...checkIns.values()], readingDays, today, weekCount);
  const days = daysOfWeeks(weeks).filter((day) => day <= today);
  const moons = moonDays(days, timeZone);
  const todayRow = checkInRows.find((row) => row.ritualDay === today);

  return {
    timeZone,
    today,
    days: days.map((day, index) => {
      const checkIn = checkIns.get(day);
      return {
        day,
        moonPhase: moons[index]!.phase,
        isPrincipalPhase: isPrincipalPhase(moons[index]!.phase),
        readings: readingsOn.get(day) ?? 0,
        checkIn: checkIn ? { pleasant: checkIn.pleasant, energy: checkIn.energy, word: checkIn.word } : null,
      };
    }),
    weeks,
    todayCheckIn: todayRow ? { ...energyView(todayRow), note: todayRow.note } : null,
  };
}
