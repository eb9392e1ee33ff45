import { z } from "zod";
import { CHAT_QUERY_MAX_LENGTH } from "../field-limits";
import { CHAT_INTENTS } from "../oracle";
import { SPIRIT_GUIDE_IDS } from "../spirit-guides";
import type { EnhancementAuthor } from "../cast";

/**
 * Who wrote an answer, as for an enhanced reading (`ENHANCEMENT_AUTHORS`): written out here, since
 * importing the list would split it into a file of its own named in every page's first load.
 */
const CHAT_AUTHORS = ["oracle", "ai"] as const satisfies readonly EnhancementAuthor[];

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
    /** One of the spirit guides (/spirit-guides) answers in its own voice instead of Lyra. */
    guide: z.enum(SPIRIT_GUIDE_IDS, { error: "Choose one of the spirit guides" }).optional(),
  })
  .strict();
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatResponseSchema = z
  .object({
    intent: z.enum(CHAT_INTENTS),
    reply: z.string(),
    /** True when the guide could not be reached and the reply is the failure line (`CHAT_FAILURE_REPLY`). */
    isFallback: z.boolean().optional(),
    /**
     * Who wrote a spirit guide's answer: the built-in guide ("oracle") or the AI provider and its model
     * ("ai"). Absent on the safety replies, the failure line and answers without a guide.
     */
    author: z
      .object({ kind: z.enum(CHAT_AUTHORS), model: z.string().nullable() })
      .meta({ id: "ChatAuthor" })
      .optional(),
  })
  .meta({ id: "ChatAnswer" });
export type ChatResponse = z.infer<typeof chatResponseSchema>;
