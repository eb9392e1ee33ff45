import type { Logger } from "pino";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import type { ChatRequest, ChatResponse } from "../../../shared/api/chat";
import { classifyCrisis, type CrisisKind } from "../../../shared/crisis";
import { CHAT_FAILURE_REPLY, classifyIntent, SAFETY_INTENT_OF, safetyKindOf } from "../../../shared/oracle";
import { fetchOutbound } from "../../net/outbound-fetch";
import type { OracleProvider } from "./oracle-provider";

export interface ChatConfig {
  webhookUrl?: string;
  webhookTimeoutMs: number;
  limitPerMinute: number;
}

/** The whole answer to a message that needs help: its kind's reply, never the oracle's. */
export const safetyAnswer = (kind: CrisisKind): ChatResponse => ({
  intent: SAFETY_INTENT_OF[kind],
  reply: SAFETY_ANSWERS[kind].reply,
});

/**
 * The oracle guide: classifies the question and answers through the chat webhook when one is configured,
 * else through the AI provider or the built-in replies. Any failure is logged and answered with 'The
 * cosmic forces are disrupted…'. A message that needs help (a crisis, a medical emergency, distress) gets
 * its safety reply only, and is never forwarded.
 */
export function createChatGuide({ config, oracle }: { config: ChatConfig; oracle: OracleProvider; logger: Logger }) {
  return {
    config,
    /** The kind of help a message needs, or null for a question for the oracle. */
    needsHelp: (query: string) => classifyCrisis(query),
    async answer(
      { query, divinationType }: ChatRequest,
      context: { userId: string | null; signal: AbortSignal; logger: Logger },
    ): Promise<ChatResponse> {
      const intent = classifyIntent(query);
      const needsHelp = safetyKindOf(intent);
      if (needsHelp) return safetyAnswer(needsHelp);
      try {
        const reply = config.webhookUrl
          ? await askWebhook(config, {
              intent,
              query,
              divinationType: divinationType ?? "general",
              userId: context.userId,
            })
          : await oracle.chatReply({ query, intent, signal: context.signal });
        return { intent, reply };
      } catch (error) {
        context.logger.error({ err: error, intent, viaWebhook: Boolean(config.webhookUrl) }, "chat guide failed");
        return { intent, reply: CHAT_FAILURE_REPLY, isFallback: true };
      }
    },
  };
}

export type ChatGuide = ReturnType<typeof createChatGuide>;

/** The configured webhook's answer: POST {intent, query, divinationType, userId} → {content}. */
async function askWebhook(
  config: ChatConfig,
  payload: { intent: string; query: string; divinationType: string; userId: string | null },
): Promise<string> {
  const response = await fetchOutbound(config.webhookUrl!, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(payload),
    signal: AbortSignal.timeout(config.webhookTimeoutMs),
  });
  if (!response.ok) throw new Error(`the chat webhook answered ${response.status}`);
  const body = (await response.json()) as { content?: unknown };
  if (typeof body.content !== "string" || !body.content.trim()) throw new Error("the chat webhook sent no content");
  return body.content;
}
