import { z } from "zod";
import { FAIRNESS_ALGORITHM } from "../fairness";
import { ICHING_METHODS } from "../oracles/iching";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

/** A hexagram's names as a reading shows them. */
const hexagramNamesSchema = z.object({
  /** Its King Wen number, 1–64. */
  number: z.number().int().min(1).max(64),
  /** "The Creative". */
  english: z.string(),
  /** "Qián". */
  pinyin: z.string(),
  /** "乾". */
  characters: z.string(),
  /** Its page in the library: /ancient-texts/hexagrams/<number>-<slug>. */
  path: z.string(),
});

/** What an I Ching reading says, whoever reads it: the lines, the two hexagrams and their words. */
const iChingWordsSchema = z.object({
  tool: z.literal("iching"),
  situation: z.enum(SITUATIONS),
  question: z.string().nullable(),
  method: z.enum(ICHING_METHODS),
  /** Six line values, 6 to 9, line 1 (the bottom) first. */
  lines: z.array(z.number().int().min(6).max(9)).length(6),
  /** The primary hexagram's King Wen number. */
  hexagram: z.number().int().min(1).max(64),
  /** The relating hexagram's number (the changing lines turned), or null with no changing line. */
  relating: z.number().int().min(1).max(64).nullable(),
  primary: hexagramNamesSchema.extend({
    judgment: z.string(),
    image: z.string(),
    /** The hexagram read for the situation. */
    angle: z.string(),
  }),
  /** Each changing line's text, bottom first. */
  changingLines: z.array(z.object({ position: z.number().int().min(1).max(6), value: z.number(), text: z.string() })),
  relatingHexagram: hexagramNamesSchema.extend({ judgment: z.string() }).nullable(),
  /** From the primary to the relating hexagram, or what a cast with no changing line means. */
  movement: z.string(),
});

/** The revealed values of a committed cast: enough for anyone to cast it again. */
const iChingFairnessSchema = z
  .object({
    algorithm: z.literal(FAIRNESS_ALGORITHM),
    serverSeed: z.string(),
    serverSeedHash: z.string(),
    clientSeed: z.string(),
  })
  .meta({ id: "IChingFairness" });

/** One of the seeker's I Ching readings. */
export const iChingResponseSchema = iChingWordsSchema
  .extend({
    id: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    fairness: iChingFairnessSchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "IChingReading" });
export type IChingResponse = z.infer<typeof iChingResponseSchema>;

/** POST /api/readings/iching answers the new reading with what it earned. */
export const iChingResultSchema = iChingResponseSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "IChingResult" });
export type IChingResult = z.infer<typeof iChingResultSchema>;

/** A shared I Ching reading: the lines and their words, nothing about the seeker. */
export const sharedIChingSchema = iChingWordsSchema.meta({ id: "SharedIChing" });
export type SharedIChing = z.infer<typeof sharedIChingSchema>;
