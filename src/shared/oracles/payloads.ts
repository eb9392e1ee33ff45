import { z } from "zod";
import { ZODIAC_SIGNS } from "../astrology/signs";
import { DICE_PATTERN } from "../dice";
import { SPREADS, THREE_CARD_VARIANTS } from "../draws/spreads";
import { MOON_PHASES } from "../moon/phases";
import { NUMEROLOGY_NUMBERS } from "../numerology/numbers";

/**
 * What the first five oracles store of a reading (the `payload` column): checked when a reading is
 * recorded and again when it is read back, so a stored row that does not fit its oracle is never shown
 * as if it did.
 */

/** A dice cast: its roll, red-white-green (`3-1-5`); the reading's texts are found by it. */
export const dicePayloadSchema = z.object({ dice: z.string().regex(DICE_PATTERN) });
export type DicePayload = z.infer<typeof dicePayloadSchema>;

/** A tarot spread or rune cast: the spread, the three-card spread's variant, the items in draw order. */
export const drawPayloadSchema = z.object({
  spread: z.enum(SPREADS),
  variant: z.enum(THREE_CARD_VARIANTS).nullish(),
  items: z.array(z.object({ index: z.number().int().min(0), reversed: z.boolean() })).min(1),
});
export type DrawPayload = z.infer<typeof drawPayloadSchema>;

const ritualMoonSchema = z.object({
  phase: z.enum(MOON_PHASES),
  sign: z.enum(ZODIAC_SIGNS),
  illumination: z.number().min(0).max(1),
});
const numerologyNumberSchema = z.union(NUMEROLOGY_NUMBERS.map((number) => z.literal(number)));

/** Today's numerology reading: the day's number, the seeker's cycles and core numbers, the Moon. */
export const numerologyPayloadSchema = z.object({
  kind: z.literal("numerology"),
  dayNumber: numerologyNumberSchema,
  personalDay: z.number().int(),
  personalMonth: z.number().int(),
  personalYear: z.number().int(),
  lifePath: numerologyNumberSchema,
  expression: numerologyNumberSchema.nullable(),
  moon: ritualMoonSchema,
});

/** The moon ritual: the Moon's phase, sign and light, and its age in days. */
export const moonPayloadSchema = z.object({ kind: z.literal("moon"), moon: ritualMoonSchema, ageDays: z.number() });
