import { and, desc, eq } from "drizzle-orm";
import { chakraTrendSchema, type ChakraTrend } from "../../../shared/api/chakra";
import { CHAKRA_CENTRES } from "../../../shared/chakra/check-in";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { apiRoute, createSignedInRouter, jsonResponse, SIGNED_IN } from "../../http/openapi";
import type { Authenticate } from "../../http/require-user";
import { checkInOf } from "../../oracles/chakra";

/** How many of the latest check-ins the chart shows. */
const CHAKRA_TREND_LIMIT = 60;

const trend = apiRoute({
  method: "get",
  path: "/chakra",
  operationId: "getChakraTrend",
  tags: ["Journal"],
  summary: "Each centre's balance across the seeker's saved chakra check-ins, for a chart over time",
  description: `The latest ${CHAKRA_TREND_LIMIT} saved check-ins (readings of the \`chakra\` oracle), oldest first, each with its seven balances (0–100, root to crown) worked out from the seeker's own answers. A check-in is saved with \`POST /api/readings/chakra\`.`,
  security: SIGNED_IN,
  responses: { 200: jsonResponse(chakraTrendSchema, "The check-ins' balances, oldest first") },
});

/** The seeker's latest check-ins, oldest first, each centre's balance in the centres' order. */
async function readTrend(db: Database, userId: string): Promise<ChakraTrend> {
  const rows = await db
    .select({ id: casts.id, createdAt: casts.createdAt, payload: casts.payload })
    .from(casts)
    .where(and(eq(casts.userId, userId), eq(casts.tool, "chakra")))
    .orderBy(desc(casts.createdAt), desc(casts.id))
    .limit(CHAKRA_TREND_LIMIT);
  return {
    items: rows.reverse().map((row) => {
      const balances = checkInOf(row.payload).balances;
      return {
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        balances: CHAKRA_CENTRES.map((centre) => balances.find((entry) => entry.centre === centre)!.balance),
      };
    }),
  };
}

/** /api/me/chakra: the chart's data; the check-ins themselves are saved and read through the one door. */
export function createChakraRoutes(services: { db: Database; account: { authenticate: Authenticate } }) {
  return createSignedInRouter(services.account.authenticate).openapi(trend, async (c) =>
    c.json(await readTrend(services.db, c.var.user.id), 200),
  );
}
