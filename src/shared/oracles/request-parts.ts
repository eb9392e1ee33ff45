import { z } from "zod";
import { CLIENT_SEED_PATTERN } from "../fairness";
import { CAST_QUESTION_MAX_LENGTH } from "../field-limits";
import { SITUATIONS } from "../situations";

/** The seeker's optional question, asked before the reading. */
export const castQuestionSchema = z
  .string()
  .max(CAST_QUESTION_MAX_LENGTH, `A question can be at most ${CAST_QUESTION_MAX_LENGTH} characters`);

/**
 * The parts every oracle's request shares: the situation, the seeker's optional question and, for a drawn
 * oracle, the fairness commitment and the browser's seed (both or neither).
 */
export const readingRequestParts = {
  situation: z.enum(SITUATIONS, { error: "Choose guidance, finances or relationships" }),
  question: castQuestionSchema.optional(),
  commitmentId: z.uuid("A commitment id is a UUID").optional(),
  clientSeed: z
    .string()
    .regex(CLIENT_SEED_PATTERN, "A client seed is 1 to 64 printable characters (letters, digits, signs)")
    .optional(),
};

/** A commitment and a client seed come together. */
export function checkSealPair(
  request: { commitmentId?: string | undefined; clientSeed?: string | undefined },
  context: z.RefinementCtx,
): void {
  if (request.commitmentId && !request.clientSeed) {
    context.addIssue({ code: "custom", path: ["clientSeed"], message: "A committed reading needs your client seed" });
  }
  if (request.clientSeed && !request.commitmentId) {
    context.addIssue({ code: "custom", path: ["commitmentId"], message: "A client seed needs a commitment" });
  }
}
