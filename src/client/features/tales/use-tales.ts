import type { ClientResponse } from "hono/client";
import type { TaleResult } from "../../../shared/api/tales";
import type { TaleRequest } from "../../../shared/oracles/tales";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { runReading, type Seal } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/tales. The server declares one route per oracle from its registry, in a loop the typed
 * client cannot follow, so the route's answer is named here (the API's own `TaleResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "tales",
  { $post(args: { json: TaleRequest }): Promise<ClientResponse<TaleResult, 201, "json">> }
>;

/** A tale through the kit's runner: sent again when busy, a stale commitment renewed once. */
export function sendTale(request: TaleRequest, seal?: Seal<TaleRequest>): Promise<TaleResult> {
  return runReading((sealed: TaleRequest) => readBody(readingsDoor.tales.$post({ json: sealed })), request, seal);
}
