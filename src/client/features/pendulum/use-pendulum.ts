import type { ClientResponse } from "hono/client";
import type { PendulumResult } from "../../../shared/api/pendulum";
import type { PendulumRequest } from "../../../shared/oracles/pendulum";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { runReading, type Seal } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/pendulum. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answer is named here (the API's own `PendulumResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "pendulum",
  { $post(args: { json: PendulumRequest }): Promise<ClientResponse<PendulumResult, 201, "json">> }
>;

/** A swing through the kit's runner: sent again when busy, a stale commitment renewed once. */
export function sendPendulum(request: PendulumRequest, seal?: Seal<PendulumRequest>): Promise<PendulumResult> {
  return runReading(
    (sealed: PendulumRequest) => readBody(readingsDoor.pendulum.$post({ json: sealed })),
    request,
    seal,
  );
}
