import { z } from "zod";
import { FAIRNESS_ALGORITHM } from "../fairness";
import { PENDULUM_ANSWERS } from "../oracles/pendulum-rule";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

/** What a pendulum reading says, whoever reads it: the answer, its headline and its words. */
const pendulumWordsSchema = z.object({
  tool: z.literal("pendulum"),
  situation: z.enum(SITUATIONS),
  question: z.string().nullable(),
  answer: z.enum(PENDULUM_ANSWERS),
  /** "Yes", "No", "Ask again". */
  answerLabel: z.string(),
  /** "The pendulum swings toward yes". */
  headline: z.string(),
  /** The answer read for the situation, two or three sentences. */
  text: z.string(),
});

/** The revealed values of a committed swing: enough for anyone to swing it again. */
const pendulumFairnessSchema = z
  .object({
    algorithm: z.literal(FAIRNESS_ALGORITHM),
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
  })
  .meta({ id: "PendulumFairness" });

/** One of the seeker's pendulum readings. */
export const pendulumResponseSchema = pendulumWordsSchema
  .extend({
    id: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    fairness: pendulumFairnessSchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "PendulumReading" });
export type PendulumResponse = z.infer<typeof pendulumResponseSchema>;

/** POST /api/readings/pendulum answers the new reading with what it earned. */
export const pendulumResultSchema = pendulumResponseSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "PendulumResult" });
export type PendulumResult = z.infer<typeof pendulumResultSchema>;

/** A shared pendulum reading: the answer and its words, nothing about the seeker. */
export const sharedPendulumSchema = pendulumWordsSchema.meta({ id: "SharedPendulum" });
export type SharedPendulum = z.infer<typeof sharedPendulumSchema>;
