import { and, desc, eq, gte } from "drizzle-orm";
import type { RitualRequest, RitualResponse, RitualResult, TodayRituals } from "../../../shared/api/rituals";
import { calendarDayIn, type CalendarDay } from "../../../shared/calendar";
import type { RitualTool } from "../../../shared/draws/spreads";
import { missingRitualFields } from "../../../shared/rituals/profile-fields";
import { moonRitualFacts, numerologyRitualFacts, type RitualFacts } from "../../../shared/rituals/rituals";
import type { Database } from "../../db/client";
import { userProfiles } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import { createUserProfile } from "../../features/profiles";
import { recordReading, refuseQuestionNeedingHelp } from "../../features/reading-engine";
import { ritualResponse } from "./ritual-view";

/**
 * The once-a-day rituals: today's numerology reading and tonight's moon ritual. Each is computed for the
 * seeker's local day (their profile's time zone) and recorded through the reading engine like any
 * reading (karma, streak, quests, achievements), without using the plan's daily allowance. A unique
 * index keeps one of each per seeker per day: asking again the same day answers the one already made.
 */

const FIELD_NAMES = { fullName: "full name", birthDate: "birth date" } as const;

export async function profileOf(db: Database, userId: string, now: Date) {
  const select = () =>
    db
      .select({ fullName: userProfiles.fullName, birthDate: userProfiles.birthDate, timezone: userProfiles.timezone })
      .from(userProfiles)
      .where(eq(userProfiles.id, userId));
  let [profile] = await select();
  if (!profile) {
    await createUserProfile(db, { userId, now });
    [profile] = await select();
  }
  return profile!;
}

/**
 * The ritual of a kind that stands for `day`: the one made on it, or on a later day. A seeker's day never
 * moves back: after a time-zone change to a zone where the date is earlier, the ritual already made for
 * the later date holds until that date has passed there too, so no change of zone makes a day's ritual twice.
 */
async function ritualOn(db: Database, userId: string, tool: RitualTool, day: CalendarDay) {
  const [row] = await db
    .select()
    .from(casts)
    .where(and(eq(casts.userId, userId), eq(casts.tool, tool), gte(casts.ritualDay, day)))
    .orderBy(desc(casts.ritualDay))
    .limit(1);
  return row ? ritualResponse(row, tool) : null;
}

export const isUniqueViolation = (error: unknown): boolean => {
  const { code, cause } = error as { code?: string; cause?: unknown };
  return code === "23505" || (cause !== undefined && cause !== error && isUniqueViolation(cause));
};

/**
 * Performs today's ritual of a kind at `now` (the server's clock): `isNew` with its rewards when made
 * now; today's, unchanged and without rewards (nothing is earned twice), when it was already made. The
 * numerology reading needs the profile's full name and birth date: without them it answers 422
 * `profile_incomplete`, naming the missing fields.
 */
export async function performRitual(options: {
  db: Database;
  userId: string;
  tool: RitualTool;
  request: RitualRequest;
  now: Date;
}): Promise<{ isNew: true; result: RitualResult } | { isNew: false; result: RitualResponse }> {
  const { db, userId, tool, request, now } = options;
  refuseQuestionNeedingHelp(request.question);
  const profile = await profileOf(db, userId, now);
  const day = calendarDayIn(profile.timezone, now);
  const done = await ritualOn(db, userId, tool, day);
  if (done) return { result: done, isNew: false };

  let facts: RitualFacts;
  if (tool === "numerology") {
    const missing = missingRitualFields(profile);
    if (missing.length > 0) {
      throw new AppError(
        "profile_incomplete",
        `Today's numerology reading needs your ${missing.map((field) => FIELD_NAMES[field]).join(" and ")}.`,
        {
          fields: Object.fromEntries(missing.map((field) => [field, [`Add your ${FIELD_NAMES[field]}`]])),
          details: { missing },
        },
      );
    }
    facts = numerologyRitualFacts({
      birthDate: profile.birthDate!,
      fullName: profile.fullName!,
      day,
      timeZone: profile.timezone,
    });
  } else {
    facts = moonRitualFacts(day, profile.timezone);
  }

  try {
    const { row, rewards } = await recordReading({
      db,
      userId,
      now,
      reading: {
        tool,
        situation: request.situation,
        question: request.question?.trim() || null,
        payload: { ...facts },
        values: { ritualDay: day },
      },
    });
    return { result: { ...ritualResponse(row, tool), rewards }, isNew: true };
  } catch (error) {
    // The same ritual made at the same moment by another request: that one stands.
    if (!isUniqueViolation(error)) throw error;
    const made = await ritualOn(db, userId, tool, day);
    if (!made) throw error;
    return { result: made, isNew: false };
  }
}

/**
 * Today's rituals in the seeker's time zone at `now` (null where not yet made), and what the profile
 * lacks.
 */
export async function todayRituals(options: { db: Database; userId: string; now: Date }): Promise<TodayRituals> {
  const { db, userId, now } = options;
  const profile = await profileOf(db, userId, now);
  const day = calendarDayIn(profile.timezone, now);
  return {
    day,
    timeZone: profile.timezone,
    numerology: await ritualOn(db, userId, "numerology", day),
    moon: await ritualOn(db, userId, "moon", day),
    missing: missingRitualFields(profile),
  };
}
