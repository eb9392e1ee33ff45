import { z } from "zod";
import { RUNE_DECK, TAROT_DECK } from "../draws/decks";
import { HUNCH_KIND_IDS, isConfidence, isHunch } from "../intuition/hunches";
import { PENDULUM_ANSWERS } from "./pendulum-rule";
import { checkSealPair, readingRequestParts } from "./request-parts";
import type { OracleSpec } from "./spec";

/** The seeker's confidence that the hunch comes true: a whole number of per cent, 0 to 100 in steps of ten. */
export const confidenceSchema = z
  .number("Confidence is a whole number of per cent, 0 to 100 in steps of 10")
  .int("Confidence is a whole number of per cent, 0 to 100 in steps of 10")
  .min(0, "Confidence is 0 to 100")
  .max(100, "Confidence is 0 to 100")
  .refine(isConfidence, "Confidence goes in steps of 10")
  .meta({ description: "The chance you give the hunch of coming true, in per cent: 0, 10, … 100" });

/** A hunch from the menu: its kind and the value called, which must be one of the kind's values. */
const hunchSchema = z
  .object({
    kind: z.enum(HUNCH_KIND_IDS, { error: "Choose a hunch from the menu" }),
    value: z.string().regex(/^[a-z0-9-]{1,16}$/, "Choose a value from the menu"),
  })
  .strict()
  .refine((hunch) => isHunch(hunch.kind, hunch.value), {
    message: "That value is not one of this hunch's",
    path: ["value"],
  })
  .meta({ id: "Hunch" });

/** POST /api/readings/intuition: a hunch about the next draw, its confidence, and the commitment to draw from. */
export const intuitionRequestSchema = z
  .object({
    hunch: hunchSchema,
    confidence: confidenceSchema,
    commitmentId: readingRequestParts.commitmentId,
    clientSeed: readingRequestParts.clientSeed,
  })
  .strict()
  .superRefine(checkSealPair)
  .meta({ id: "IntuitionRequest" });
export type IntuitionRequest = z.infer<typeof intuitionRequestSchema>;

/** What a hunch's draw gave, as stored and answered. */
export const hunchDrawSchema = z
  .discriminatedUnion("source", [
    z.object({
      source: z.literal("card"),
      index: z
        .number()
        .int()
        .min(0)
        .max(TAROT_DECK.length - 1),
      reversed: z.boolean(),
    }),
    z.object({
      source: z.literal("rune"),
      index: z
        .number()
        .int()
        .min(0)
        .max(RUNE_DECK.length - 1),
      reversed: z.boolean(),
    }),
    z.object({ source: z.literal("die"), face: z.number().int().min(1).max(6) }),
    z.object({ source: z.literal("pendulum"), answer: z.enum(PENDULUM_ANSWERS) }),
  ])
  .meta({ id: "HunchDraw" });

/** What a hunch about a draw stores: the hunch, the confidence stated before the draw, the draw and whether it hit. */
export const intuitionPayloadSchema = z.object({
  hunch: z.object({ kind: z.enum(HUNCH_KIND_IDS), value: z.string() }),
  confidence: z.number().int().min(0).max(100),
  draw: hunchDrawSchema,
  hit: z.boolean(),
});
export type IntuitionPayload = z.infer<typeof intuitionPayloadSchema>;

/**
 * Intuition Calibration as an oracle: a hunch about one fair draw, resolved by it. Drawn (checkable on
 * /fairness), outside the daily cap (a hunch is practice in noticing, not a reading: decision 042), not once
 * a day, and shareable as a small card. Real-life hunches are not readings: they live in `hunches`.
 */
export const INTUITION_ORACLE = {
  id: "intuition",
  name: "Intuition Calibration",
  path: "/ai-intuition",
  origin: "drawn",
  usesAllowance: false,
  oncePerDay: false,
  payload: intuitionPayloadSchema,
} as const satisfies OracleSpec<"intuition">;
