import { z } from "zod";
import { COIN_FEELINGS, PERSPECTIVE_DECKS } from "../compass/compass-rule";
import { FAIRNESS_ALGORITHM } from "../fairness";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

const signalSchema = z.enum(["agrees", "other-way", "quiet", "tips", "tips-away"]);

/** The leading option then the runner-up, or every option level at the top, by name. */
const leadSchema = z.object({ kind: z.enum(["lead", "tie"]), options: z.array(z.string()) });

/** The card or rune drawn as a perspective, and its line: a perspective, not a verdict. */
const perspectiveSchema = z
  .object({
    deck: z.enum(PERSPECTIVE_DECKS),
    /** Its place in the deck's canonical order, its slug and name, and its orientation. */
    index: z.number().int(),
    key: z.string(),
    name: z.string(),
    reversed: z.boolean(),
    line: z.string(),
  })
  .meta({ id: "CompassPerspective" });

const sectionSchema = z.object({ heading: z.string(), text: z.string() });

/** The revealed values of a committed draw: the perspective is checked on /fairness. */
const compassFairnessSchema = z
  .object({
    algorithm: z.literal(FAIRNESS_ALGORITHM),
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
  })
  .meta({ id: "CompassFairness" });

/** What anyone may see of a decision: the options' names and shares, the result, and the perspective. */
const compassSharedWords = z.object({
  tool: z.literal("compass"),
  situation: z.enum(SITUATIONS),
  /** Always null when shared: the decision sentence stays the seeker's. */
  question: z.null(),
  /** "Your weights favour Leeds". */
  title: z.string(),
  /** "Your own weights favour Leeds, 62 to 38 over Staying." */
  headline: z.string(),
  options: z.array(z.object({ name: z.string(), share: z.number().int().min(0).max(100) })),
  lead: leadSchema,
  perspective: perspectiveSchema.nullable(),
  /** "A perspective, not a verdict": said wherever a perspective is shown. */
  perspectiveNote: z.string(),
  /** The result and the perspective in words (for the guide and the share page). */
  sections: z.array(sectionSchema),
});

/** One of the seeker's saved decisions: the decision sentence, everything weighed, and the reasons. */
export const compassResponseSchema = compassSharedWords
  .extend({
    question: z.string().nullable(),
    options: z.array(
      z.object({
        name: z.string(),
        share: z.number().int().min(0).max(100),
        total: z.number().int(),
        /** The values that gave it the most weight. */
        reasons: z.array(z.string()),
      }),
    ),
    values: z.array(z.object({ name: z.string(), weight: z.number().int() })),
    scores: z.array(z.array(z.number().int())),
    regret: z.object({ option: z.string().nullable(), signal: signalSchema }),
    coin: z.object({ option: z.string(), feeling: z.enum(COIN_FEELINGS) }).nullable(),
    gut: signalSchema,
    id: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    fairness: compassFairnessSchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "CompassDecision" });
export type CompassResponse = z.infer<typeof compassResponseSchema>;

/** POST /api/readings/compass answers the saved decision with what it earned. */
export const compassResultSchema = compassResponseSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "CompassDecisionResult" });
export type CompassResult = z.infer<typeof compassResultSchema>;

/** A shared decision: options, shares and the perspective; never the decision sentence or the values. */
export const sharedCompassSchema = compassSharedWords.meta({ id: "SharedCompassDecision" });
export type SharedCompass = z.infer<typeof sharedCompassSchema>;
