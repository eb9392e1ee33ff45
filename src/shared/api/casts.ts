import { z } from "zod";
import type { CastRewards } from "./me";
import { SITUATIONS } from "../situations";
import { readingSchema } from "../reading";
import { diceParamSchema } from "./readings";

export const castRequestSchema = z
  .object({
    situation: z.enum(SITUATIONS, { error: "Choose guidance, finances or relationships" }),
    avoid: diceParamSchema.optional(),
  })
  .strict();
export type CastRequest = z.infer<typeof castRequestSchema>;

export const castResponseSchema = z.object({
  id: z.string(),
  situation: z.enum(SITUATIONS),
  diceValues: z.string(),
  dice: z.object({ red: z.number(), white: z.number(), green: z.number() }),
  reading: readingSchema,
  interpretation: z.string(),
  enhancedText: z.string().nullable(),
  createdAt: z.string(),
});
export type CastResponse = z.infer<typeof castResponseSchema>;

/** POST /api/casts also reports what the cast earned. */
export type CastResult = CastResponse & { rewards: CastRewards };
