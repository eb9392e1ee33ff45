import { z } from "zod";
import { ZODIAC_SIGNS } from "../astrology/signs";
import { RITUAL_TOOLS } from "../draws/spreads";
import { MOON_PHASES } from "../moon/phases";
import { RITUAL_PROFILE_FIELDS } from "../rituals/profile-fields";
import { SITUATIONS } from "../situations";
import { castQuestionSchema, enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

/** POST /api/rituals/numerology and /api/rituals/moon: the situation to read the day for, and a question. */
export const ritualRequestSchema = z
  .object({
    situation: z.enum(SITUATIONS, { error: "Choose guidance, finances or relationships" }),
    question: castQuestionSchema.optional(),
  })
  .strict();
export type RitualRequest = z.infer<typeof ritualRequestSchema>;

/** The Moon as a ritual read it: its phase and sign, with their names, and how much of it was lit (0–1). */
const ritualMoonSchema = z
  .object({
    phase: z.enum(MOON_PHASES),
    phaseName: z.string(),
    sign: z.enum(ZODIAC_SIGNS),
    signName: z.string(),
    illumination: z.number(),
  })
  .meta({ id: "RitualMoon" });

/** A number of Pythagorean numerology: 1–9, 11, 22 or 33. */
const numerologyNumberSchema = z.number().int().min(1).max(33);

/** The seeker's numbers for the day a numerology reading was made. */
const ritualNumbersSchema = z
  .object({
    /** The number the day was read by: the Personal Day, or the master number over it (11/2, 22/4, 33/6). */
    dayNumber: numerologyNumberSchema,
    /** As written: "7", or "11/2" for a master day. */
    dayNumberLabel: z.string(),
    personalDay: z.number().int(),
    personalMonth: z.number().int(),
    personalYear: z.number().int(),
    lifePath: numerologyNumberSchema,
    expression: numerologyNumberSchema.nullable(),
  })
  .meta({ id: "RitualNumbers" });

/** A part of a ritual's words: a heading and its paragraph. */
const ritualSectionSchema = z.object({ heading: z.string(), text: z.string() }).meta({ id: "RitualSection" });

/** What a ritual says, whoever reads it: the words and the facts they were read from. */
const ritualWordsSchema = z.object({
  tool: z.enum(RITUAL_TOOLS),
  situation: z.enum(SITUATIONS),
  question: z.string().nullable(),
  /** "Personal Day 7 · The Seeker", "Waxing Crescent in Taurus". */
  title: z.string(),
  numbers: ritualNumbersSchema.nullable(),
  moon: ritualMoonSchema,
  sections: z.array(ritualSectionSchema),
  /** The moon ritual's steps, in order (none for a numerology reading). */
  steps: z.array(z.string()),
});

/** One of the seeker's rituals: today's numerology reading or a moon ritual, on the seeker's local day. */
export const ritualResponseSchema = ritualWordsSchema
  .extend({
    id: z.string(),
    /** The seeker's local day it was made on (`YYYY-MM-DD`): one of each ritual per day. */
    day: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Ritual" });
export type RitualResponse = z.infer<typeof ritualResponseSchema>;

/** A ritual as POST answers it when it is made now (201): with what it earned, like any reading. */
export const ritualResultSchema = ritualResponseSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "RitualResult" });
export type RitualResult = z.infer<typeof ritualResultSchema>;

/** GET /api/rituals/today: what is done today in the seeker's time zone, and what the profile still lacks. */
export const todayRitualsSchema = z
  .object({
    day: z.string(),
    timeZone: z.string(),
    numerology: z.union([ritualResponseSchema, z.null()]),
    moon: z.union([ritualResponseSchema, z.null()]),
    /** The profile fields today's numerology reading needs and the profile does not have. */
    missing: z.array(z.enum(RITUAL_PROFILE_FIELDS)),
  })
  .meta({ id: "TodayRituals" });
export type TodayRituals = z.infer<typeof todayRitualsSchema>;

/** A shared ritual: its words and facts, nothing about the seeker (no day, name or birth date). */
export const sharedRitualSchema = ritualWordsSchema.meta({ id: "SharedRitual" });
export type SharedRitual = z.infer<typeof sharedRitualSchema>;
