import { Hono } from "hono";
import { newsletterSubscribeRequestSchema, newsletterTokenRequestSchema } from "../../../shared/api/account";
import type { Database } from "../../db/client";
import type { AppEnv } from "../../http/app-env";
import { parseJsonBody, parseParam } from "../../http/parse";
import { rateLimitPerClient } from "../../http/rate-limit";
import type { Newsletter } from "./newsletter.service";

export interface NewsletterRouteServices {
  db: Database;
  newsletter: Newsletter;
  limits: { newsletterPerHour: number };
}

/**
 * POST /api/newsletter {email} → 202 whether or not the address is known; POST …/confirm {token};
 * POST …/unsubscribe {token} or ?token= (RFC 8058 one-click from the mail client), no sign-in needed.
 */
export function createNewsletterRoutes({ db, newsletter, limits }: NewsletterRouteServices) {
  return new Hono<AppEnv>()
    .post(
      "/",
      rateLimitPerClient(db, {
        limit: limits.newsletterPerHour,
        windowMs: 60 * 60_000,
        message: "Too many subscription requests. Please try again later.",
      }),
      async (c) => {
        const { email } = await parseJsonBody(c, newsletterSubscribeRequestSchema);
        await newsletter.subscribe(email);
        return c.json({ status: "pending" }, 202);
      },
    )
    .post("/confirm", async (c) => {
      const { token } = await parseJsonBody(c, newsletterTokenRequestSchema);
      await newsletter.confirm(token);
      return c.json({ status: "confirmed" });
    })
    .post("/unsubscribe", async (c) => {
      const queryToken = c.req.query("token");
      const { token } =
        queryToken !== undefined
          ? { token: parseParam("token", queryToken, newsletterTokenRequestSchema.shape.token) }
          : await parseJsonBody(c, newsletterTokenRequestSchema);
      await newsletter.unsubscribe(token);
      return c.json({ status: "unsubscribed" });
    });
}
