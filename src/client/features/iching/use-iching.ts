import type { ClientResponse } from "hono/client";
import type { IChingResult } from "../../../shared/api/iching";
import type { IChingRequest } from "../../../shared/oracles/iching";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { runReading, type Seal } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/iching. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answer is named here (the API's own `IChingResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "iching",
  { $post(args: { json: IChingRequest }): Promise<ClientResponse<IChingResult, 201, "json">> }
>;

/** A cast through the kit's runner: sent again when busy, a stale commitment renewed once. */
export function sendIChing(request: IChingRequest, seal?: Seal<IChingRequest>): Promise<IChingResult> {
  return runReading((sealed: IChingRequest) => readBody(readingsDoor.iching.$post({ json: sealed })), request, seal);
}
