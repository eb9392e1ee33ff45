import { and, eq } from "drizzle-orm";
import type { OracleTool } from "../../../shared/oracles/tools";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { AppError } from "../../http/errors";
import type { ReadingCatalogue } from "../dice-texts";
import type { CastRow } from "../reading-engine";
import { serverOracleOf } from "../../oracles/registry";
import type { ReadingView, ServerOracle } from "../../oracles/types";

/**
 * One of the user's readings of any oracle, with its oracle's server part and its view (as the oracle
 * answers it): what GET /api/readings/{id}, enhancement and sharing read.
 */
export interface OwnReading {
  row: CastRow;
  oracle: ServerOracle;
  view: ReadingView;
}

const notFound = () => new AppError("not_found", "That reading was not found");

/** A stored row with its oracle and view; null for a tool this server does not know. */
export async function readingOf(row: CastRow, readings: ReadingCatalogue): Promise<OwnReading | null> {
  const oracle = serverOracleOf(row.tool);
  if (!oracle) return null;
  return { row, oracle, view: await oracle.view(row, { readings }) };
}

/**
 * One of the user's own readings (404 for another's, or one of another oracle than `tool` when it is given:
 * the older per-oracle doors answer only their own).
 */
export async function getOwnReading(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  castId: string;
  tool?: readonly OracleTool[];
}): Promise<OwnReading> {
  const [row] = await options.db
    .select()
    .from(casts)
    .where(and(eq(casts.id, options.castId), eq(casts.userId, options.userId)));
  if (!row || (options.tool && !options.tool.includes(row.tool))) throw notFound();
  const own = await readingOf(row, options.readings);
  if (!own) throw notFound();
  return own;
}
