import { z } from "zod";
import { LINE_VALUES, type Lines } from "../iching/cast-rule";
import { checkSealPair, readingRequestParts } from "./request-parts";
import type { OracleSpec } from "./spec";

/** How the six lines were made: three coins (the default), yarrow stalks, or the seeker's own coins. */
export const ICHING_METHODS = ["coins", "yarrow", "physical"] as const;
export type IChingMethod = (typeof ICHING_METHODS)[number];

const LINES_ERROR = "Six line values, each 6, 7, 8 or 9, line 1 (the bottom) first";

/** Six line values, 6 to 9, bottom first. */
const linesSchema = z
  .array(z.literal(LINE_VALUES, { error: LINES_ERROR }), { error: LINES_ERROR })
  .length(6, LINES_ERROR)
  .transform((lines) => lines as unknown as Lines);

/**
 * POST /api/readings/iching: the situation, an optional question, the method, and either the fairness
 * commitment to cast from (coins or yarrow) or the six lines the seeker threw with their own coins.
 */
export const iChingRequestSchema = z
  .object({
    ...readingRequestParts,
    method: z.enum(ICHING_METHODS, { error: 'The method is "coins", "yarrow" or "physical"' }).optional(),
    lines: linesSchema.optional(),
  })
  .strict()
  .superRefine((request, context) => {
    checkSealPair(request, context);
    const isPhysical = request.method === "physical";
    if (isPhysical && !request.lines)
      context.addIssue({ code: "custom", path: ["lines"], message: "Your own cast needs its six line values" });
    if (!isPhysical && request.lines)
      context.addIssue({
        code: "custom",
        path: ["method"],
        message: 'Lines you threw yourself need method "physical"',
      });
    if (isPhysical && request.commitmentId)
      context.addIssue({ code: "custom", path: ["commitmentId"], message: "Your own cast takes no commitment" });
  })
  .meta({ id: "IChingRequest" });
export type IChingRequest = z.infer<typeof iChingRequestSchema>;

/** What an I Ching reading stores: how it was cast, and its six lines, bottom first. */
export const iChingPayloadSchema = z.object({ method: z.enum(ICHING_METHODS), lines: linesSchema });
export type IChingPayload = z.infer<typeof iChingPayloadSchema>;

/**
 * The I Ching as an oracle: drawn (a committed cast can be checked on /fairness), one of the day's readings
 * under the plan's cap, not a ritual.
 */
export const ICHING_ORACLE = {
  id: "iching",
  name: "I Ching",
  path: "/ancient-texts",
  origin: "drawn",
  usesAllowance: true,
  oncePerDay: false,
  payload: iChingPayloadSchema,
} as const satisfies OracleSpec<"iching">;
