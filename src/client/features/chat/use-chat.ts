import { useMutation } from "@tanstack/react-query";
import type { ChatRequest, ChatResponse } from "../../../shared/api/chat";
import { CHAT_FAILURE_REPLY } from "../../../shared/oracle";
import { apiFetch } from "../../lib/api-client";

/**
 * POST /api/chat. Never rejects: a network error or a non-OK answer becomes the spec's failure reply
 * (§8), logged as a warning because the page itself keeps working.
 */
export function useAskGuide() {
  return useMutation({
    mutationFn: async (request: ChatRequest): Promise<string> => {
      try {
        const answer = await apiFetch<ChatResponse>("/api/chat", { method: "POST", json: request });
        if (typeof answer?.reply !== "string" || !answer.reply.trim()) throw new Error("The guide sent no reply");
        return answer.reply;
      } catch (error) {
        console.warn("The oracle guide could not answer", error);
        return CHAT_FAILURE_REPLY;
      }
    },
  });
}
