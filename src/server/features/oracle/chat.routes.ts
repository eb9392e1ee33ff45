import { Hono } from "hono";
import { chatRequestSchema } from "../../../shared/api/chat";
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
 * POST /api/chat: classifies the question (spec §5) and answers as the oracle guide: through the chat
 * webhook when one is configured, else through the AI provider or the built-in replies. Any failure is
 * logged and answered with the spec's 'The cosmic forces are disrupted…'.
 */
export function createChatRoutes(config: ChatConfig) {
  return new Hono<AppEnv>()
    .use(
      rateLimitPerClient({
        limit: config.limitPerMinute,
        windowMs: 60_000,
        message: "The oracle guide needs a moment; please ask again shortly",
      }),
    )
    .post("/", async (c) => {
      const { query, divinationType } = await parseJsonBody(c, chatRequestSchema);
      const intent = classifyIntent(query);
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
        return c.json({ intent, reply });
      } catch (error) {
        c.var.logger.error({ err: error, intent, viaWebhook: Boolean(config.webhookUrl) }, "chat guide failed");
        return c.json({ intent, reply: CHAT_FAILURE_REPLY, isFallback: true });
      }
    });
}

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
