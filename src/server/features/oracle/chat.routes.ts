import { Hono } from "hono";
import { createMiddleware } from "hono/factory";
import { chatRequestSchema } from "../../../shared/api/chat";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody } from "../../http/parse";
import { rateLimitPerClient } from "../../http/rate-limit";
import type { Authenticate } from "../../http/require-user";
import { CRISIS_ANSWER, type ChatGuide } from "./chat.service";

export interface ChatRouteServices {
  db: Database;
  chat: ChatGuide;
  account: { authenticate: Authenticate };
}

/**
 * POST /api/chat: the oracle guide's answer (chat.service.ts), for visitors and seekers alike.
 *
 * A crisis message (suicide, self-harm, abuse, danger) is answered first, with the safety reply only:
 * before the rate limit counts it (a person in crisis always gets the answer).
 */
export function createChatRoutes({ db, chat, account }: ChatRouteServices) {
  /**
   * Answers a valid question that is a crisis message at once, before the rate limit and any upstream
   * call; everything else (invalid bodies included) goes on to the limit and the handler, which reads
   * the same cached body.
   */
  const answerCrisisFirst = createMiddleware<AppEnv>(async (c, next) => {
    const parsed = chatRequestSchema.safeParse(await c.req.json().catch(() => null));
    if (parsed.success && chat.isCrisis(parsed.data.query)) {
      c.var.logger.info({ intent: "crisis" }, "chat guide answered a crisis message with the safety reply");
      return c.json(CRISIS_ANSWER);
    }
    await next();
  });
  return new Hono<AppEnv>().post(
    "/",
    answerCrisisFirst,
    rateLimitPerClient(db, {
      limit: chat.config.limitPerMinute,
      windowMs: 60_000,
      message: "The oracle guide needs a moment; please ask again shortly",
    }),
    async (c) => {
      const question = await parseJsonBody(c, chatRequestSchema);
      const session = await account.authenticate(c.req.raw.headers).catch(() => null);
      const context = { userId: session?.user.id ?? null, signal: c.req.raw.signal, logger: c.var.logger };
      return c.json(await chat.answer(question, context));
    },
  );
}
