import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { chatRequestSchema } from "../../../shared/api/chat";

export type ChatValues = z.input<typeof chatRequestSchema>;
export type ChatQuestion = z.output<typeof chatRequestSchema>;

/** The chat's question, checked by the server's own request schema. */
export const chatResolver = zodResolver(chatRequestSchema);
