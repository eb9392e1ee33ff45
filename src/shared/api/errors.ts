import { z } from "zod";

/**
 * Every API error has this shape, better-auth's included (the server translates its answers). Codes are
 * lower snake case: ours (ERROR_CODES), or better-auth's own code lowercased (`invalid_code`).
 */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().regex(/^[a-z][a-z0-9_]*$/),
      message: z.string(),
      fields: z.record(z.string(), z.array(z.string())).optional(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .meta({ id: "Error" });
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Error codes the server uses; the HTTP status of each is decided in one place on the server. */
export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "reading_not_found"
  | "payload_too_large"
  | "unsupported_media_type"
  | "uri_too_long"
  | "misdirected_request"
  | "rate_limited"
  | "daily_limit_reached"
  | "spread_not_in_plan"
  | "plan_required"
  | "profile_incomplete"
  | "zone_change_too_soon"
  | "needs_help"
  | "enhancement_in_progress"
  | "commitment_not_found"
  | "commitment_expired"
  | "payments_unavailable"
  | "no_subscription"
  | "already_subscribed"
  | "payment_provider_error"
  | "database_unavailable"
  | "server_busy"
  | "internal_error";
