import { apiErrorSchema, type ErrorCode } from "../../shared/api/errors";

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
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) {
      const { code, message, fields, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, fields, details);
    }
    throw new ApiError(response.status, "internal_error", "");
  }
  return body as T;
}
