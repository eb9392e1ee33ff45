/**
 * The server answers every API error, better-auth's included, as `{error:{code,message}}` (lower snake
 * case codes). better-auth's browser client reads an error answer's top-level `code` and `message`; this
 * hook of its fetch hands it the envelope's, so `result.error.code` is `invalid_code`, not undefined.
 */
export async function unwrapErrorEnvelope({ response }: { response: Response }): Promise<Response | undefined> {
  if (response.ok || !response.headers.get("content-type")?.includes("json")) return undefined;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
  const error = body?.error;
  if (!error || typeof error !== "object") return undefined;
  return new Response(JSON.stringify({ code: error.code, message: error.message }), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
