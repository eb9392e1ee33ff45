import { z } from "zod";
import { CHAKRA_CENTRES } from "../chakra/check-in";
import { PRACTICE_KINDS } from "../chakra/content-types";
import { SITUATIONS } from "../situations";
import { enhancedBySchema } from "./casts";
import { castRewardsSchema } from "./me";

const centreSchema = z.enum(CHAKRA_CENTRES);

/** One centre's balance as a check-in shows it. */
const centreBalanceSchema = z.object({
  centre: centreSchema,
  /** "Heart (Anahata)". */
  name: z.string(),
  /** Its colour in the modern rainbow set, and how it is painted. */
  colourName: z.string(),
  colour: z.string(),
  /** 0–100, from the seeker's own answers. */
  balance: z.number().int().min(0).max(100),
  band: z.enum(["low", "middle", "high"]),
  /** "quiet", "steady", "bright". */
  bandLabel: z.string(),
});

/** The aura card: "even", or a blend of the two highest centres' colours. */
const auraSchema = z.object({
  kind: z.enum(["even", "blend"]),
  primary: centreSchema.nullable(),
  secondary: centreSchema.nullable(),
  /** "A Green aura with Indigo". */
  title: z.string(),
  text: z.string(),
  /** The colours the card is painted with (two for a blend, seven for an even aura). */
  colours: z.array(z.string()),
});

/** A practice of each kind for one of the lowest centres. */
const practicesSchema = z.object({
  centre: centreSchema,
  heading: z.string(),
  practices: z.array(z.object({ kind: z.enum(PRACTICE_KINDS), label: z.string(), text: z.string() })),
});

/** What a check-in says, whoever reads it: the balances, the aura and the practices; never the note. */
const chakraWordsSchema = z.object({
  tool: z.literal("chakra"),
  situation: z.enum(SITUATIONS),
  /** Always null: a check-in asks no question. */
  question: z.null(),
  /** The aura's title. */
  title: z.string(),
  balances: z.array(centreBalanceSchema),
  aura: auraSchema,
  lowest: z.array(practicesSchema),
  /** The check-in in words: the aura, the lowest centres, the balances (for history and the guide). */
  sections: z.array(z.object({ heading: z.string(), text: z.string() })),
});

/** One of the seeker's saved check-ins. */
export const chakraResponseSchema = chakraWordsSchema
  .extend({
    id: z.string(),
    enhancedText: z.string().nullable(),
    enhancedBy: enhancedBySchema.nullable(),
    shareUrl: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "ChakraCheckIn" });
export type ChakraResponse = z.infer<typeof chakraResponseSchema>;

/** POST /api/readings/chakra answers the saved check-in with what it earned. */
export const chakraResultSchema = chakraResponseSchema
  .extend({ rewards: castRewardsSchema })
  .meta({ id: "ChakraCheckInResult" });
export type ChakraResult = z.infer<typeof chakraResultSchema>;

/** A shared check-in: its aura and balances, never the note. */
export const sharedChakraSchema = chakraWordsSchema.meta({ id: "SharedChakraCheckIn" });
export type SharedChakra = z.infer<typeof sharedChakraSchema>;

/** GET /api/me/chakra: the seeker's saved check-ins' balances, oldest first, for the chart over time. */
export const chakraTrendSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.string(),
        createdAt: z.string(),
        /** Each centre's balance, root to crown. */
        balances: z.array(z.number().int().min(0).max(100)),
      }),
    ),
  })
  .meta({ id: "ChakraTrend" });
export type ChakraTrend = z.infer<typeof chakraTrendSchema>;
