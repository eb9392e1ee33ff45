import type { ClientResponse } from "hono/client";
import type { CyclesReading, CyclesResult } from "../../../shared/api/cycles";
import type { CyclesRequest } from "../../../shared/oracles/cycles";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { runReading } from "../../oracles/kit/run-reading";

/**
 * POST /api/readings/cycles. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answers are named here: 201 a new reading, 200 today's.
 */
const readingsDoor = api.readings as unknown as Record<
  "cycles",
  { $post(args: { json: CyclesRequest }): Promise<ClientResponse<CyclesResult | CyclesReading, 200 | 201, "json">> }
>;

/** Records today's cycles through the kit's runner (sent again when the server is busy). */
export function sendCycles(request: CyclesRequest): Promise<CyclesResult | CyclesReading> {
  return runReading((body: CyclesRequest) => readBody(readingsDoor.cycles.$post({ json: body })), request);
}
