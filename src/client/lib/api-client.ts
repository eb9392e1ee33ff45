import type { ClientResponse } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { Api } from "./api";
import type { ApiErrorBody, ErrorCode } from "../../shared/api/errors";

/** An error answer from our API, carrying its code and the server's message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The typed client (`api.ts`), for code on the home page's first load: hono/client (about 2 KB gzip) is
 * fetched when the first request is made, not with the page. Code that loads later imports `api` itself.
 */
export function loadApi(): Promise<Api> {
  return import("./api").then((module) => module.api);
}

/** The body a route declares for its success answers (null for a 204 without one). */
type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? Status extends SuccessStatusCode
      ? Format extends "json"
        ? Body
        : null
      : never
    : never;

/**
 * Waits for an answer of our API and returns its body, typed by the route's declaration; an error answer
 * (non-2xx) is thrown as ApiError with the envelope's code, message and fields.
 */
export async function readBody<R extends ClientResponse<unknown, number, string>>(
  request: Promise<R>,
): Promise<SuccessBody<R>> {
  const response = await request;
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = readApiError(body);
    if (error) throw new ApiError(response.status, error.code, error.message, error.fields, error.details);
    throw new ApiError(response.status, "internal_error", "");
  }
  return body as SuccessBody<R>;
}

/**
 * The `{error:{code,message,…}}` of an error answer, checked by hand: a schema library here would add
 * ~25 KB to the JavaScript every page loads first.
 */
export function readApiError(body: unknown): ApiErrorBody["error"] | null {
  const error = (body as { error?: unknown } | null)?.error as Record<string, unknown> | undefined;
  if (!error || typeof error.code !== "string" || typeof error.message !== "string") return null;
  const isRecord = (value: unknown): value is Record<string, never> => !!value && typeof value === "object";
  return {
    code: error.code,
    message: error.message,
    ...(isRecord(error.fields) ? { fields: error.fields as Record<string, string[]> } : {}),
    ...(isRecord(error.details) ? { details: error.details as Record<string, unknown> } : {}),
  };
}
