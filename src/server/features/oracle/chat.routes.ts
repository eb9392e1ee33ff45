import type { Context } from "hono";
import type { Clock } from "../../clock";
import { chatRequestSchema, chatResponseSchema } from "../../../shared/api/chat";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { apiRoute, createRouter, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { rateLimitPerClient } from "../../http/rate-limit";
import type { Authenticate } from "../../http/require-user";
import { safetyAnswer, type ChatGuide } from "./chat.service";

export interface ChatRouteServices {
  db: Database;
  chat: ChatGuide;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const ask = apiRoute({
  method: "post",
  path: "/",
  operationId: "askOracleGuide",
  tags: ["Oracle"],
  summary: "Ask the oracle guide",
  description:
    "For visitors and seekers alike. A message that needs help is answered at once with its safety reply (intent `crisis`, `medical_emergency` or `distress`), before the rate limit counts it; it is never forwarded. The AI provider answers within a daily budget (UTC), one for visitors and one for signed-in seekers; past it the built-in guide answers.",
  request: { body: jsonBody(chatRequestSchema) },
  responses: { 200: jsonResponse(chatResponseSchema, "The guide's answer"), ...errorResponses(429) },
});

/**
 * POST /api/chat: the oracle guide's answer (chat.service.ts), for visitors and seekers alike.
 *
 * A message that needs help (suicide, self-harm, abuse or danger; a medical emergency; distress) is
 * answered first, with its safety reply only: before the rate limit counts it (a person in crisis always
 * gets the answer), and never forwarded to the webhook or the AI provider.
 */
export function createChatRoutes({ db, chat, account, clock }: ChatRouteServices) {
  const limit = rateLimitPerClient(
    { db, clock },
    {
      limit: chat.config.limitPerMinute,
      windowMs: 60_000,
      message: "The oracle guide needs a moment; please ask again shortly",
    },
  );
  /** Counts the question against the client's budget; over it, a 429 is thrown. */
  const countAgainstLimit = (c: Context<AppEnv>) => limit(c, async () => {});
  return createRouter().openapi(ask, async (c) => {
    const question = c.req.valid("json");
    const needsHelp = chat.needsHelp(question.query);
    if (needsHelp) {
      c.var.logger.info({ needsHelp }, "chat guide answered with the safety reply");
      return c.json(safetyAnswer(needsHelp), 200);
    }
    await countAgainstLimit(c);
    const session = await account.authenticate(c.req.raw.headers).catch(() => null);
    const context = { userId: session?.user.id ?? null, signal: c.req.raw.signal, logger: c.var.logger };
    return c.json(await chat.answer(question, context), 200);
  });
}
