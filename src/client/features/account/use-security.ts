import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { deleteAccountRequestSchema } from "../../../shared/api/account";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { forgetLastReadings } from "../../lib/pwa/forget-last-readings";
import { queryKeys } from "../../lib/query-keys";

/** GET /api/me/security: assurance level, two-factor state, whether a password is set, and the sessions. */
export function useSecurityOverview() {
  return useQuery({
    queryKey: queryKeys.security,
    queryFn: ({ signal }) => readBody(api.me.security.$get(undefined, { init: { signal } })),
  });
}

/**
 * Refetches the overview. Returned from a mutation's own callbacks, it keeps the mutation pending until the
 * fresh overview has arrived, so a button never reads "done" while the old list is still on screen.
 */
export function useRefreshSecurity() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.security });
}

/** DELETE /api/me/sessions/:id; the current session cannot be ended here (that is Logout). */
export function useRevokeSession() {
  const refreshSecurity = useRefreshSecurity();
  return useMutation({
    mutationFn: (sessionId: string) =>
      readBody(api.me.sessions[":sessionId"].$delete({ param: { sessionId: encodeURIComponent(sessionId) } })),
    // A 404 means the session had already ended elsewhere: the list is stale either way.
    onSettled: refreshSecurity,
  });
}

/** POST /api/me/sessions/revoke-others: ends every session but this one. */
export function useRevokeOtherSessions() {
  const refreshSecurity = useRefreshSecurity();
  return useMutation({
    mutationFn: () => readBody(api.me.sessions["revoke-others"].$post()),
    onSettled: refreshSecurity,
  });
}

/** POST /api/me/two-factor/disable with a current authenticator code or a backup code. */
export function useDisableTwoFactor() {
  const refreshSecurity = useRefreshSecurity();
  return useMutation({
    mutationFn: (code: string) => readBody(api.me["two-factor"].disable.$post({ json: { code } })),
    onSuccess: refreshSecurity,
  });
}

/** DELETE /api/me; the server also clears the session cookie, and the readings kept offline go. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (request: z.input<typeof deleteAccountRequestSchema>) => {
      const deleted = await readBody(api.me.$delete({ json: request }));
      await forgetLastReadings();
      return deleted;
    },
  });
}
