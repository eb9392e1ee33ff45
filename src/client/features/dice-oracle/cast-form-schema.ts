import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { castQuestionSchema } from "../../../shared/api/casts";
import { CLIENT_SEED_PATTERN } from "../../../shared/fairness";

/**
 * The server's own rules: the question at most CAST_QUESTION_MAX_LENGTH characters (blank for none), the
 * client seed 1 to 64 printable characters.
 */
const castFormSchema = z.object({
  question: castQuestionSchema,
  clientSeed: z.string().regex(CLIENT_SEED_PATTERN, "Your seed is 1 to 64 letters, digits or signs"),
});
export type CastFields = z.infer<typeof castFormSchema>;

export const castFormResolver = zodResolver(castFormSchema);
