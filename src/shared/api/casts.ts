import { z } from "zod";
import { SITUATIONS } from "../situations";
import { diceParamSchema, readingSchema } from "./readings";

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
