import { z } from "zod";
import { CHAKRA_ITEMS, LIKERT_MAX, LIKERT_MIN } from "../chakra/check-in";
import { NOTE_MAX_LENGTH } from "../journal/journal";
import type { OracleSpec } from "./spec";

/** One answer on the check-in's scale, 1–5. */
const likertSchema = z
  .number({ error: `An answer is a whole number from ${LIKERT_MIN} to ${LIKERT_MAX}` })
  .int(`An answer is a whole number from ${LIKERT_MIN} to ${LIKERT_MAX}`)
  .min(LIKERT_MIN, `An answer is a whole number from ${LIKERT_MIN} to ${LIKERT_MAX}`)
  .max(LIKERT_MAX, `An answer is a whole number from ${LIKERT_MIN} to ${LIKERT_MAX}`);

/** Every statement's answer, by its id (`root-1` … `crown-4`): all 28 are needed. */
const answersSchema = z
  .object(
    Object.fromEntries(CHAKRA_ITEMS.map((item) => [item.id, likertSchema])) as Record<string, typeof likertSchema>,
  )
  .strict()
  .meta({ id: "ChakraAnswers", description: "Each of the 28 statements' answer (1–5), by its id: root-1 … crown-4" });

/** POST /api/readings/chakra: the answers, and an optional private note (it passes the crisis detector). */
export const chakraRequestSchema = z
  .object({
    answers: answersSchema,
    note: z
      .string({ error: "A note must be text" })
      .trim()
      .max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH} characters`)
      .optional(),
  })
  .strict()
  .meta({ id: "ChakraRequest" });
export type ChakraRequest = z.infer<typeof chakraRequestSchema>;

/** What a check-in stores: the seeker's answers only; balances, aura and practices are worked out from them. */
export const chakraPayloadSchema = z.object({ answers: z.record(z.string(), z.number().int().min(1).max(5)) });
export type ChakraPayload = z.infer<typeof chakraPayloadSchema>;

/**
 * The Chakra Check-in as an oracle: computed from the seeker's own answers, outside the plan's cap, as many
 * a day as the seeker likes, and shareable (its aura card), never its note.
 */
export const CHAKRA_ORACLE = {
  id: "chakra",
  name: "Aura & Chakra Check-in",
  path: "/aura-chakra",
  origin: "computed",
  usesAllowance: false,
  oncePerDay: false,
  payload: chakraPayloadSchema,
} as const satisfies OracleSpec<"chakra">;
