import { magicLinkClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { changesWhoIsSignedIn } from "../pwa/offline-rules";
import { forgetLastReadings } from "../pwa/forget-last-readings";
import { unwrapErrorEnvelope } from "./auth-error-envelope";

/** Talks to our own /api/auth on the page's origin; no secret or provider key lives in the browser. */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [magicLinkClient(), twoFactorClient()],
  // Errors come in the API's envelope; the client's `error` gets its code and message (one place).
  // Signing in, up or out forgets the readings kept for offline use (lib/pwa/forget-last-readings.ts).
  fetchOptions: {
    onResponse: unwrapErrorEnvelope,
    onSuccess: async ({ request }) => {
      if (changesWhoIsSignedIn(request.method, new URL(request.url, window.location.origin).pathname))
        await forgetLastReadings();
    },
  },
});
