import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../query-keys";

export interface AuthUser {
  id: string;
  email: string;
  name: string;
}

/** GET /api/auth/get-session: the session's user, or null when signed out. */
async function fetchSessionUser(): Promise<AuthUser | null> {
  try {
    const response = await fetch("/api/auth/get-session", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (!response.ok) throw new Error(`The session answered ${response.status}`);
    const body = (await response.json()) as { user?: AuthUser } | null;
    const user = body?.user;
    return user ? { id: user.id, email: user.email, name: user.name } : null;
  } catch (error) {
    console.error("Could not fetch the session", error);
    throw error;
  }
}

/**
 * The signed-in user as a query, read by `AuthProvider` and by route loaders through the same QueryClient.
 * A tab coming back refetches it when it is older than 5 s (a sign-out elsewhere shows on return); a failed
 * fetch is not retried and leaves the page signed out (or as it was).
 */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: fetchSessionUser,
  staleTime: 5_000,
  retry: false,
  // Asked even when the browser reports itself offline: an answer, or a failure, ends the loading state.
  networkMode: "always",
});
