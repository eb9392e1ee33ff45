import { commitmentResponseSchema } from "../../../shared/api/casts";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, errorResponses, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { createCommitment, MAX_OPEN_COMMITMENTS } from "./fairness.service";

export interface FairnessRouteServices {
  db: Database;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const commit = apiRoute({
  method: "post",
  path: "/commitments",
  operationId: "createFairnessCommitment",
  tags: ["Fairness"],
  summary: "Commit to a server seed for the next cast",
  description: `Makes a secret server seed for one cast and answers its SHA-256 (\`serverSeedHash\`), before the seeker chooses a client seed. Send \`commitmentId\` and a \`clientSeed\` with \`POST /api/casts\`: the dice follow from both seeds, and the cast reveals the server seed so anyone can recompute them (algorithm \`hmac-sha256-v1\`, see /fairness). A commitment serves one cast and expires after 10 minutes; a seeker holds at most ${MAX_OPEN_COMMITMENTS} unused ones at a time (429 \`rate_limited\` beyond).`,
  security: SIGNED_IN,
  responses: {
    201: jsonResponse(commitmentResponseSchema, "The commitment: its id, the hash of its seed, and when it expires"),
    ...errorResponses(429),
  },
});

/** /api/fairness: commitments to server seeds, for dice anyone can check. */
export function createFairnessRoutes({ db, account, clock }: FairnessRouteServices) {
  return createSignedInRouter(account.authenticate).openapi(commit, async (c) =>
    c.json(await createCommitment({ db, userId: c.var.user.id, now: clock() }), 201),
  );
}
