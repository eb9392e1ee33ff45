import { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/require-user";

/**
 * GET /api/events: a server-sent-events stream of changes to the signed-in user's own rows. Each change
 * is `event: change` with `{"table": …}`; the browser refreshes what that table feeds.
 */
export const eventsRoutes = new Hono<AppEnv>().use(requireUser).get("/", (c) => {
  const userId = c.var.user.id;
  const hub = c.var.events;
  c.header("Cache-Control", "no-store");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const unsubscribe = hub.subscribe(userId, {
      onChange: (change) => void stream.writeSSE({ event: "change", data: JSON.stringify(change) }),
      onClose: () => void stream.close(),
    });
    stream.onAbort(unsubscribe);
    await stream.writeSSE({ event: "ready", data: "{}", retry: 3000 });
    while (!stream.aborted && !stream.closed) {
      await stream.sleep(hub.heartbeatMs);
      if (!stream.aborted && !stream.closed) await stream.write(": heartbeat\n\n");
    }
    unsubscribe();
  });
});
