import { z } from "zod";
import { ARCHETYPE_ANSWER_COUNT, ARCHETYPE_IDS, ARCHETYPE_QUESTION_COUNT } from "../archetypes/quiz-rule";
import { NOTE_MAX_LENGTH } from "../journal/journal";
import { SITUATIONS } from "../situations";
import type { OracleSpec } from "./spec";

/** The seeker's answers: one for each question, in order, each the index of the answer chosen. */
const answersSchema = z
  .array(
    z
      .number({ error: "Each answer is the number of the answer chosen" })
      .int("Each answer is a whole number")
      .min(0, `Each answer is from 0 to ${ARCHETYPE_ANSWER_COUNT - 1}`)
      .max(ARCHETYPE_ANSWER_COUNT - 1, `Each answer is from 0 to ${ARCHETYPE_ANSWER_COUNT - 1}`),
    { error: "The answers are a list, one for each question" },
  )
  .length(ARCHETYPE_QUESTION_COUNT, `Answer all ${ARCHETYPE_QUESTION_COUNT} questions`);

/**
 * POST /api/readings/archetypes: the quiz's answers, and an optional private note for the journal (after
 * the crisis detector); the situation is guidance unless another is chosen.
 */
export const archetypeRequestSchema = z
  .object({
    answers: answersSchema,
    note: z
      .string({ error: "A note must be text" })
      .trim()
      .max(NOTE_MAX_LENGTH, `A note must be at most ${NOTE_MAX_LENGTH} characters`)
      .optional(),
    situation: z.enum(SITUATIONS, { error: "Choose guidance, finances or relationships" }).default("guidance"),
  })
  .strict()
  .meta({ id: "ArchetypeRequest" });
export type ArchetypeRequest = z.infer<typeof archetypeRequestSchema>;

/** What a quiz result stores: the answers given, and the animal they led to when it was taken. */
export const archetypePayloadSchema = z.object({ answers: answersSchema, animal: z.enum(ARCHETYPE_IDS) });
export type ArchetypePayload = z.infer<typeof archetypePayloadSchema>;

/**
 * Animal Archetypes as an oracle: a quiz result worked out from the seeker's answers, not drawn; outside
 * the plan's cap, and any number a day (only the day's first earns a cast's karma).
 */
export const ARCHETYPES_ORACLE = {
  id: "archetypes",
  name: "Animal Archetypes",
  path: "/spirit-animals",
  origin: "computed",
  usesAllowance: false,
  oncePerDay: false,
  payload: archetypePayloadSchema,
} as const satisfies OracleSpec<"archetypes">;
