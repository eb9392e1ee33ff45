import { useQueryClient } from "@tanstack/react-query";
import { createParser } from "eventsource-parser";
import { useCallback, useEffect, useRef, useState } from "react";
import type { EnhancedBy } from "../../../shared/api/casts";
import { enhancementFailureMessage } from "../../../shared/oracle";
import { api } from "../../lib/api";
import { readApiError } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import type { EnhancementEvent } from "./enhancement-state";

/**
 * Streams a reading's enhanced text from POST /api/casts/:id/enhance (a dice cast's or a draw's) into
 * its oracle's reducer: started, then a chunk for each piece of text as it arrives, then done with the
 * whole text, or failed with the page's message (`enhancementFailureMessage`). Starting again, `abort()` or leaving the page ends the
 * stream in flight. `author` is who writes the text (the stream's `author` event): the built-in
 * oracle, or an AI provider and its model, shown beside the text.
 */
export function useEnhancementStream(dispatch: (event: EnhancementEvent) => void) {
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const [author, setAuthor] = useState<EnhancedBy | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const abort = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
  }, []);

  const start = useCallback(
    async (castId: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setAuthor(null);
      dispatch({ type: "enhancementStarted", castId });
      const fail = (message: string) => dispatch({ type: "enhancementFailed", castId, message });
      try {
        const response = await api.casts[":id"].enhance.$post(
          { param: { id: encodeURIComponent(castId) } },
          { headers: { accept: "text/event-stream" }, init: { signal: current.signal } },
        );
        if (!response.ok || !response.body) {
          const error = readApiError(await response.json().catch(() => null));
          return fail(enhancementFailureMessage(error?.message ?? null));
        }
        let isFinished = false;
        const parser = createParser({
          onEvent(event) {
            const data = JSON.parse(event.data) as { text?: string; message?: string } & Partial<EnhancedBy>;
            if (event.event === "author" && (data.kind === "oracle" || data.kind === "ai")) {
              setAuthor({ kind: data.kind, model: data.model ?? null });
            } else if (event.event === "chunk" && data.text) {
              dispatch({ type: "enhancementChunk", castId, text: data.text });
            } else if (event.event === "done" && data.text !== undefined) {
              isFinished = true;
              dispatch({ type: "enhancementDone", castId, text: data.text });
              void queryClient.invalidateQueries({ queryKey: queryKeys.casts });
            } else if (event.event === "error") {
              isFinished = true;
              fail(data.message ?? enhancementFailureMessage(null));
            }
          },
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parser.feed(value);
        }
        if (!isFinished) fail(enhancementFailureMessage("the connection closed before the reading was complete"));
      } catch (failure) {
        if (current.signal.aborted) return;
        console.warn("Enhancement failed", failure);
        fail(enhancementFailureMessage(null));
      }
    },
    [dispatch, queryClient],
  );

  return { start, abort, author };
}
