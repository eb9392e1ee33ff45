import { z } from "zod";
import { ENERGY_AXIS_MAX, ENERGY_AXIS_MIN, ENERGY_INTENSITIES, ENERGY_QUADRANTS } from "../energy/energy-rule";
import { MOON_PHASES } from "../moon/phases";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

const axisValue = z.number().int().min(ENERGY_AXIS_MIN).max(ENERGY_AXIS_MAX);

/** One day's check-in: the seeker's point, its quadrant, their word and the Moon's phase that day. */
export const energyResponseSchema = z
  .object({
    id: z.string(),
    tool: z.literal("energy"),
    /** The engine's column every reading has; a check-in is always "guidance". */
    situation: z.enum(SITUATIONS),
    question: z.null(),
    /** The seeker's local day it stands for (`YYYY-MM-DD`). */
    day: z.string(),
    pleasant: axisValue,
    energy: axisValue,
    quadrant: z.enum(ENERGY_QUADRANTS),
    intensity: z.enum(ENERGY_INTENSITIES),
    /** The quadrant's name and what a point there usually feels like. */
    title: z.string(),
    summary: z.string(),
    word: z.string().nullable(),
    moonPhase: z.enum(MOON_PHASES),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "EnergyCheckIn" });
export type EnergyResponse = z.infer<typeof energyResponseSchema>;

/** A new day's check-in with what it earned (201); a replaced one answers the view (200), earning nothing. */
export const energyResultSchema = energyResponseSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "EnergyResult" });
export type EnergyResult = z.infer<typeof energyResultSchema>;

/**
 * What a shared check-in would show: nothing of it, since a check-in is never shared (the share link is
 * refused); the registry asks every oracle for one.
 */
export const sharedEnergySchema = z
  .object({
    tool: z.literal("energy"),
    situation: z.enum(SITUATIONS),
    question: z.null(),
    title: z.string(),
    sections: z.array(z.object({ heading: z.string(), text: z.string() })).max(0),
  })
  .meta({ id: "SharedEnergy" });
export type SharedEnergy = z.infer<typeof sharedEnergySchema>;

/** GET /api/me/energy?weeks=N: how many weeks the map covers (4 to 26, 8 when left out). */
export const ENERGY_MAP_WEEKS = { min: 4, max: 26, default: 8 } as const;
export const energyMapQuerySchema = z.object({
  weeks: z.coerce
    .number(`Weeks is a whole number from ${ENERGY_MAP_WEEKS.min} to ${ENERGY_MAP_WEEKS.max}`)
    .int(`Weeks is a whole number from ${ENERGY_MAP_WEEKS.min} to ${ENERGY_MAP_WEEKS.max}`)
    .min(ENERGY_MAP_WEEKS.min, `Weeks is ${ENERGY_MAP_WEEKS.min} to ${ENERGY_MAP_WEEKS.max}`)
    .max(ENERGY_MAP_WEEKS.max, `Weeks is ${ENERGY_MAP_WEEKS.min} to ${ENERGY_MAP_WEEKS.max}`)
    .optional(),
});

const quadrantCounts = z.object(
  Object.fromEntries(ENERGY_QUADRANTS.map((quadrant) => [quadrant, z.number().int().min(0)])) as Record<
    (typeof ENERGY_QUADRANTS)[number],
    z.ZodNumber
  >,
);

/** The seeker's map: every day of the weeks, each week summed up, and today's check-in with its note. */
export const energyMapSchema = z
  .object({
    timeZone: z.string(),
    today: z.string(),
    days: z.array(
      z.object({
        day: z.string(),
        moonPhase: z.enum(MOON_PHASES),
        /** Whether a principal phase (new, first quarter, full, last quarter) falls on the day. */
        isPrincipalPhase: z.boolean(),
        readings: z.number().int().min(0),
        checkIn: z.object({ pleasant: axisValue, energy: axisValue, word: z.string().nullable() }).nullable(),
      }),
    ),
    weeks: z.array(
      z.object({
        start: z.string(),
        end: z.string(),
        checkIns: z.number().int().min(0),
        meanPleasant: z.number().nullable(),
        meanEnergy: z.number().nullable(),
        quadrant: z.enum(ENERGY_QUADRANTS).nullable(),
        quadrants: quadrantCounts,
        readings: z.number().int().min(0),
      }),
    ),
    todayCheckIn: energyResponseSchema.extend({ note: z.string().nullable() }).nullable(),
  })
  .meta({ id: "EnergyMap" });
export type EnergyMap = z.infer<typeof energyMapSchema>;
