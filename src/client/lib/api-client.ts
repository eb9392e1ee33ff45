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

/** Calls our API with the session cookie; non-2xx answers become ApiError. */
export async function apiFetch<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (json !== undefined) headers.set("content-type", "application/json");
  headers.set("accept", "application/json");
  const response = await fetch(path, {
    ...rest,
    headers,
    credentials: "same-origin",
    ...(json !== undefined ? { body: JSON.stringify(json) } : {}),
  });
  const body: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    const error = readApiError(body);
    if (error) throw new ApiError(response.status, error.code, error.message, error.fields, error.details);
    throw new ApiError(response.status, "internal_error", "");
  }
  return body as T;
}

/**
 * The `{error:{code,message,…}}` of an error answer, checked by hand: a schema library here would add
 * ~25 KB to the JavaScript every page loads first.
 */
function readApiError(body: unknown): ApiErrorBody["error"] | null {
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
