/** Error codes that mean a kept-alive connection was closed by the other side before it answered. */
const STALE_CONNECTION_CODES = new Set(["UND_ERR_SOCKET", "ECONNRESET", "EPIPE", "UND_ERR_CLOSED"]);

/** True when a fetch failed because its (reused) connection closed before any answer came. */
function isStaleConnection(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && STALE_CONNECTION_CODES.has(code)) return true;
  }
  return false;
}

/**
 * fetch for a call to an outside service, tried once more when the connection closed before any answer.
 * A server closes an idle kept-alive connection after a few seconds; a request sent on it just as it
 * closes fails without having been answered, and the second try goes out on a fresh connection. A
 * timeout, a refused connection or any answer at all is final.
 */
export async function fetchOutbound(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (!isStaleConnection(error) || init.signal?.aborted) throw error;
    return fetch(url, init);
  }
}
