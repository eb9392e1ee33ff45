import { createRoute, type RouteConfig } from "@hono/zod-openapi";
import type { z } from "zod";
import { apiErrorSchema } from "../../../shared/api/errors";

/** The security scheme of every signed-in route: better-auth's session cookie. */
export const SESSION_COOKIE_SCHEME = "sessionCookie";
export const SESSION_COOKIE_NAME = "better-auth.session_token";
/** `security` of a route that needs a session (it also answers 401). */
export const SIGNED_IN: NonNullable<RouteConfig["security"]> = [{ [SESSION_COOKIE_SCHEME]: [] }];

/** What each error status of ours means, with the codes it carries (src/server/http/errors.ts). */
const ERROR_DESCRIPTIONS = {
  400: "The request is not valid (`bad_request`); `fields` names each bad field. Any request whose URL or body holds the NUL character (U+0000), which no text can be stored with, is refused so. A time zone changed again within 24 hours of its last change (`zone_change_too_soon`, `details.nextChangeAt`)",
  401: "Not signed in, or the session has ended (`unauthorized`)",
  403: "Refused (`forbidden`): a request from another site, or an action not allowed; or a part of the paid plans asked for on the free plan (`plan_required`, `details.plans`: the plans that include it)",
  404: "Nothing here (`not_found`, `reading_not_found`, `commitment_not_found`)",
  409: "Already under way (`enhancement_in_progress`; see `Retry-After`), or not possible in the current state (`payments_unavailable`, `no_subscription`, `already_subscribed`)",
  410: "No longer usable (`commitment_expired`)",
  413: "The body is over 64 KB (`payload_too_large`)",
  415: "The body is not of a declared media type (`unsupported_media_type`)",
  422: "Understood but refused: a question that says the seeker needs help is not read (`needs_help`: the help is the `message`, its kind `details.kind`), the profile lacks what the request needs (`profile_incomplete`, `fields` names each missing field), or better-auth's `unprocessable`",
  429: "Too many requests (`rate_limited`) or the plan's allowance for the last 24 hours is used (`daily_limit_reached`, `details.resetsAt`: when the next one opens); see `Retry-After`",
  500: "Something went wrong on our side (`internal_error`)",
  502: "The payment provider did not answer as expected (`payment_provider_error`); try again",
  503: "The database is not answering (`database_unavailable`), or too many requests are queued for it (`server_busy`); see `Retry-After`",
} as const;
export type ErrorStatus = keyof typeof ERROR_DESCRIPTIONS;

const errorContent = { "application/json": { schema: apiErrorSchema } };

/** The error answers a route declares, each with the `{error:{code,message,fields?}}` body. */
export function errorResponses<const S extends ErrorStatus>(
  ...statuses: S[]
): { [K in S]: { description: string; content: typeof errorContent } } {
  const responses: Record<number, { description: string; content: typeof errorContent }> = {};
  for (const status of statuses) responses[status] = { description: ERROR_DESCRIPTIONS[status], content: errorContent };
  return responses as { [K in S]: { description: string; content: typeof errorContent } };
}

/** A JSON answer of the given schema. */
export function jsonResponse<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/** A JSON request body of the given schema; it must be present. */
export function jsonBody<T extends z.ZodType>(schema: T, description?: string) {
  return { required: true, ...(description ? { description } : {}), content: { "application/json": { schema } } };
}

/**
 * `createRoute` with the answers every API route can give besides its own, added once here: 400 (bad
 * input, or the NUL character anywhere in the request: app.ts refuses it before any route), 500 and 503
 * always; 403 (a foreign Origin) and 413 (the body limit) on every method but GET; 415 on a route with a
 * body; 401 on a route that needs a session (`security: SIGNED_IN`).
 */
export function apiRoute<const R extends RouteConfig>(config: R) {
  const isSafe = config.method === "get" || config.method === "head";
  const request = config.request ?? {};
  const common = errorResponses(
    400,
    ...(config.security ? ([401] as const) : []),
    ...(isSafe ? [] : ([403, 413] as const)),
    ...(request.body ? ([415] as const) : []),
    500,
    503,
  );
  // A public route says so (`security: []`), so that every operation states what it needs.
  return createRoute({ ...config, security: config.security ?? [], responses: { ...common, ...config.responses } });
}
