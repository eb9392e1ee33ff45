import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { parseParam } from "../../http/parse";
import { requireUser, type Authenticate } from "../../http/require-user";
import type { ReadingCatalogue } from "../readings";
import { startEnhancement } from "./enhancement.service";
import type { OracleProvider } from "./oracle-provider";

export interface EnhanceRouteServices {
  db: Database;
  readings: ReadingCatalogue;
  oracle: OracleProvider;
  account: { authenticate: Authenticate };
}

/**
 * POST /api/casts/:id/enhance: the enhanced reading as server-sent events while it is written (`chunk`
 * {text}), then `done` {text: the whole, stored on the cast}, or `error` {message} in the page's words.
 * Not found, the daily allowance and an enhancement of the cast already running (409) answer as JSON
 * before the stream starts (enhancement.service.ts).
 */
export function createEnhanceRoutes(services: EnhanceRouteServices) {
  return new Hono<AppEnv>().use(requireUser(services.account.authenticate)).post("/:id/enhance", async (c) => {
    const castId = parseParam("id", c.req.param("id"), z.uuid("Reading ids are UUIDs"));
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
