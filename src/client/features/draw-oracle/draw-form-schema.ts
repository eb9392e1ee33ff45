import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { castQuestionSchema } from "../../../shared/api/casts";

/** The draw form's one field: the seeker's optional question, held to the cast's rule. */
const drawFormSchema = z.object({ question: castQuestionSchema });
export type DrawFields = z.infer<typeof drawFormSchema>;

export const drawFormResolver = zodResolver(drawFormSchema);
