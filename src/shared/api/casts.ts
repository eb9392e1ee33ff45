import { z } from "zod";
import { castRewardsSchema } from "./me";
import { CAST_SOURCES, ENHANCEMENT_AUTHORS } from "../cast";
import { CLIENT_SEED_PATTERN, FAIRNESS_ALGORITHM } from "../fairness";
import { SITUATIONS } from "../situations";
import { readingSchema } from "../reading";
import { diceParamSchema } from "./readings";
import { castQuestionSchema } from "../oracles/request-parts";

export { castQuestionSchema };

/**
 * POST /api/casts. The server rolls (`avoid` names a roll not to repeat), from a fairness commitment
 * when `commitmentId` and `clientSeed` come together; or, with `source: "physical"`, the seeker gives the
 * faces of their own dice in `dice`.
 */
export const castRequestSchema = z
  .object({
    situation: z.enum(SITUATIONS, { error: "Choose guidance, finances or relationships" }),
    avoid: diceParamSchema.optional(),
    question: castQuestionSchema.optional(),
    commitmentId: z.uuid("A commitment id is a UUID").optional(),
    clientSeed: z
      .string()
      .regex(CLIENT_SEED_PATTERN, "A client seed is 1 to 64 printable characters (letters, digits, signs)")
      .optional(),
    dice: diceParamSchema.optional(),
    source: z.enum(CAST_SOURCES, { error: 'The source is "oracle" or "physical"' }).optional(),
  })
  .strict()
  .superRefine((request, context) => {
    if (request.commitmentId && !request.clientSeed) {
      context.addIssue({ code: "custom", path: ["clientSeed"], message: "A committed cast needs your client seed" });
    }
    if (request.clientSeed && !request.commitmentId) {
      context.addIssue({ code: "custom", path: ["commitmentId"], message: "A client seed needs a commitment" });
    }
    const isPhysical = request.source === "physical";
    if (isPhysical && !request.dice) {
      context.addIssue({ code: "custom", path: ["dice"], message: "Enter the faces of your three dice, like 3-1-5" });
    }
    if (request.dice && !isPhysical) {
      context.addIssue({
        code: "custom",
        path: ["source"],
        message: 'Dice you rolled yourself need source "physical"',
      });
    }
    if (isPhysical && (request.commitmentId || request.clientSeed || request.avoid)) {
      context.addIssue({
        code: "custom",
        path: ["source"],
        message: "Your own dice need no commitment, client seed or roll to avoid",
      });
    }
  });
export type CastRequest = z.infer<typeof castRequestSchema>;

/** The revealed values of a committed cast: enough for anyone to recompute its dice. */
export const fairnessSchema = z
  .object({
    algorithm: z.literal(FAIRNESS_ALGORITHM),
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
  })
  .meta({ id: "Fairness" });
export type Fairness = z.infer<typeof fairnessSchema>;

/** Who wrote an enhanced reading: the built-in composer ("oracle") or an AI provider ("ai") and its model. */
export const enhancedBySchema = z
  .object({ kind: z.enum(ENHANCEMENT_AUTHORS), model: z.string().nullable() })
  .meta({ id: "EnhancedBy" });
export type EnhancedBy = z.infer<typeof enhancedBySchema>;

/** POST /api/fairness/commitments: a server seed committed by its hash, to be used by one cast. */
export const commitmentResponseSchema = z
  .object({ commitmentId: z.string(), serverSeedHash: z.string(), expiresAt: z.string() })
  .meta({ id: "FairnessCommitment" });
export type CommitmentResponse = z.infer<typeof commitmentResponseSchema>;

/** POST /api/casts/{id}/share: the reading's public link (a path, `/r/<shareId>`). */
export const castShareResponseSchema = z.object({ url: z.string() }).meta({ id: "CastShare" });
export type CastShareResponse = z.infer<typeof castShareResponseSchema>;

/** A cast's id in a path. */
export const castIdParamsSchema = z.object({ id: z.uuid("Reading ids are UUIDs") });

export const castResponseSchema = z
  .object({
    id: z.string(),
    situation: z.enum(SITUATIONS),
    diceValues: z.string(),
    dice: z.object({ red: z.number(), white: z.number(), green: z.number() }),
    reading: readingSchema,
    interpretation: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    question: z.string().nullable(),
    source: z.enum(CAST_SOURCES),
    fairness: fairnessSchema.nullable(),
    /** The public link's path while the reading is shared, else null. */
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Cast" });
export type CastResponse = z.infer<typeof castResponseSchema>;

/** POST /api/casts also reports what the cast earned. */
export const castResultSchema = castResponseSchema.extend({ rewards: castRewardsSchema }).meta({ id: "CastResult" });
export type CastResult = z.infer<typeof castResultSchema>;

/** A shared cast of the dice: the dice, the question and the situation's reading. */
export const sharedDiceReadingSchema = z
  .object({
    tool: z.literal("dice"),
    situation: z.enum(SITUATIONS),
    dice: z.object({ red: z.number(), white: z.number(), green: z.number() }),
    question: z.string().nullable(),
    interpretation: z.string(),
    timingPrediction: z.string(),
    yesNoAnswer: z.string(),
    totalSumInterpretation: z.string(),
  })
  .meta({ id: "SharedDiceReading" });
export type SharedDiceReading = z.infer<typeof sharedDiceReadingSchema>;
