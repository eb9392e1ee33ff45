import type { ChatIntent } from "../../../shared/oracle";
import { chatReplies } from "../../../../content/oracle/chat-replies";

/** One of Lyra's replies for a classified question, picked with `random` (default Math.random). */
export function composeChatReply(intent: ChatIntent, random: () => number = Math.random): string {
  const replies = chatReplies[intent] ?? chatReplies.unknown;
  const index = Math.min(replies.length - 1, Math.max(0, Math.floor(random() * replies.length)));
  return replies[index]!;
}
