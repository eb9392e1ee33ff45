import { z } from "zod";

/** Every API error has this shape. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
    details: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Error codes the server uses; the HTTP status of each is decided in one place on the server. */
export type ErrorCode =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "reading_not_found"
  | "payload_too_large"
  | "uri_too_long"
  | "misdirected_request"
  | "rate_limited"
  | "daily_limit_reached"
  | "enhancement_in_progress"
  | "database_unavailable"
  | "internal_error";
