import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { castIdParamsSchema } from "../../../shared/api/casts";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, errorResponses, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import type { ReadingCatalogue } from "../dice-texts";
import { startEnhancement } from "./enhancement.service";
import type { OracleProvider } from "./oracle-provider";

export interface EnhanceRouteServices {
  db: Database;
  readings: ReadingCatalogue;
  oracle: OracleProvider;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const enhance = apiRoute({
  method: "post",
  path: "/{id}/enhance",
  operationId: "enhanceCast",
  tags: ["Oracle"],
  summary: "The enhanced reading of a cast, as it is written",
  description:
    "Server-sent events: `author` `{kind, model}` first (who writes: `oracle`, the built-in Oracle's voice, or `ai` and its model), `chunk` `{text}` while the text is written, then `done` `{text, enhancedBy}` (the whole, stored on the cast with its author) or `error` `{message}`. The daily allowance (429 `daily_limit_reached`) and an enhancement already running (409) answer as JSON before the stream starts.",
  security: SIGNED_IN,
  request: { params: castIdParamsSchema },
  responses: {
    200: {
      description: "The stream of `author`, `chunk`, then `done` or `error` events (each `data` is JSON)",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...errorResponses(404, 409, 429),
  },
});

/**
 * POST /api/casts/:id/enhance: the enhanced reading as server-sent events: `author` {kind, model} (who
 * writes it), `chunk` {text} while it is written, then `done` {text: the whole, stored on the cast,
 * enhancedBy}, or `error` {message} in the page's words.
 * Not found, the daily allowance and an enhancement of the cast already running (409) answer as JSON
 * before the stream starts (enhancement.service.ts).
 */
export function createEnhanceRoutes(services: EnhanceRouteServices) {
  return createSignedInRouter(services.account.authenticate).openapi(enhance, async (c) => {
    const { id: castId } = c.req.valid("param");
    const events = await startEnhancement(services, { userId: c.var.user.id, castId, logger: c.var.logger });
    c.header("X-Accel-Buffering", "no");
    const response = streamSSE(c, async (stream) => {
      const upstream = new AbortController();
      stream.onAbort(() => upstream.abort());
      for await (const { event, data } of events(upstream.signal)) {
        await stream.writeSSE({ event, data: JSON.stringify(data) });
      }
    });
    // streamSSE sets `no-cache`, which still lets a cache keep the reading: it is personal.
    response.headers.set("Cache-Control", "no-store");
    return response;
  });
}
