import { z } from "zod";
import { BIRTH_DATE_MIN, PROFILE_TEXT_MAX_LENGTHS, TIME_ZONE_MAX_LENGTH } from "../field-limits";
import { isValidTimeZone } from "../calendar";
import { MYSTIC_LEVELS } from "../gamification/rules";
import { SITUATIONS } from "../situations";

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
    birthDate: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, "Birth date must be a date like 1990-04-23")
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        "Birth date must be a real date",
      )
      .refine((value) => value >= BIRTH_DATE_MIN, "Birth date must be after 1900")
      .refine((value) => Date.parse(`${value}T00:00:00Z`) < Date.now(), "Birth date must be in the past")
      .nullable()
      .optional(),
    timezone: z
      .string()
      .max(TIME_ZONE_MAX_LENGTH)
      .refine(isValidTimeZone, "Time zone must be a known time zone such as Europe/Paris")
      .optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export interface ProfileResponse {
  userId: string;
  email: string;
  displayId: string;
  fullName: string | null;
  bio: string | null;
  location: string | null;
  birthDate: string | null;
  interests: string | null;
  timezone: string;
  stats: {
    totalReadings: number;
    dailyStreak: number;
    karmaPoints: number;
    mysticLevel: (typeof MYSTIC_LEVELS)[number];
    nextLevel: { name: string; karma: number } | null;
  };
  tier: { level: number; name: string };
  plan: { level: number; name: string; dailyLimit: number | null };
  daily: { used: number; limit: number | null; remaining: number | null; resetsAt: string };
  /** The last 84 days (12 weeks), oldest first. */
  streakCalendar: { day: string; casts: number }[];
  /** Karma total at the end of each day that earned karma, oldest first. */
  karmaHistory: { day: string; total: number }[];
}

export interface AchievementView {
  id: string;
  name: string;
  description: string;
  requirementType: "readings" | "streak" | "karma";
  requirementValue: number;
  karmaPoints: number;
  unlockedAt: string | null;
  progress: { current: number; target: number };
}

export interface QuestView {
  id: string;
  name: string;
  description: string;
  rewardKarma: number;
  durationDays: number;
  requirements: Record<string, number>;
  startedAt: string;
  endsAt: string;
  status: "active" | "completed" | "expired";
  progress: { percent: number; counters: Record<string, number> };
}

export interface ItemView {
  id: string;
  name: string;
  description: string;
  type: string;
  rarity: string;
  iconName: string;
  effects: string;
  quantity: number;
  isEquipped: boolean;
}

export interface CastHistoryEntry {
  id: string;
  situation: (typeof SITUATIONS)[number];
  diceValues: string;
  createdAt: string;
  summary: string;
  hasEnhancement: boolean;
}

export interface CastHistoryPage {
  items: CastHistoryEntry[];
  nextCursor: string | null;
}

/** What a cast earned, so the Dice Oracle can celebrate it. */
export interface CastRewards {
  karma: number;
  achievements: { id: string; name: string; karmaPoints: number }[];
  quest: { id: string; name: string; percent: number; isCompleted: boolean; rewardKarma: number } | null;
  items: { id: string; name: string; rarity: string }[];
  levelUp: string | null;
}

export const castHistoryQuerySchema = z.object({
  cursor: z
    .string()
    // `<created ms>_<cast id>`: the id must be a real UUID, or the database refuses the query.
    .regex(/^\d{13}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, "Cursor is not valid")
    .optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
