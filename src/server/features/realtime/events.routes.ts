import { streamSSE, type SSEStreamingApi } from "hono/streaming";
import { REALTIME_EVENTS } from "../../../shared/realtime";
import type { AppEnv } from "../../http/app-env";
import { z } from "zod";
import { rateLimitKeyOf } from "../../http/client-ip";
import { apiRoute, createSignedInRouter, errorResponses, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import type { EventHub } from "./event-hub";

export interface EventsRouteServices {
  events: EventHub;
  account: { authenticate: Authenticate; isSessionCurrent: (sessionId: string) => Promise<boolean> };
}

const eventStream = apiRoute({
  method: "get",
  path: "/",
  operationId: "streamEvents",
  tags: ["Realtime"],
  summary: "Live changes to the seeker's own rows",
  description:
    "Server-sent events: `ready` once, then `change` `{table}` for each change, with a heartbeat comment every 25 s. Ends when the session ends. Too many open streams per account or address answer 429.",
  security: SIGNED_IN,
  responses: {
    200: {
      description: "The stream of `ready` and `change` events",
      content: { "text/event-stream": { schema: z.string() } },
    },
    ...errorResponses(429),
  },
});

/**
 * GET /api/events: a server-sent-events stream of changes to the signed-in user's own data, in the events
 * of `src/shared/realtime.ts` (`change` with `{"topic": …}`); the browser refreshes what that topic feeds.
 *
 * A user and a client address may hold only so many streams at once (429 beyond). A stream ends when
 * its session does: at once when the session row is deleted (the database announces it to every
 * node), and at the latest on the next heartbeat, which checks the session is still there and current.
 */
export function createEventsRoutes({ events: hub, account }: EventsRouteServices) {
  return createSignedInRouter(account.authenticate).openapi(eventStream, (c) => {
    const userId = c.var.user.id;
    const sessionId = c.var.session.id;
    const { logger } = c.var;
    let stream: SSEStreamingApi | null = null;
    let isEnded = false;
    // Counted before the answer starts, so a stream over the cap is refused with a JSON 429.
    const unsubscribe = hub.subscribe(
      userId,
      {
        onChange: (change) => void stream?.writeSSE({ event: REALTIME_EVENTS.change, data: JSON.stringify(change) }),
        onClose: () => {
          isEnded = true;
          void stream?.close();
        },
      },
      { sessionId, client: rateLimitKeyOf(c.var.clientIp) },
    );
    c.header("X-Accel-Buffering", "no");
    const response = streamSSE(c, async (opened) => {
      stream = opened;
      opened.onAbort(unsubscribe);
      try {
        if (isEnded) return;
        await opened.writeSSE({ event: REALTIME_EVENTS.ready, data: "{}", retry: 3000 });
        while (!opened.aborted && !opened.closed) {
          await opened.sleep(hub.heartbeatMs);
          if (opened.aborted || opened.closed) break;
          if (!(await account.isSessionCurrent(sessionId).catch(() => true))) {
            logger.info({ userId }, "closed an event stream whose session has ended");
            break;
          }
          await opened.write(": heartbeat\n\n");
        }
      } finally {
        unsubscribe();
      }
    });
    // streamSSE sets `no-cache`, which still lets a cache keep the stream: it is personal.
    response.headers.set("Cache-Control", "no-store");
    return response;
  });
}
