import { z } from "zod";
import { signInLinkConfirmSchema, signInLinkQuerySchema } from "../../../shared/api/account";
import { SIGN_IN_LINK_FIELDS, SIGN_IN_LINK_PATH } from "../../../shared/account";
import type { Auth } from "./auth";
import { AppError, toValidationError } from "../../http/errors";
import { toErrorEnvelope } from "../../http/auth-errors";
import { CLIENT_IP_HEADER } from "../../http/client-ip";
import { apiRoute, createRouter } from "../../http/openapi";
import { applySecurityHeaders } from "../../http/security-headers";

/** better-auth's magic-link endpoint: it signs in on a GET, which is why nothing reaches it that way. */
const VERIFY_PATH = "/api/auth/magic-link/verify";
/** What the link-error page is told when the per-IP limit on following links is reached. */
const RATE_LIMITED_PATH = "/sign-in/link-error?error=RATE_LIMITED";

const tags = ["Sign-in"];
const redirect = (description: string) => ({
  description,
  headers: z.object({ Location: z.string().meta({ description: "Where the browser goes next" }) }),
});

const verify = apiRoute({
  method: "get",
  path: "/auth/magic-link/verify",
  operationId: "openSignInLink",
  tags,
  summary: "A mailed sign-in link: sends the browser to its confirmation page",
  description: "Signs nobody in (login CSRF); the page's button posts the same fields to `/api/sign-in/link`.",
  request: { query: signInLinkQuerySchema },
  responses: { 303: redirect("To the sign-in link's confirmation page, with the same query") },
});

const confirm = apiRoute({
  method: "post",
  path: "/sign-in/link",
  operationId: "confirmSignInLink",
  tags,
  summary: "Confirm a mailed sign-in link",
  description:
    "Posted by this site's own confirmation page only (its Origin; 403 otherwise). Signs in and redirects to the link's callback, to the two-factor challenge, or to the link-error page.",
  request: {
    body: {
      required: true,
      content: {
        "application/x-www-form-urlencoded": { schema: signInLinkConfirmSchema },
      },
    },
  },
  responses: {
    302: redirect(
      "Signed in (Set-Cookie) or refused: to the callback, the two-factor challenge or the link-error page",
    ),
    303: redirect("Too many links followed from this address: to the link-error page (`Retry-After`)"),
  },
});

/**
 * Login CSRF: a GET that signs in can be fired by any site (a link, an image, a redirect), signing the
 * visitor into the account whose link the attacker holds. So:
 * - `GET /api/auth/magic-link/verify` signs nobody in any more; it sends the browser to the sign-in page
 *   with the same parameters (links mailed before this change keep working, with one more click);
 * - `POST /api/sign-in/link`, the page's button, signs in, and only for a request whose Origin is this
 *   site's: a form on another site carries its own Origin and gets 403.
 * Mounted before the better-auth proxy. The verification itself stays better-auth's (rate limit,
 * single-use token, the account a new address gets, its time zone, the two-factor challenge).
 */
export function createSignInLinkRoutes(
  { auth, publicUrl }: { auth: Auth; publicUrl: string },
  http: { trustedOrigins: readonly string[]; headerEntries: ReadonlyArray<[string, string]> },
) {
  const trusted = new Set(http.trustedOrigins);
  return createRouter()
    .openapi(verify, (c) => c.redirect(`${SIGN_IN_LINK_PATH}${new URL(c.req.url).search}`, 303))
    .openapi(
      confirm,
      async (c) => {
        const origin = c.req.header("origin");
        if (!origin || !trusted.has(origin)) {
          throw new AppError("forbidden", "Sign-in links are confirmed only from this site's own sign-in page");
        }
        const fields = c.req.valid("form");
        const target = new URL(VERIFY_PATH, publicUrl);
        for (const name of SIGN_IN_LINK_FIELDS) {
          const value = fields[name];
          if (value) target.searchParams.set(name, value);
        }
        const headers = new Headers();
        for (const name of ["cookie", "user-agent", "accept-language"]) {
          const value = c.req.header(name);
          if (value) headers.set(name, value);
        }
        if (c.var.clientIp) headers.set(CLIENT_IP_HEADER, c.var.clientIp);
        const response = await auth.handler(new Request(target, { headers }));
        const answerHeaders: Array<[string, string]> = [...http.headerEntries, ["X-Request-Id", c.var.requestId]];
        // The page posted a form: a JSON 429 would be shown raw. The token is not used up; say so on a page.
        if (response.status === 429) {
          return applySecurityHeaders(
            new Response(null, {
              status: 303,
              headers: { location: RATE_LIMITED_PATH, "retry-after": response.headers.get("x-retry-after") ?? "60" },
            }),
            answerHeaders,
          );
        }
        if (response.status >= 400) return applySecurityHeaders(await toErrorEnvelope(response), answerHeaders);
        return applySecurityHeaders(response, answerHeaders);
      },
      (result) => {
        if (!result.success) throw toValidationError(result.error, "This sign-in link is not valid");
      },
    );
}
