import { z } from "zod";
import { BIRTH_DATE_MIN, PROFILE_TEXT_MAX_LENGTHS, TIME_ZONE_MAX_LENGTH } from "../field-limits";
import { MINIMUM_AGE, profileBirthDateProblem, type ProfileBirthDateProblem } from "../birth-date";
import { isCalendarDay, type CalendarDay } from "../calendar";
import { canonicalTimeZone, isValidTimeZone } from "../time-zone";
import { MYSTIC_LEVELS } from "../gamification/rules";
import { REQUIREMENT_TYPES } from "../gamification/oracle-counters";
import { CAST_SOURCES } from "../cast";
import { SITUATIONS } from "../situations";
import { SPREADS } from "../draws/spreads";
import { ORACLE_TOOLS } from "../oracles/tools";
import { journalEntryFields, journalFiltersSchema } from "./journal";

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/** PATCH /api/me/profile: the editable fields; display id and e-mail are read-only. */
export const updateProfileRequestSchema = z
  .object({
    fullName: optionalText(PROFILE_TEXT_MAX_LENGTHS.fullName, "Full name"),
    bio: optionalText(PROFILE_TEXT_MAX_LENGTHS.bio, "Bio"),
    location: optionalText(PROFILE_TEXT_MAX_LENGTHS.location, "Location"),
    interests: optionalText(PROFILE_TEXT_MAX_LENGTHS.interests, "Interests"),
    // Whether the seeker is 18 on their own day needs the clock: `birthDateRefusal` below.
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Birth date must be a date like 1990-04-23")
      .refine(isCalendarDay, "Birth date must be a real date")
      .refine((value) => value >= BIRTH_DATE_MIN, "Birth date must be after 1900")
      .nullable()
      .optional(),
    timezone: z
      .string()
      .max(TIME_ZONE_MAX_LENGTH)
      .refine(isValidTimeZone, "Time zone must be a known time zone such as Europe/Paris")
      .transform(canonicalTimeZone)
      .optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

const BIRTH_DATE_MESSAGES: Record<ProfileBirthDateProblem, string> = {
  future: "Birth date must be in the past",
  "under-age": `You must be ${MINIMUM_AGE} or older to use Mystic Dice`,
};

/**
 * Why a profile may not take this birth date on the seeker's `today` (`profileBirthDateProblem`), in the
 * words the server answers with and the forms show before sending; null when it may.
 */
export function birthDateRefusal(birthDate: string, today: CalendarDay): string | null {
  const problem = profileBirthDateProblem(birthDate, today);
  return problem ? BIRTH_DATE_MESSAGES[problem] : null;
}

/** A day of the streak calendar: its readings, and whether a streak freeze covered it. */
const dayCountSchema = z.object({ day: z.string(), casts: z.number().int(), frozen: z.boolean() });

/** GET and PATCH /api/me/profile: the profile, its level, karma, streak and today's allowance. */
export const profileResponseSchema = z
  .object({
    userId: z.string(),
    email: z.string(),
    displayId: z.string(),
    fullName: z.string().nullable(),
    bio: z.string().nullable(),
    location: z.string().nullable(),
    birthDate: z.string().nullable(),
    interests: z.string().nullable(),
    timezone: z.string(),
    stats: z.object({
      totalReadings: z.number().int(),
      dailyStreak: z.number().int(),
      /** Streak freezes held (0–2), after any covering the days missed so far. */
      streakFreezes: z.number().int(),
      karmaPoints: z.number().int(),
      mysticLevel: z.enum(MYSTIC_LEVELS),
      nextLevel: z.object({ name: z.string(), karma: z.number().int() }).nullable(),
    }),
    tier: z.object({ level: z.number().int(), name: z.string() }),
    plan: z.object({ level: z.number().int(), name: z.string(), dailyLimit: z.number().int().nullable() }),
    /** The plan's readings over the last 24 hours (src/shared/allowance.ts). */
    daily: z.object({
      used: z.number().int(),
      limit: z.number().int().nullable(),
      remaining: z.number().int().nullable(),
      /** When one more reading opens (ISO); null when none is counted, or on a plan without a cap. */
      resetsAt: z.string().nullable(),
    }),
    /** The last 84 days (12 weeks), oldest first. */
    streakCalendar: z.array(dayCountSchema),
    /** Karma total at the end of each day that earned karma, oldest first. */
    karmaHistory: z.array(z.object({ day: z.string(), total: z.number().int() })),
  })
  .meta({ id: "Profile" });
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

const achievementViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    requirementType: z.enum(REQUIREMENT_TYPES),
    requirementValue: z.number().int(),
    karmaPoints: z.number().int(),
    unlockedAt: z.string().nullable(),
    progress: z.object({ current: z.number().int(), target: z.number().int() }),
  })
  .meta({ id: "Achievement" });
