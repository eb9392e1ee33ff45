import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { api } from "../../lib/api";
import { ApiError, readBody } from "../../lib/api-client";

export type TokenActionState = { status: "pending" } | { status: "success" } | { status: "error"; message: string };

const FALLBACK_ERROR = "Something went wrong. Please try again.";

interface TokenActionOptions {
  /** What the token does: POST /api/newsletter/confirm or /api/newsletter/unsubscribe. */
  action: "confirm" | "unsubscribe";
  /** Shown at once when the link carries no token at all. */
  missingTokenMessage: string;
}

/**
 * Posts the `token` of the link that opened the page (newsletter confirm and unsubscribe mails) once,
 * and reports how it went. React runs effects twice in development; the ref keeps it to one request per
 * token, and a result is only shown for the token it belongs to.
 */
export function useTokenAction({ action, missingTokenMessage }: TokenActionOptions): TokenActionState {
  const token = useSearchParams()[0].get("token");
  const [result, setResult] = useState<{ token: string; state: TokenActionState } | null>(null);
  const postedToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || postedToken.current === token) return;
    postedToken.current = token;
    // Unsubscribing also takes the token in the query or a form (the mail client's one-click), so its
    // declared input names all three; the page sends it as JSON.
    const answer =
      action === "confirm"
        ? api.newsletter.confirm.$post({ json: { token } })
        : api.newsletter.unsubscribe.$post({ query: {}, form: {}, json: { token } });
    readBody(answer).then(
      () => setResult({ token, state: { status: "success" } }),
      (error: unknown) =>
        setResult({
          token,
          state: {
            status: "error",
            message: error instanceof ApiError && error.message ? error.message : FALLBACK_ERROR,
          },
        }),
    );
  }, [action, token]);

  if (!token) return { status: "error", message: missingTokenMessage };
  return result?.token === token ? result.state : { status: "pending" };
}
