import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ZodError } from "zod";
import type { ApiErrorBody, ErrorCode } from "../../shared/api/errors";

/** The HTTP status of every error code, decided in this one place. */
const STATUS_BY_CODE: Record<ErrorCode, ContentfulStatusCode> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  reading_not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  uri_too_long: 414,
  misdirected_request: 421,
  rate_limited: 429,
  daily_limit_reached: 429,
  spread_not_in_plan: 403,
  plan_required: 403,
  profile_incomplete: 422,
  zone_change_too_soon: 400,
  needs_help: 422,
  enhancement_in_progress: 409,
  commitment_not_found: 404,
  commitment_expired: 410,
  payments_unavailable: 409,
  no_subscription: 409,
  already_subscribed: 409,
  payment_provider_error: 502,
  database_unavailable: 503,
  server_busy: 503,
  internal_error: 500,
};

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string[]>;
  readonly retryAfterSeconds?: number;
  readonly details?: Record<string, unknown>;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fields?: Record<string, string[]>;
      details?: Record<string, unknown>;
      retryAfterSeconds?: number;
      cause?: unknown;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.details = options.details;
  }

  get status(): ContentfulStatusCode {
    return STATUS_BY_CODE[this.code];
  }
}

/** Turns a zod failure into a 400 that names each bad field. */
export function toValidationError(error: ZodError, message = "The request is not valid"): AppError {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    (fields[key] ??= []).push(issue.message);
  }
  return new AppError("bad_request", message, { fields });
}

export function sendError(c: Context, error: AppError) {
  const body: ApiErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  };
  if (error.retryAfterSeconds !== undefined) c.header("Retry-After", String(error.retryAfterSeconds));
  return c.json(body, error.status);
}

const CONNECTION_ERROR_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "CONNECTION_ENDED",
  "CONNECTION_CLOSED",
  "CONNECTION_DESTROYED",
  "57P01",
  "57P03",
]);

/** True for errors that mean the database cannot be reached right now (not a bug in a query). */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && CONNECTION_ERROR_CODES.has(code)) return true;
  }
  return false;
}
