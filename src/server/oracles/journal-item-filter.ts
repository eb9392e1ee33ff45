import { and, eq, or, sql, type SQL } from "drizzle-orm";
import type { OracleTool } from "../../shared/oracles/tools";
import { casts } from "../db/readings-schema";
import { SERVER_ORACLES } from "./registry";

/**
 * The history's `item` filter (GET /api/me/readings?item=…): the readings of every oracle whose journal
 * part knows the key and whose payload contains its match (`payload @> …`, the same on both databases).
 * A key no oracle knows matches nothing; no key, no filter.
 */
export function itemFilter(item: string | undefined): SQL | undefined {
  if (item === undefined) return undefined;
  const matches = (Object.keys(SERVER_ORACLES) as OracleTool[]).flatMap((tool) => {
    const match = SERVER_ORACLES[tool].journal?.itemMatch(item);
    return match ? [and(eq(casts.tool, tool), sql`${casts.payload} @> ${JSON.stringify(match)}::jsonb`)!] : [];
  });
  return matches.length > 0 ? or(...matches) : sql`false`;
}
