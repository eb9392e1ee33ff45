import { z } from "zod";
import { FAIRNESS_ALGORITHM } from "../fairness";
import { HUNCH_KIND_IDS } from "../intuition/hunches";
import { confidenceSchema, hunchDrawSchema } from "../oracles/intuition";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

/** The longest real-life hunch, in characters. */
export const LIFE_HUNCH_MAX_LENGTH = 280;

/** What a hunch about a draw says, whoever reads it. */
const intuitionWordsSchema = z.object({
  tool: z.literal("intuition"),
  situation: z.enum(SITUATIONS),
  question: z.string().nullable(),
  hunch: z.object({ kind: z.enum(HUNCH_KIND_IDS), value: z.string() }),
  /** The hunch as a sentence names it: "a Major Arcana card". */
  hunchLabel: z.string(),
  /** 0–100, stated before the draw. */
  confidence: z.number().int(),
  /** The hunch's chance by the draw alone (0–1): 22/78 for a Major Arcana. */
  chance: z.number(),
  draw: hunchDrawSchema,
  /** What was drawn: "The Tower, reversed", "the red die: 5". */
  drawLabel: z.string(),
  hit: z.boolean(),
  /** "It came." or "Not this time." */
  headline: z.string(),
  /** One line on this result, chosen by the reading's id. */
  line: z.string(),
});

const intuitionFairnessSchema = z
  .object({
    algorithm: z.literal(FAIRNESS_ALGORITHM),
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
  })
  .meta({ id: "IntuitionFairness" });

/** One of the seeker's hunches about a draw. */
export const intuitionResponseSchema = intuitionWordsSchema
  .extend({
    id: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    fairness: intuitionFairnessSchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "IntuitionHunch" });
export type IntuitionResponse = z.infer<typeof intuitionResponseSchema>;

/** POST /api/readings/intuition answers the resolved hunch with what it earned. */
export const intuitionResultSchema = intuitionResponseSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "IntuitionResult" });
export type IntuitionResult = z.infer<typeof intuitionResultSchema>;

/** A shared hunch: what was called, at what confidence, what came and whether it hit. Nothing about the seeker. */
export const sharedIntuitionSchema = intuitionWordsSchema.meta({ id: "SharedIntuition" });
export type SharedIntuition = z.infer<typeof sharedIntuitionSchema>;

/** Line breaks and tabs, but no other control character (the database refuses a NUL). */
function isPlainText(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13) || code === 127) return false;
  }
  return true;
}

/** POST /api/me/hunches: a real-life hunch in the seeker's words, and its confidence. */
export const lifeHunchRequestSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, "Write the hunch")
      .max(LIFE_HUNCH_MAX_LENGTH, `A hunch can be at most ${LIFE_HUNCH_MAX_LENGTH} characters`)
      .refine(isPlainText, "A hunch is plain text"),
    confidence: confidenceSchema,
  })
  .strict()
  .meta({ id: "LifeHunchRequest" });
export type LifeHunchRequest = z.infer<typeof lifeHunchRequestSchema>;

/** POST /api/me/hunches/{id}/resolve: whether it came true. */
export const lifeHunchResolveSchema = z
  .object({ cameTrue: z.boolean("Say whether it came true") })
  .strict()
  .meta({ id: "LifeHunchResolve" });

export const lifeHunchParamsSchema = z.object({
  id: z.uuid("A hunch id is a UUID"),
});

/** One real-life hunch: unresolved until the seeker says how it went. */
export const lifeHunchSchema = z
  .object({
    id: z.string(),
    text: z.string(),
    confidence: z.number().int(),
    /** Null until resolved. */
    cameTrue: z.boolean().nullable(),
    resolvedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "LifeHunch" });
export type LifeHunch = z.infer<typeof lifeHunchSchema>;

export const lifeHunchListSchema = z.object({ items: z.array(lifeHunchSchema) }).meta({ id: "LifeHunchList" });
export type LifeHunchList = z.infer<typeof lifeHunchListSchema>;

const binSchema = z.object({
  confidence: z.number().int(),
  count: z.number().int(),
  hits: z.number().int(),
  hitRate: z.number().nullable(),
  meanChance: z.number().nullable(),
});

const summarySchema = z
  .object({
    count: z.number().int(),
    hits: z.number().int(),
    brier: z.number().nullable(),
    withChance: z.number().int(),
    brierWithChance: z.number().nullable(),
    chanceBrier: z.number().nullable(),
    bins: z.array(binSchema),
  })
  .meta({ id: "CalibrationSummary" });

/** GET /api/me/intuition: the calibration of every resolved hunch, the draws' and real life's apart, and each kind. */
export const calibrationSchema = z
  .object({
    all: summarySchema,
    draws: summarySchema,
    life: summarySchema,
    kinds: z.array(z.object({ kind: z.enum([...HUNCH_KIND_IDS, "life"]), summary: summarySchema })),
    /** Real-life hunches written and not yet resolved (left out of every figure). */
    openLifeHunches: z.number().int(),
  })
  .meta({ id: "IntuitionCalibration" });
export type IntuitionCalibration = z.infer<typeof calibrationSchema>;
