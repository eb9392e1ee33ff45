import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { loadApi } from "./api-client";
import { useAuth } from "./auth/auth-provider";
import { queryKeys } from "./query-keys";

/**
 * While a user is signed in, keeps the live-update stream open (./realtime-stream.ts, loaded with the
 * typed client once someone signs in, so a visitor's first load carries neither). The stream closes on
 * sign-out and unmount, and the cached data of the previous user is dropped whenever the signed-in user
 * changes.
 */
export function useRealtimeRefresh() {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const previousUserId = useRef(userId);

  useEffect(() => {
    if (previousUserId.current !== userId) {
      previousUserId.current = userId;
      // Signed out: nothing may keep the last user's data. Another user: refetch what is on screen.
      for (const queryKey of [queryKeys.me, queryKeys.casts]) {
        if (userId) void queryClient.resetQueries({ queryKey });
        else queryClient.removeQueries({ queryKey });
      }
    }
    if (!userId || typeof EventSource === "undefined") return;

    let isStopped = false;
    let stop: (() => void) | undefined;
    // The route's address comes with the typed client, which the first page load does not carry.
    Promise.all([loadApi(), import("./realtime-stream")]).then(
      ([api, { openRealtimeStream }]) => {
        if (!isStopped) stop = openRealtimeStream(queryClient, api.events.$path());
      },
      (error: unknown) => console.warn("Live updates are off: their code did not load", error),
    );
    return () => {
      isStopped = true;
      stop?.();
    };
  }, [userId, queryClient]);
}
