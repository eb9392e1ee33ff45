import type { Logger } from "pino";
import { SAFETY_ANSWERS } from "../../../../content/oracle/crisis";
import type { ChatRequest, ChatResponse } from "../../../shared/api/chat";
import type { SpiritGuideId } from "../../../shared/spirit-guides";
import { classifyCrisis, type CrisisKind } from "../../../shared/crisis";
import type { SharedReading } from "../../../shared/api/sharing";
import { CHAT_FAILURE_REPLY, SAFETY_INTENT_OF } from "../../../shared/oracle";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { countHit, limitKey } from "../../http/rate-limit";
import { fetchOutbound } from "../../net/outbound-fetch";
import { randomFor } from "../../oracles/composer";
import { composeChatReply, type ChatQuestion } from "./chat-replies";
import { inGuideVoice } from "./guide-voice";
import type { OracleProvider } from "./oracle-provider";
import { intentBeside } from "./reading-followup";
import type { ReadingContext } from "./reading-context";

export interface ChatConfig {
  webhookUrl?: string;
  webhookTimeoutMs: number;
  limitPerMinute: number;
  /**
   * Questions a day (UTC) the AI provider may answer, on all nodes together: one budget for visitors
   * (no account), one for seekers (signed in). Past it, the built-in guide answers until the next day.
   */
  providerCallsPerDay: { visitors: number; seekers: number };
}

type ChatAudience = keyof ChatConfig["providerCallsPerDay"];

/** The whole answer to a message that needs help: its kind's reply, never the oracle's. */
export const safetyAnswer = (kind: CrisisKind): ChatResponse => ({
  intent: SAFETY_INTENT_OF[kind],
  reply: SAFETY_ANSWERS[kind].reply,
});

/**
 * The oracle guide: classifies the question and answers through the chat webhook when one is configured,
 * else through the AI provider (within its daily budget) or the built-in replies. Any failure is logged and answered with 'The
 * cosmic forces are disrupted…'. A message that needs help (a crisis, a medical emergency, distress) gets
 * its safety reply only, and is never forwarded.
 */
export function createChatGuide({
  config,
  oracle,
  db,
  clock,
  readingContext,
}: {
  config: ChatConfig;
  oracle: OracleProvider;
  logger: Logger;
  db: Database;
  clock: Clock;
  /** The seeker's own reading by id (null for another's or none), for questions about it. */
  readingContext?: ReadingContext;
}) {
  /**
   * Counts one provider call against the audience's budget for today (UTC, the server's clock) in the
   * database, before the call: true while the budget holds. The counter is a rate-limit window keyed
   * by the day that ends at the next UTC midnight, so it is swept with the other ended windows.
   */
  async function takeProviderCall(audience: ChatAudience, logger: Logger): Promise<boolean> {
    const now = clock();
    const day = now.toISOString().slice(0, 10);
    const nextDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const key = limitKey(`chat-provider-calls/${audience}`, day);
    const { count } = await countHit(db, key, nextDay - now.getTime(), now);
    const budget = config.providerCallsPerDay[audience];
    if (count === budget + 1) {
      logger.warn(
        { audience, budget, day },
        "the chat guide's AI budget for today is spent: the built-in guide answers",
      );
    }
    return count <= budget;
  }

  /**
   * The reading a question is asked beside: only a signed-in seeker's own (anyone else's id is answered
   * without it). A failure to read it is logged, and the question answered without it.
   */
  async function seekersReading(
    readingId: string | undefined,
    context: { userId: string | null; logger: Logger },
  ): Promise<SharedReading | null> {
    if (!readingId || !context.userId || !readingContext) return null;
    return readingContext(context.userId, readingId).catch((error: unknown) => {
      context.logger.error({ err: error }, "the chat guide could not read the seeker's reading");
      return null;
    });
  }

  /**
   * A spirit guide's answer (decision 032): the AI provider in the guide's character, within the same
   * daily budget, else the built-in reply in the guide's voice. Never the webhook, whose payload and
   * voice are Lyra's. The answer says which wrote it, as an enhanced reading does.
   */
  async function answerAsGuide(
    guide: SpiritGuideId,
    question: ChatQuestion,
    context: { userId: string | null; signal: AbortSignal; logger: Logger },
  ): Promise<ChatResponse> {
    const { intent, query } = question;
    if (oracle.kind === "openai" && (await takeProviderCall(context.userId ? "seekers" : "visitors", context.logger))) {
      return {
        intent,
        reply: await oracle.chatReply({ ...question, signal: context.signal, guide }),
        author: oracle.author,
      };
    }
    // Seeded by the moment too, so the same question asked again may be answered with other words.
    const random = randomFor(`${guide}\n${query}\n${question.now.toISOString()}`);
    const reply = inGuideVoice(guide, { intent, reply: composeChatReply(question, random) }, random);
    return { intent, reply, author: { kind: "oracle", model: null } };
  }

  return {
    config,
    /** The kind of help a message needs, or null for a question for the oracle. */
    needsHelp: (query: string) => classifyCrisis(query),
    async answer(
      { query, divinationType, readingId, guide }: ChatRequest,
      context: { userId: string | null; signal: AbortSignal; logger: Logger },
    ): Promise<ChatResponse> {
      const needsHelp = classifyCrisis(query);
      if (needsHelp) return safetyAnswer(needsHelp);
      const reading = await seekersReading(readingId, context);
      const intent = intentBeside(reading, query);
      const question = { intent, query, reading, now: clock() };
      try {
        if (guide) return await answerAsGuide(guide, question, context);
        const reply = config.webhookUrl
          ? await askWebhook(config, {
              intent,
              query,
              divinationType: divinationType ?? "general",
              userId: context.userId,
            })
          : oracle.kind === "openai" &&
              !(await takeProviderCall(context.userId ? "seekers" : "visitors", context.logger))
            ? composeChatReply(question)
            : await oracle.chatReply({ ...question, signal: context.signal });
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
