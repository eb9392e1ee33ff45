import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { chatRequestSchema } from "../../../shared/api/chat";

export type QuestionValues = z.input<typeof chatRequestSchema>;
export type Question = z.output<typeof chatRequestSchema>;

/** A question to a guide, checked by the chat's own request schema (POST /api/chat with `guide`). */
export const questionResolver = zodResolver(chatRequestSchema);
