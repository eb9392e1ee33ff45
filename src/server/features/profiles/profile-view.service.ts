import { and, eq, gte, sql } from "drizzle-orm";
import { birthDateRefusal, type ProfileResponse, type UpdateProfileRequest } from "../../../shared/api/me";
import { ZONE_CHANGE_INTERVAL_MS } from "../../../shared/allowance";
import { zoneChangeTooSoonMessage } from "../../../../content/site/profile";
import { addDays, calendarDayIn, isoInZone, startOfDay } from "../../../shared/calendar";
import { effectivePlanLevel, planTerms } from "../../../shared/billing";
import { effectiveTier, nextLevel, TIER_NAMES } from "../../../shared/gamification/rules";
import { currentStreak } from "../../../shared/gamification/streak";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import { karmaEvents, streakFrozenDays, userProfiles, users } from "../../db/schema";
import { casts } from "../../db/readings-schema";
import { allowanceOf } from "./allowance";
import { createUserProfile } from "./profiles.service";

const CALENDAR_DAYS = 84;

/**
 * The dashboard's view of a user at `now` (the server's clock): stats, tier, plan, the readings of the
 * last 24 hours, streak calendar, karma over time.
 */
export async function getProfileView(db: Database, userId: string, now: Date): Promise<ProfileResponse> {
  const [row] = await db
    .select({ profile: userProfiles, email: users.email })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.id))
    .where(eq(userProfiles.id, userId));
  if (!row) {
    // Sign-up creates the profile; should that step have failed, the first visit creates it.
    await createUserProfile(db, { userId, now });
    return getProfileView(db, userId, now);
  }
  const { profile, email } = row;
  const timezone = profile.timezone;
  const today = calendarDayIn(timezone, now);
  const plan = planTerms(effectivePlanLevel(profile, now));
  const allowance = await allowanceOf(db, "readings", { userId, now, limit: plan.dailyLimit });
  const tier = effectiveTier(profile.mysticLevel, plan.level);

  const firstDay = addDays(today, -(CALENDAR_DAYS - 1));
  const localDay = (column: typeof casts.createdAt | typeof karmaEvents.createdAt) =>
    sql<string>`to_char(${column} at time zone ${timezone}, 'YYYY-MM-DD')`;
  const castsByDay = await db
    .select({ day: localDay(casts.createdAt), casts: sql<number>`count(*)::int` })
    .from(casts)
    .where(and(eq(casts.userId, userId), gte(casts.createdAt, startOfDay(timezone, firstDay))))
    // By position: the day expression carries the time zone as a parameter, so it cannot be repeated.
    .groupBy(sql`1`);
  const countByDay = new Map(castsByDay.map((entry) => [entry.day, Number(entry.casts)]));
  const streak = currentStreak(
    { lastCastOn: profile.lastCastOn, streak: profile.dailyStreak, freezes: profile.streakFreezes },
    today,
  );
  // Days a freeze covered, and the missed days so far that held freezes are covering now.
  const frozenDays = new Set([
    ...(
      await db
        .select({ day: streakFrozenDays.day })
        .from(streakFrozenDays)
        .where(and(eq(streakFrozenDays.userId, userId), gte(streakFrozenDays.day, firstDay)))
    ).map((entry) => entry.day),
    ...streak.frozenDays,
  ]);
  const karmaByDay = await db
    .select({ day: localDay(karmaEvents.createdAt), amount: sql<number>`sum(${karmaEvents.amount})::int` })
    .from(karmaEvents)
    .where(eq(karmaEvents.userId, userId))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  let runningTotal = 0;

  return {
    userId,
    email,
    displayId: profile.displayId,
    fullName: profile.fullName,
    bio: profile.bio,
    location: profile.location,
    birthDate: profile.birthDate,
    interests: profile.interests,
    timezone,
    stats: {
      totalReadings: profile.totalReadings,
      dailyStreak: streak.streak,
      streakFreezes: streak.freezes,
      karmaPoints: profile.karmaPoints,
      mysticLevel: profile.mysticLevel,
      nextLevel: nextLevel(profile.mysticLevel),
    },
    tier: { level: tier, name: TIER_NAMES[tier - 1]! },
    plan: { level: plan.level, name: plan.name, dailyLimit: plan.dailyLimit },
    daily: {
      used: allowance.used,
      limit: plan.dailyLimit,
      remaining: allowance.remaining,
      resetsAt: allowance.resetsAt?.toISOString() ?? null,
    },
    streakCalendar: Array.from({ length: CALENDAR_DAYS }, (_, index) => {
      const day = addDays(firstDay, index);
      return { day, casts: countByDay.get(day) ?? 0, frozen: frozenDays.has(day) };
    }),
    karmaHistory: karmaByDay.map((entry) => {
      runningTotal += Number(entry.amount);
      return { day: entry.day, total: runningTotal };
    }),
  };
}

/**
 * Saves the editable profile fields at `now`; the display id and e-mail are never changed here. A birth
 * date must make the seeker 18 or older on their own day (in the zone sent with it, or the profile's). The
 * time zone changes at most once in 24 hours (the zone set at sign-up came from the browser: the first
 * change after it is free): sooner answers 400 `zone_change_too_soon` with `details.nextChangeAt`.
 */
export async function updateProfile(db: Database, userId: string, changes: UpdateProfileRequest, now: Date) {
  const set: Partial<typeof userProfiles.$inferInsert> = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  );
  if (Object.keys(set).length > 0) {
    await db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ timezone: userProfiles.timezone, timezoneChangedAt: userProfiles.timezoneChangedAt })
        .from(userProfiles)
        .where(eq(userProfiles.id, userId))
        .for("update");
      const zone = changes.timezone ?? profile?.timezone ?? "UTC";
      if (changes.birthDate) checkBirthDate(changes.birthDate, zone, now);
      if (profile && changes.timezone !== undefined && changes.timezone !== profile.timezone) {
        refuseEarlyZoneChange(profile.timezone, profile.timezoneChangedAt, now);
        set.timezoneChangedAt = now;
      }
      await tx
        .update(userProfiles)
        .set({ ...set, updatedAt: now })
        .where(eq(userProfiles.id, userId));
    });
  }
  return getProfileView(db, userId, now);
}

function checkBirthDate(birthDate: string, zone: string, now: Date) {
  const refusal = birthDateRefusal(birthDate, calendarDayIn(zone, now));
  if (refusal) throw new AppError("bad_request", refusal, { fields: { birthDate: [refusal] } });
}

/** A second zone change within 24 hours of the last one is refused, saying when the next one opens. */
function refuseEarlyZoneChange(zone: string, lastChangedAt: Date | null, now: Date) {
  if (!lastChangedAt) return;
  const nextChangeAt = new Date(lastChangedAt.getTime() + ZONE_CHANGE_INTERVAL_MS);
  if (nextChangeAt <= now) return;
  const message = zoneChangeTooSoonMessage(isoInZone(zone, nextChangeAt));
  throw new AppError("zone_change_too_soon", message, {
    fields: { timezone: [message] },
    details: { nextChangeAt: nextChangeAt.toISOString() },
  });
}
