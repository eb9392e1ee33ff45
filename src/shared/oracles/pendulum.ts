import { z } from "zod";
import { PENDULUM_ANSWERS } from "./pendulum-rule";
import { checkSealPair, readingRequestParts } from "./request-parts";
import type { OracleSpec } from "./spec";

/** POST /api/readings/pendulum: the situation, an optional question, and the fairness commitment to swing from. */
export const pendulumRequestSchema = z
  .object(readingRequestParts)
  .strict()
  .superRefine(checkSealPair)
  .meta({ id: "PendulumRequest" });
export type PendulumRequest = z.infer<typeof pendulumRequestSchema>;

/** What a pendulum reading stores: its answer. */
export const pendulumPayloadSchema = z.object({ answer: z.enum(PENDULUM_ANSWERS) });
export type PendulumPayload = z.infer<typeof pendulumPayloadSchema>;

/**
 * The pendulum as an oracle: drawn (a committed swing can be checked on /fairness), one of the day's
 * readings under the plan's cap, not a ritual, and not one of "three oracles in a week" (which names the
 * dice, the tarot and the runes).
 */
export const PENDULUM_ORACLE = {
  id: "pendulum",
  name: "Yes/No Pendulum",
  path: "/pendulum",
  origin: "drawn",
  usesAllowance: true,
  oncePerDay: false,
  payload: pendulumPayloadSchema,
} as const satisfies OracleSpec<"pendulum">;
