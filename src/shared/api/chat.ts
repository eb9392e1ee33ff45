import { z } from "zod";
import { CHAT_QUERY_MAX_LENGTH } from "../field-limits";
import { CHAT_INTENTS } from "../oracle";

/** POST /api/chat. */
export const chatRequestSchema = z
  .object({
    query: z
      .string({ error: "Ask the oracle guide a question" })
      .trim()
      .min(1, "Ask the oracle guide a question")
      .max(CHAT_QUERY_MAX_LENGTH, `Questions are limited to ${CHAT_QUERY_MAX_LENGTH} characters`),
    divinationType: z.string().trim().min(1).max(50).optional(),
    /** One of the seeker's own readings to ask about (the chat opened from it); ignored for anyone else's. */
    readingId: z.uuid("Reading ids are UUIDs").optional(),
  })
  .strict();
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatResponseSchema = z
  .object({
    intent: z.enum(CHAT_INTENTS),
    reply: z.string(),
    /** True when the guide could not be reached and the reply is the failure line (`CHAT_FAILURE_REPLY`). */
    isFallback: z.boolean().optional(),
  })
  .meta({ id: "ChatAnswer" });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
