import { z } from "zod";
import { MOON_PHASES } from "../moon/phases";
import {
  ENERGY_AXIS_MAX,
  ENERGY_AXIS_MIN,
  ENERGY_NOTE_MAX_LENGTH,
  ENERGY_WORD_MAX_LENGTH,
} from "../energy/energy-rule";
import type { OracleSpec } from "./spec";

const axisSchema = (name: string) =>
  z
    .number(`${name} is a whole number from ${ENERGY_AXIS_MIN} to ${ENERGY_AXIS_MAX}`)
    .int(`${name} is a whole number from ${ENERGY_AXIS_MIN} to ${ENERGY_AXIS_MAX}`)
    .min(ENERGY_AXIS_MIN, `${name} is ${ENERGY_AXIS_MIN} to ${ENERGY_AXIS_MAX}`)
    .max(ENERGY_AXIS_MAX, `${name} is ${ENERGY_AXIS_MIN} to ${ENERGY_AXIS_MAX}`);

/** POST /api/readings/energy: today's point on the two axes, and an optional word and note. */
export const energyRequestSchema = z
  .object({
    pleasant: axisSchema("Pleasantness").meta({ description: "1 (unpleasant) to 10 (pleasant)" }),
    energy: axisSchema("Energy").meta({ description: "1 (calm) to 10 (energised)" }),
    word: z
      .string()
      .trim()
      .max(ENERGY_WORD_MAX_LENGTH, `A word can be at most ${ENERGY_WORD_MAX_LENGTH} characters`)
      .regex(/^[^\n\r]*$/, "A word stays on one line")
      .optional(),
    note: z
      .string()
      .trim()
      .max(ENERGY_NOTE_MAX_LENGTH, `A note can be at most ${ENERGY_NOTE_MAX_LENGTH} characters`)
      .optional(),
  })
  .strict()
  .meta({ id: "EnergyRequest" });
export type EnergyRequest = z.infer<typeof energyRequestSchema>;

/**
 * What a check-in stores: the point, the seeker's word for the day (if any) and the Moon's phase on their
 * local day. The note is the reading's journal note (`casts.note`), the day its `ritual_day`.
 */
export const energyPayloadSchema = z.object({
  pleasant: z.number().int().min(ENERGY_AXIS_MIN).max(ENERGY_AXIS_MAX),
  energy: z.number().int().min(ENERGY_AXIS_MIN).max(ENERGY_AXIS_MAX),
  word: z.string().max(ENERGY_WORD_MAX_LENGTH).optional(),
  moonPhase: z.enum(MOON_PHASES),
});
export type EnergyPayload = z.infer<typeof energyPayloadSchema>;

/**
 * The Energy Map as an oracle: a daily check-in, computed from the seeker's own point, once a local day (a
 * second check-in the same day replaces the first), outside the daily cap, and private like the dream
 * journal: never shared.
 */
export const ENERGY_ORACLE = {
  id: "energy",
  name: "Energy Map",
  path: "/quantum-energy",
  origin: "computed",
  usesAllowance: false,
  oncePerDay: true,
  private: true,
  payload: energyPayloadSchema,
} as const satisfies OracleSpec<"energy">;
