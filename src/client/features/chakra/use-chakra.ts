import { useQuery } from "@tanstack/react-query";
import type { ClientResponse } from "hono/client";
import type { ChakraResult, ChakraTrend } from "../../../shared/api/chakra";
import type { ChakraRequest } from "../../../shared/oracles/chakra";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { queryKeys } from "../../lib/query-keys";
import { runReading } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/chakra. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answer is named here (the API's `ChakraCheckInResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "chakra",
  { $post(args: { json: ChakraRequest }): Promise<ClientResponse<ChakraResult, 201, "json">> }
>;

/** Saves a check-in through the kit's runner (sent again when the server is busy). */
export function sendCheckIn(request: ChakraRequest): Promise<ChakraResult> {
  return runReading((body: ChakraRequest) => readBody(readingsDoor.chakra.$post({ json: body })), request);
}

/** The chart's key: under the journal, so a new check-in (which refreshes everything under `me`) makes it stale. */
const TREND_KEY = [...queryKeys.journal, "chakra"] as const;

/** GET /api/me/chakra: each saved check-in's seven balances, oldest first. */
export function useChakraTrend() {
  return useQuery({
    queryKey: TREND_KEY,
    queryFn: async ({ signal }) => (await readBody(api.me.chakra.$get({}, { init: { signal } }))) as ChakraTrend,
  });
}
