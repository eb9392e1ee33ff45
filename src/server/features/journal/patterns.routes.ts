import { patternsQuerySchema, patternsSchema, patternToolsSchema } from "../../../shared/api/patterns";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { apiRoute, createSignedInRouter, errorResponses, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { patternTools, readPatterns } from "./patterns.service";

export interface PatternsRouteServices {
  db: Database;
  account: { authenticate: Authenticate };
  clock: Clock;
}

const tags = ["Journal"];

const patterns = apiRoute({
  method: "get",
  path: "/journal/patterns",
  operationId: "getJournalPatterns",
  tags,
  summary: "What comes up most in the seeker's readings of one oracle, with a chance check",
  description:
    "Counts the items (`kind`: the tarot's cards, the runes, the dice's rolls or faces, the pendulum's answers) of the seeker's readings of `tool` over the last `days` days (1–365, default 90) by the server's clock. Only readings the server drew are counted; readings from the seeker's own deck or dice are left out and their number is `excludedOwnDraws`. Each item's `expected` is `itemsDrawn / deckSize` and `pAtLeast` is P(X ≥ count) for X ~ Binomial(itemsDrawn, 1 / deckSize). Items are sorted by `pAtLeast`, then by count; items that never came up are left out. An oracle without patterns (the once-a-day rituals) or a kind it does not have answers 400.",
  security: SIGNED_IN,
  request: { query: patternsQuerySchema },
  responses: { 200: jsonResponse(patternsSchema, "The items and their chance checks"), ...errorResponses(400) },
});

const tools = apiRoute({
  method: "get",
  path: "/journal/pattern-tools",
  operationId: "listJournalPatternTools",
  tags,
  summary: "The oracles whose readings have patterns, and the kinds of items each counts",
  security: SIGNED_IN,
  responses: { 200: jsonResponse(patternToolsSchema, "The oracles and their kinds") },
});

/** /api/me/journal/patterns and /api/me/journal/pattern-tools. */
export function createPatternsRoutes({ db, account, clock }: PatternsRouteServices) {
  return createSignedInRouter(account.authenticate)
    .openapi(patterns, async (c) =>
      c.json(await readPatterns({ db, userId: c.var.user.id, now: clock(), query: c.req.valid("query") }), 200),
    )
    .openapi(tools, (c) => c.json(patternTools(), 200));
}
