import { useEffect } from "react";
import { loadApi } from "./api-client";
import { useAuth } from "./auth/auth-provider";

/**
 * While a user is signed in, keeps the live-update stream open (./realtime-stream.ts, loaded with the
 * typed client and the query client once someone signs in, so a visitor's first load carries none of
 * them). The stream closes on sign-out and unmount. Dropping the previous user's cached data when the
 * signed-in user changes is the query client's own (./query-client.ts).
 */
export function useRealtimeRefresh() {
  const { user } = useAuth();
  const userId = user?.id ?? null;

  useEffect(() => {
    if (!userId || typeof EventSource === "undefined") return;

    let isStopped = false;
    let stop: (() => void) | undefined;
    // The route's address comes with the typed client, which the first page load does not carry.
    Promise.all([loadApi(), import("./realtime-stream"), import("./query-client")]).then(
      ([api, { openRealtimeStream }, { getQueryClient }]) => {
        if (!isStopped) stop = openRealtimeStream(getQueryClient(), api.events.$path());
      },
      (error: unknown) => console.warn("Live updates are off: their code did not load", error),
    );
    return () => {
      isStopped = true;
      stop?.();
    };
  }, [userId]);
}
