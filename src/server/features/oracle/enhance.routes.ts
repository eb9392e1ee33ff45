import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { z } from "zod";
import { ENHANCEMENT_EMPTY_ERROR, enhancementFailureMessage } from "../../../shared/oracle";
import type { AppEnv } from "../../http/app-env";
import { parseParam } from "../../http/parse";
import { requireUser } from "../../http/require-user";
import { prepareEnhancement, releaseEnhancement, saveEnhancement, tierSectionsFor } from "./enhancement.service";
import { OracleError } from "./oracle-provider";

/**
 * POST /api/casts/:id/enhance: the enhanced reading as server-sent events while it is written (`chunk`
 * {text}), then `done` {text: the whole, stored on the cast}, or `error` {message} in the page's words
 * (`enhancementFailureMessage`). Not found, the daily allowance and an enhancement of the cast already
 * running (409) answer as JSON before the stream starts. The allowance is counted before the provider is
 * called; a provider failure gives it back, a seeker who leaves does not.
 */
export const enhanceRoutes = new Hono<AppEnv>().use(requireUser).post("/:id/enhance", async (c) => {
  const castId = parseParam("id", c.req.param("id"), z.uuid("Reading ids are UUIDs"));
  const { db, readings, oracle, logger } = c.var;
  const prepared = await prepareEnhancement({ db, readings, userId: c.var.user.id, castId });
  c.header("X-Accel-Buffering", "no");

  const response = streamSSE(c, async (stream) => {
    const send = (event: "chunk" | "done" | "error", data: object) =>
      stream.writeSSE({ event, data: JSON.stringify(data) });
    if (prepared.storedText !== null) {
      await send("chunk", { text: prepared.storedText });
      await send("done", { text: prepared.storedText });
      return;
    }
    const { reservation } = prepared;
    const release = (refund: boolean) =>
      releaseEnhancement(db, reservation, refund).catch((error: unknown) =>
        logger.error({ err: error, castId }, "releasing an enhancement's reservation failed"),
      );
    const upstream = new AbortController();
    stream.onAbort(() => upstream.abort());
    const startedAt = performance.now();
    let text = "";
    try {
      for await (const piece of oracle.streamEnhancement({
        request: prepared.request,
        reading: prepared.cast.reading,
        situation: prepared.cast.situation,
        tier: prepared.tier,
        signal: upstream.signal,
      })) {
        text += piece;
        await send("chunk", { text: piece });
      }
      if (upstream.signal.aborted) {
        await release(false);
        return;
      }
      if (!text.trim()) throw new OracleError(ENHANCEMENT_EMPTY_ERROR);
      const sections = tierSectionsFor(prepared.tier);
      if (sections) await send("chunk", { text: sections });
      const fullText = text.trimEnd() + sections;
      await saveEnhancement(db, castId, fullText);
      await send("done", { text: fullText });
      logger.info(
        {
          castId,
          tier: prepared.tier,
          provider: oracle.kind,
          characters: fullText.length,
          durationMs: Math.round(performance.now() - startedAt),
        },
        "enhancement written",
      );
    } catch (error) {
      if (upstream.signal.aborted) {
        await release(false);
        logger.info({ castId }, "the seeker left; the oracle's request was aborted (the allowance stays spent)");
        return;
      }
      await release(true);
      logger.error({ err: error, castId, provider: oracle.kind }, "enhancement failed");
      await send("error", { message: enhancementFailureMessage(error instanceof OracleError ? error.reason : null) });
    }
  });
  // streamSSE sets `no-cache`, which still lets a cache keep the reading: it is personal.
  response.headers.set("Cache-Control", "no-store");
  return response;
});
