import { magicLinkClient, twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { unwrapErrorEnvelope } from "./auth-error-envelope";

/** Talks to our own /api/auth on the page's origin; no secret or provider key lives in the browser. */
export const authClient = createAuthClient({
  basePath: "/api/auth",
  plugins: [magicLinkClient(), twoFactorClient()],
  // Errors come in the API's envelope; the client's `error` gets its code and message (one place).
  fetchOptions: { onResponse: unwrapErrorEnvelope },
});
