import { z } from "zod";
import { FAIRNESS_ALGORITHM } from "../fairness";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

/** What a tale says, whoever reads it: the card, the four facts, the title and the story itself. */
const taleWordsSchema = z.object({
  tool: z.literal("tales"),
  situation: z.enum(SITUATIONS),
  question: z.string().nullable(),
  /** The card drawn: its place in the deck's canonical order, its slug and name, and its orientation. */
  card: z.object({ index: z.number().int(), key: z.string(), name: z.string(), reversed: z.boolean() }),
  /** The four facts as a reader reads them: "the Egypt of the pyramid builders", "Memphis", "a potter", "The river rises". */
  era: z.string(),
  place: z.string(),
  calling: z.string(),
  turning: z.string(),
  title: z.string(),
  /** The tale, 400 to 700 words, in paragraphs. */
  paragraphs: z.array(z.string()).min(1),
  /** "A tale, not a memory": said wherever the tale is shown. */
  fictionLabel: z.string(),
});

/** The revealed values of a committed draw: the card is checked as the tarot's one-card spread. */
const taleFairnessSchema = z
  .object({
    algorithm: z.literal(FAIRNESS_ALGORITHM),
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
  })
  .meta({ id: "TaleFairness" });

/** One of the seeker's tales. */
export const taleResponseSchema = taleWordsSchema
  .extend({
    id: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    fairness: taleFairnessSchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "Tale" });
export type TaleResponse = z.infer<typeof taleResponseSchema>;

/** POST /api/readings/tales answers the new tale with what it earned. */
export const taleResultSchema = taleResponseSchema.extend({ rewards: castRewardsSchema }).meta({ id: "TaleResult" });
export type TaleResult = z.infer<typeof taleResultSchema>;

/** A shared tale: the story and its facts, nothing about the seeker (not the birth date it came from). */
export const sharedTaleSchema = taleWordsSchema.meta({ id: "SharedTale" });
export type SharedTale = z.infer<typeof sharedTaleSchema>;
