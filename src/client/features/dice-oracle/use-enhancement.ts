import { useQueryClient } from "@tanstack/react-query";
import { createParser } from "eventsource-parser";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiErrorSchema } from "../../../shared/api/errors";
import { enhancementFailureMessage } from "../../../shared/oracle";
import { queryKeys } from "../../lib/query-keys";

export type EnhancementStatus = "idle" | "waiting" | "streaming" | "done" | "error";

/**
 * Streams a cast's enhanced reading from POST /api/casts/:id/enhance: `waiting` until the first words
 * arrive (the page shows its overlay), `streaming` while they come, then `done` with the whole text, or
 * `error` with the page's message (`enhancementFailureMessage`).
 */
export function useEnhancement() {
  const [status, setStatus] = useState<EnhancementStatus>("idle");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => () => controller.current?.abort(), []);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setStatus("idle");
    setText("");
    setError(null);
  }, []);

  const start = useCallback(
    async (castId: string) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      setStatus("waiting");
      setText("");
      setError(null);
      const fail = (message: string) => {
        setError(message);
        setStatus("error");
      };
      try {
        const response = await fetch(`/api/casts/${castId}/enhance`, {
          method: "POST",
          credentials: "same-origin",
          headers: { accept: "text/event-stream" },
          signal: current.signal,
        });
        if (!response.ok || !response.body) {
          const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
          return fail(enhancementFailureMessage(parsed.success ? parsed.data.error.message : null));
        }
        let isFinished = false;
        const parser = createParser({
          onEvent(event) {
            const data = JSON.parse(event.data) as { text?: string; message?: string };
            if (event.event === "chunk" && data.text) {
              setText((previous) => previous + data.text);
              setStatus("streaming");
            } else if (event.event === "done" && data.text !== undefined) {
              isFinished = true;
              setText(data.text);
              setStatus("done");
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
    [queryClient],
  );

  return { status, text, error, start, reset };
}
