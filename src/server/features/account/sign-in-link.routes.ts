import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Auth } from "./auth";
import { AppError, toValidationError } from "../../http/errors";
import type { AppEnv } from "../../http/app-env";
import { CLIENT_IP_HEADER } from "../../http/client-ip";
import { applySecurityHeaders } from "../../http/security-headers";
import { SIGN_IN_LINK_CONFIRM_PATH, SIGN_IN_LINK_FIELDS, SIGN_IN_LINK_PATH } from "../../../shared/account";

/** better-auth's magic-link endpoint: it signs in on a GET, which is why nothing reaches it that way. */
const VERIFY_PATH = "/api/auth/magic-link/verify";
/** What the link-error page is told when the per-IP limit on following links is reached. */
const RATE_LIMITED_PATH = "/sign-in/link-error?error=RATE_LIMITED";

const optionalText = (max: number) => z.string().max(max).optional();
const confirmSchema = z.object({
  token: z.string().min(1, "The link has no token").max(256),
  callbackURL: optionalText(2048),
  newUserCallbackURL: optionalText(2048),
  errorCallbackURL: optionalText(2048),
  tz: optionalText(100),
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
  const routes = new Hono<AppEnv>();

  routes.get(VERIFY_PATH, (c) => c.redirect(`${SIGN_IN_LINK_PATH}${new URL(c.req.url).search}`, 303));

  routes.post(SIGN_IN_LINK_CONFIRM_PATH, async (c) => {
    const origin = c.req.header("origin");
    if (!origin || !trusted.has(origin)) {
      throw new AppError("forbidden", "Sign-in links are confirmed only from this site's own sign-in page");
    }
    const parsed = confirmSchema.safeParse(await readFields(c));
    if (!parsed.success) throw toValidationError(parsed.error, "This sign-in link is not valid");

    const verify = new URL(VERIFY_PATH, publicUrl);
    for (const name of SIGN_IN_LINK_FIELDS) {
      const value = parsed.data[name];
      if (value) verify.searchParams.set(name, value);
    }
    const headers = new Headers();
    for (const name of ["cookie", "user-agent", "accept-language"]) {
      const value = c.req.header(name);
      if (value) headers.set(name, value);
    }
    if (c.var.clientIp) headers.set(CLIENT_IP_HEADER, c.var.clientIp);
    const response = await auth.handler(new Request(verify, { headers }));
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
    return applySecurityHeaders(response, answerHeaders);
  });
  return routes;
}

/** The page posts a form; JSON is accepted too (scripts and tests). */
async function readFields(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header("content-type") ?? "";
  try {
    if (type.startsWith("application/json")) {
      const body: unknown = await c.req.json();
      return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    }
    if (type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data")) {
      return await c.req.parseBody();
    }
  } catch {
    throw new AppError("bad_request", "The request body could not be read");
  }
  throw new AppError("bad_request", "Send the sign-in link's fields as a form or as JSON");
}
