import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { JournalFilters } from "../../../shared/api/journal";
import type { ReadingHistoryPage } from "../../../shared/api/me";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import type { ReadingCatalogue } from "../dice-texts";
import { itemFilter } from "../../oracles/journal-item-filter";
import { journalConditions, journalOf, needsTimeZone } from "../journal";
import { seekerTimeZone } from "../profiles";
import { shareUrlFor } from "../reading-engine";
import { readingOf, type OwnReading } from "./own-reading";

/** One history entry: the engine's common fields, and the parts its oracle gives (the roll, the items, …). */
function historyEntry({ row, oracle, view }: OwnReading) {
  return {
    id: row.id,
    tool: row.tool,
    situation: row.situation,
    createdAt: row.createdAt.toISOString(),
    hasEnhancement: Boolean(row.enhancedText),
    question: row.question,
    source: row.source,
    shareUrl: shareUrlFor(row.shareId),
    followUp: row.followUp,
    ...oracle.history(view),
    ...journalOf(row),
  };
}

/**
 * The user's readings of every oracle, newest first, narrowed by the journal's filters (all of them must
 * hold; see ../journal/search.ts); the cursor is `<created ms>_<id>` of the last entry seen, and follows
 * the same filters. A reading of a tool this server does not know (written by a newer version) is left out.
 */
export async function listReadings(
  options: {
    db: Database;
    readings: ReadingCatalogue;
    userId: string;
    cursor?: string;
    /** Only readings holding this item (a card's or rune's slug, a roll `r-w-g`, …). */
    item?: string;
    limit: number;
  } & JournalFilters,
): Promise<ReadingHistoryPage> {
  const { db, userId, limit } = options;
  const [cursorMs, cursorId] = options.cursor ? options.cursor.split("_") : [];
  const conditions: SQL[] = [eq(casts.userId, userId)];
  if (cursorMs && cursorId) {
    conditions.push(
      sql`(${casts.createdAt}, ${casts.id}) < (${new Date(Number(cursorMs)).toISOString()}::timestamptz, ${cursorId}::uuid)`,
    );
  }
  conditions.push(...journalConditions(options, needsTimeZone(options) ? await seekerTimeZone(db, userId) : "UTC"));
  const holdsItem = itemFilter(options.item);
  if (holdsItem) conditions.push(holdsItem);
  const rows = await db
    .select()
    .from(casts)
    .where(and(...conditions))
    .orderBy(desc(casts.createdAt), desc(casts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const known = await Promise.all(page.map((row) => readingOf(row, options.readings)));
  const items = known.flatMap((reading) => (reading ? [historyEntry(reading)] : []));
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? `${last.createdAt.getTime()}_${last.id}` : null };
}
