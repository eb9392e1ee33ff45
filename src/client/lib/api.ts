import { hc } from "hono/client";
import type { ApiType } from "../../server/api-type";

/**
 * Our JSON API (`/api/…`), typed by the server's route declarations (`ApiType`, a type only: no server
 * code reaches the bundle). Every request carries the session cookie and asks for JSON unless it names
 * another type: `readBody(api.me.profile.$get())` (readBody in api-client.ts); `api.events.$path()` is a route's address.
 */
export const api = hc<ApiType>("/", {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    if (!headers.has("accept")) headers.set("accept", "application/json");
    return fetch(input, { ...init, headers, credentials: "same-origin" });
  },
}).api;

export type Api = typeof api;
