import { z } from "zod";
import { castRewardsSchema } from "./me";
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
    createdAt: z.string(),
  })
  .meta({ id: "Cast" });
export type CastResponse = z.infer<typeof castResponseSchema>;

/** POST /api/casts also reports what the cast earned. */
export const castResultSchema = castResponseSchema.extend({ rewards: castRewardsSchema }).meta({ id: "CastResult" });
export type CastResult = z.infer<typeof castResultSchema>;
