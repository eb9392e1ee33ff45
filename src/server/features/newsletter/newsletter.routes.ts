import { z } from "zod";
import {
  newsletterStatusSchema,
  newsletterSubscribeRequestSchema,
  newsletterTokenRequestSchema,
} from "../../../shared/api/account";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { AppError } from "../../http/errors";
import { apiRoute, createRouter, errorResponses, jsonBody, jsonResponse } from "../../http/openapi";
import { rateLimitPerClient } from "../../http/rate-limit";
import type { Newsletter } from "./newsletter.service";

export interface NewsletterRouteServices {
  db: Database;
  newsletter: Newsletter;
  limits: { newsletterPerHour: number };
  clock: Clock;
}

const tags = ["Newsletter"];
const tokenSchema = newsletterTokenRequestSchema.shape.token;

const subscribe = apiRoute({
  method: "post",
  path: "/",
  operationId: "subscribeToNewsletter",
  tags,
  summary: "Ask for the newsletter",
  description: "Mails a confirmation link. The answer is the same whether or not the address is known.",
  request: { body: jsonBody(newsletterSubscribeRequestSchema) },
  responses: { 202: jsonResponse(newsletterStatusSchema, "A confirmation link is on its way"), ...errorResponses(429) },
});
const confirm = apiRoute({
  method: "post",
  path: "/confirm",
  operationId: "confirmNewsletter",
  tags,
  summary: "Confirm a subscription with the mailed token",
  request: { body: jsonBody(newsletterTokenRequestSchema) },
  responses: { 200: jsonResponse(newsletterStatusSchema, "Subscribed"), ...errorResponses(404) },
});
const unsubscribe = apiRoute({
  method: "post",
  path: "/unsubscribe",
  operationId: "unsubscribeFromNewsletter",
  tags,
  summary: "Unsubscribe with the mailed token",
  description:
    "The token comes in the query (RFC 8058 one-click, the mail client posts `List-Unsubscribe=One-Click` as a form) or in a JSON body (the page).",
  request: {
    query: z.object({ token: tokenSchema.optional() }),
    body: {
      required: false,
      content: {
        "application/json": { schema: z.object({ token: tokenSchema.optional() }) },
        "application/x-www-form-urlencoded": {
          schema: z.object({ "List-Unsubscribe": z.string().max(100).optional() }),
        },
      },
    },
  },
  responses: { 200: jsonResponse(newsletterStatusSchema, "Unsubscribed"), ...errorResponses(404) },
});

/**
 * POST /api/newsletter {email} → 202 whether or not the address is known; POST …/confirm {token};
 * POST …/unsubscribe {token} or ?token= (RFC 8058 one-click from the mail client), no sign-in needed.
 */
export function createNewsletterRoutes({ db, newsletter, limits, clock }: NewsletterRouteServices) {
  const limitSubscriptions = rateLimitPerClient(
    { db, clock },
    {
      limit: limits.newsletterPerHour,
      windowMs: 60 * 60_000,
      message: "Too many subscription requests. Please try again later.",
    },
  );
  return createRouter()
    .openapi({ ...subscribe, middleware: limitSubscriptions }, async (c) => {
      await newsletter.subscribe(c.req.valid("json").email);
      return c.json({ status: "pending" as const }, 202);
    })
    .openapi(confirm, async (c) => {
      await newsletter.confirm(c.req.valid("json").token);
      return c.json({ status: "confirmed" as const }, 200);
    })
    .openapi(unsubscribe, async (c) => {
      const body = c.req.valid("json");
      const token = c.req.valid("query").token ?? ("token" in body ? body.token : undefined);
      if (!token) {
        throw new AppError("bad_request", "The link is missing its token", {
          fields: { token: ["The link is missing its token"] },
        });
      }
      await newsletter.unsubscribe(token);
      return c.json({ status: "unsubscribed" as const }, 200);
    });
}
