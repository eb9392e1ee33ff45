import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, type RenderResult } from "@testing-library/react";
import { vi, type Mock } from "vitest";
import type { ReactNode } from "react";

/** Renders inside a fresh QueryClient (no retries), as the app's root provides one. */
export function renderWithQueryClient(ui: ReactNode): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
}

/** A JSON answer as our API sends it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/**
 * Replaces `fetch` for one test: `answer` receives each request's path, method and parsed JSON body and
 * returns the response. The mock records the calls.
 */
export function stubFetch(
  answer: (request: { path: string; method: string; body: unknown }) => Response | Promise<Response>,
): Mock {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://test",
    );
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
    return answer({ path: url.pathname, method: init?.method ?? "GET", body });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}