export type AchievementView = z.infer<typeof achievementViewSchema>;
/** GET /api/me/achievements */
export const achievementListSchema = z.array(achievementViewSchema);

const questViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    rewardKarma: z.number().int(),
    durationDays: z.number().int(),
    requirements: z.record(z.string(), z.number()),
    startedAt: z.string(),
    endsAt: z.string(),
    status: z.enum(["active", "completed", "expired"]),
    progress: z.object({ percent: z.number(), counters: z.record(z.string(), z.number()) }),
  })
  .meta({ id: "Quest" });
export type QuestView = z.infer<typeof questViewSchema>;
/** GET /api/me/quest: the active quest, or null between quests. */
export const activeQuestResponseSchema = z.object({ quest: questViewSchema.nullable() });

const itemViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    type: z.string(),
    rarity: z.string(),
    iconName: z.string(),
    effects: z.string(),
    quantity: z.number().int(),
    isEquipped: z.boolean(),
  })
  .meta({ id: "Item" });
export type ItemView = z.infer<typeof itemViewSchema>;
/** GET /api/me/items, and the collection after equipping or unequipping. */
export const itemListSchema = z.array(itemViewSchema);
/** An item's id in a path: lowercase words joined by dashes. */
export const itemIdSchema = z.string().regex(/^[a-z0-9-]{1,64}$/, "Item ids are lowercase words joined by dashes");

/** One reading in the seeker's history, of any oracle: the dice's roll, the spread and its items, or a ritual's title. */
const readingHistoryEntrySchema = z
  .object({
    id: z.string(),
    tool: z.enum(ORACLE_TOOLS),
    situation: z.enum(SITUATIONS),
    /** The dice's roll (`r-w-g`), for a dice cast. */
    diceValues: z.string().nullable(),
    /** A drawing oracle's spread and the drawn items, in position order. */
    spread: z.enum(SPREADS).nullable(),
    spreadName: z.string().nullable(),
    /** A ritual's title: "Personal Day 7 · The Seeker", "Waxing Crescent in Taurus". */
    title: z.string().nullable(),
    items: z.array(z.object({ key: z.string(), name: z.string(), reversed: z.boolean() })),
    createdAt: z.string(),
    summary: z.string(),
    hasEnhancement: z.boolean(),
    question: z.string().nullable(),
    source: z.enum(CAST_SOURCES),
    shareUrl: z.string().nullable(),
    /** Whether this reading's "How did it turn out?" follow-ups may come. */
    followUp: z.boolean(),
    ...journalEntryFields,
  })
  .meta({ id: "ReadingHistoryEntry" });
export type ReadingHistoryEntry = z.infer<typeof readingHistoryEntrySchema>;

/** GET /api/me/readings: a page of the seeker's readings of every oracle, newest first. */
export const readingHistoryPageSchema = z
  .object({ items: z.array(readingHistoryEntrySchema), nextCursor: z.string().nullable() })
  .meta({ id: "ReadingHistoryPage" });
export type ReadingHistoryPage = z.infer<typeof readingHistoryPageSchema>;

/** What a cast earned, so the Dice Oracle can celebrate it. */
export const castRewardsSchema = z
  .object({
    karma: z.number().int(),
    achievements: z.array(z.object({ id: z.string(), name: z.string(), karmaPoints: z.number().int() })),
    quest: z
      .object({
        id: z.string(),
        name: z.string(),
        percent: z.number(),
        isCompleted: z.boolean(),
        rewardKarma: z.number().int(),
      })
      .nullable(),
    items: z.array(z.object({ id: z.string(), name: z.string(), rarity: z.string() })),
    levelUp: z.string().nullable(),
    /** A freeze earned on this reading, the missed days freezes covered, and the freezes now held. */
    streakFreeze: z.object({ earned: z.boolean(), usedOn: z.array(z.string()), held: z.number().int() }),
  })
  .meta({ id: "CastRewards" });
export type CastRewards = z.infer<typeof castRewardsSchema>;

export const readingHistoryQuerySchema = z.object({
  cursor: z
    .string()
    // `<created ms>_<cast id>`: the id must be a real UUID, or the database refuses the query.
    .regex(/^\d{13}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "Cursor is not valid")
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  /** Only readings holding this item: a tarot card's or rune's slug, a dice roll `r-w-g`, a pendulum answer. */
  item: z
    .string()
    .regex(/^[a-z0-9-]{1,64}$/, "An item is a card's or rune's slug, a roll like 3-5-2, or an answer")
    .optional(),
  ...journalFiltersSchema,
});
