import { z } from "zod";
import { readingRequestParts } from "./request-parts";
import type { OracleSpec } from "./spec";

/** POST /api/readings/cycles: the situation to read the day's cycles for, and an optional question. */
export const cyclesRequestSchema = z
  .object({ situation: readingRequestParts.situation, question: readingRequestParts.question })
  .strict()
  .meta({ id: "CyclesRequest" });
export type CyclesRequest = z.infer<typeof cyclesRequestSchema>;

const cycleNumber = z.number().int().min(1).max(9);

/**
 * What a reading of the day's cycles stores: the seeker's Personal Year, Month and Day and the Universal
 * Year on their local day (each 1–9), computed from the profile's birth date, which is not kept with it.
 */
export const cyclesPayloadSchema = z.object({
  personalYear: cycleNumber,
  personalMonth: cycleNumber,
  personalDay: cycleNumber,
  universalYear: cycleNumber,
});
export type CyclesPayload = z.infer<typeof cyclesPayloadSchema>;

/**
 * Your Cycles as an oracle: computed from the seeker's birth date and local day, once a day like the
 * daily rituals, and outside the plan's cap.
 */
export const CYCLES_ORACLE = {
  id: "cycles",
  name: "Your Cycles",
  path: "/karmic-cycle",
  origin: "computed",
  usesAllowance: false,
  oncePerDay: true,
  payload: cyclesPayloadSchema,
} as const satisfies OracleSpec<"cycles">;
