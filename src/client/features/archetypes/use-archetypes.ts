import type { ClientResponse } from "hono/client";
import type { ArchetypeResult } from "../../../shared/api/archetypes";
import type { ArchetypeRequest } from "../../../shared/oracles/archetypes";
import { api } from "../../lib/api";
import { readBody } from "../../lib/api-client";
import { runReading } from "../../oracles/kit/run-reading";

type ArchetypeInput = Partial<ArchetypeRequest>;

/**
 * POST /api/readings/archetypes. The server declares one route per oracle from its registry, in a loop the
 * typed client cannot follow, so the route's answer is named here (the API's `ArchetypeSavedResult`).
 */
const readingsDoor = api.readings as unknown as Record<
  "archetypes",
  { $post(args: { json: ArchetypeInput }): Promise<ClientResponse<ArchetypeResult, 201, "json">> }
>;

/** A quiz result saved through the kit's runner: sent again when the server is busy. */
export function sendArchetype(request: ArchetypeInput): Promise<ArchetypeResult> {
  return runReading((body: ArchetypeInput) => readBody(readingsDoor.archetypes.$post({ json: body })), request);
}
