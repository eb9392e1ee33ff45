import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { CRISIS_REPLY } from "../../../../content/oracle/crisis";
import { chatRequestSchema, type ChatResponse } from "../../../shared/api/chat";
import { isCrisisMessage } from "../../../shared/crisis";
import { CHAT_FAILURE_REPLY, classifyIntent } from "../../../shared/oracle";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse";
import { rateLimitPerClient } from "../../http/rate-limit";

export interface ChatConfig {
  webhookUrl?: string;
  webhookTimeoutMs: number;
  limitPerMinute: number;
}

/**
 * POST /api/chat: classifies the question and answers as the oracle guide: through the chat webhook
 * when one is configured, else through the AI provider or the built-in replies. Any failure is logged
 * and answered with 'The cosmic forces are disrupted…'.
 *
 * A crisis message (suicide, self-harm, abuse, danger) is answered first, with the safety reply only:
 * before the rate limit counts it (a person in crisis always gets the answer), and never forwarded to
 * the webhook or the provider.
 */
export function createChatRoutes(config: ChatConfig) {
  return new Hono<AppEnv>().post(
    "/",
    answerCrisisFirst,
    rateLimitPerClient({
      limit: config.limitPerMinute,
      windowMs: 60_000,
      message: "The oracle guide needs a moment; please ask again shortly",
    }),
    async (c) => {
      const { query, divinationType } = await parseJsonBody(c, chatRequestSchema);
      const intent = classifyIntent(query);
      if (intent === "crisis") return c.json(CRISIS_ANSWER);
      const session = await c.var.auth.api.getSession({ headers: c.req.raw.headers }).catch(() => null);
      try {
        const reply = config.webhookUrl
          ? await askWebhook(config, {
              intent,
              query,
              divinationType: divinationType ?? "general",
              userId: session?.user.id ?? null,
            })
          : await c.var.oracle.chatReply({ query, intent, signal: c.req.raw.signal });
        return c.json({ intent, reply } satisfies ChatResponse);
      } catch (error) {
        c.var.logger.error({ err: error, intent, viaWebhook: Boolean(config.webhookUrl) }, "chat guide failed");
        return c.json({ intent, reply: CHAT_FAILURE_REPLY, isFallback: true } satisfies ChatResponse);
      }
    },
  );
}

const CRISIS_ANSWER: ChatResponse = { intent: "crisis", reply: CRISIS_REPLY };

/**
 * Answers a valid question that is a crisis message at once, before the rate limit and any upstream
 * call; everything else (invalid bodies included) goes on to the limit and the handler, which reads
 * the same cached body.
 */
const answerCrisisFirst = createMiddleware<AppEnv>(async (c, next) => {
  const parsed = chatRequestSchema.safeParse(await c.req.json().catch(() => null));
  if (parsed.success && isCrisisMessage(parsed.data.query)) {
    c.var.logger.info({ intent: "crisis" }, "chat guide answered a crisis message with the safety reply");
    return c.json(CRISIS_ANSWER);
  }
  await next();
});

async function askWebhook(
  config: ChatConfig,
  payload: { intent: string; query: string; divinationType: string; userId: string | null },
): Promise<string> {
  const response = await fetch(config.webhookUrl!, {
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
