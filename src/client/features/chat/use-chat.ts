import { useMutation } from "@tanstack/react-query";
import type { ChatRequest, ChatResponse } from "../../../shared/api/chat";
import { CHAT_FAILURE_REPLY, type ChatIntent } from "../../../shared/oracle";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";

/**
 * POST /api/chat. Never rejects: a network error or a non-OK answer becomes the failure reply, logged
 * as a warning because the page itself keeps working. The intent comes back with the reply, so the
 * panel can show a crisis reply with its helplines as links, and for a spirit guide's answer who wrote it.
 */
export function useAskGuide() {
  return useMutation({
    mutationFn: async (
      request: ChatRequest,
    ): Promise<{ reply: string; intent?: ChatIntent; author?: ChatResponse["author"] }> => {
      try {
        const answer = await readBody(api.chat.$post({ json: request }));
        if (typeof answer?.reply !== "string" || !answer.reply.trim()) throw new Error("The guide sent no reply");
        return { reply: answer.reply, intent: answer.intent, author: answer.author };
      } catch (error) {
        console.warn("The oracle guide could not answer", error);
        return { reply: CHAT_FAILURE_REPLY };
      }
    },
  });
}
