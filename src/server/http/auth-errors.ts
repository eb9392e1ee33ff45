/**
 * better-auth answers a refusal with `{code, message}` (UPPER_CASE codes), or a bare message, or an empty
 * body; the API's envelope is `{error:{code,message}}` with lower snake case codes. The proxy turns every
 * better-auth error answer into the envelope here, once, so the client reads one shape.
 */

/** The code of an error answer that brought none, by status. */
const CODE_BY_STATUS: Record<number, string> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  422: "unprocessable",
  429: "rate_limited",
};

const MESSAGE_BY_STATUS: Record<number, string> = {
  401: "Please sign in to continue",
  403: "This is not allowed",
  404: "There is no such API endpoint",
  429: "Too many requests. Please try again later.",
};

/** `INVALID_EMAIL_OR_PASSWORD` → `invalid_email_or_password`; anything odd becomes a safe snake case word. */
export function toSnakeCode(code: string): string {
  const snake = code
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  if (!snake) return "";
  return /^[a-z]/.test(snake) ? snake : `error_${snake}`;
}

function codeFor(status: number, code: unknown): string {
  if (status === 429) return "rate_limited";
  const translated = typeof code === "string" ? toSnakeCode(code) : "";
  return translated || CODE_BY_STATUS[status] || (status >= 500 ? "internal_error" : "bad_request");
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * An error answer of better-auth's (status 4xx or 5xx) in our envelope: same status and headers (its
 * cookies too), `Retry-After` on a 429 (better-auth sends `X-Retry-After`).
 */
export async function toErrorEnvelope(response: Response): Promise<Response> {
  const text = await response.text().catch(() => "");
  const parsed = parseJson(text);
  const body = parsed && typeof parsed === "object" ? (parsed as { code?: unknown; message?: unknown }) : {};
  const message =
    typeof body.message === "string" && body.message.trim()
      ? body.message
      : (MESSAGE_BY_STATUS[response.status] ??
        (response.status >= 500 ? "Something went wrong on our side; please try again" : "The request is not valid"));
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("content-type", "application/json");
  if (response.status === 429) headers.set("Retry-After", response.headers.get("x-retry-after") ?? "60");
  return new Response(JSON.stringify({ error: { code: codeFor(response.status, body.code), message } }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
