import type { ClientResponse } from "hono/client";
import type { CompassResult } from "../../../shared/api/compass";
import type { CompassRequest } from "../../../shared/oracles/compass";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { runReading, type Seal } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/compass. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answer is named here (the API's `CompassDecisionResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "compass",
  { $post(args: { json: CompassRequest }): Promise<ClientResponse<CompassResult, 201, "json">> }
>;

/** Saves a decision through the kit's runner: sent again when busy, a stale commitment renewed once. */
export function sendDecision(request: CompassRequest, seal?: Seal<CompassRequest>): Promise<CompassResult> {
  return runReading((sealed: CompassRequest) => readBody(readingsDoor.compass.$post({ json: sealed })), request, seal);
}
