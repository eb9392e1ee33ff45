import { and, desc, eq, sql } from "drizzle-orm";
import type { ReadingHistoryPage } from "../../../shared/api/me";
import { interpretationFor } from "../../../shared/situations";
import { firstSentence } from "../../../shared/text";
import type { Database } from "../../db/client";
import { casts } from "../../db/schema";
import type { ReadingCatalogue } from "../readings";
import { drawResponse } from "./draws.service";
import { ritualResponse } from "./ritual-view";
import { shareUrlFor, type CastRow } from "./reading-engine";

/** One history entry: what every oracle's reading shows in the list, and what identifies its items. */
async function historyEntry(row: CastRow, readings: ReadingCatalogue) {
  const common = {
    id: row.id,
    tool: row.tool,
    situation: row.situation,
    createdAt: row.createdAt.toISOString(),
    hasEnhancement: Boolean(row.enhancedText),
    question: row.question,
    source: row.source,
    shareUrl: shareUrlFor(row.shareId),
  };
  if (row.tool === "dice") {
    const reading = await readings.findByDice(row.diceValues!);
    return {
      ...common,
      diceValues: row.diceValues,
      spread: null,
      spreadName: null,
      title: null,
      items: [],
      summary: firstSentence(interpretationFor(reading, row.situation)),
    };
  }
  if (row.tool === "numerology" || row.tool === "moon") {
    const ritual = ritualResponse(row);
    return {
      ...common,
      diceValues: null,
      spread: null,
      spreadName: null,
      title: ritual.title,
      items: [],
      summary: firstSentence(ritual.sections[0]?.text ?? ritual.title),
    };
  }
  const draw = drawResponse(row);
  return {
    ...common,
    diceValues: null,
    spread: draw.spread,
    spreadName: draw.spreadName,
    title: null,
    items: draw.items.map(({ key, name, reversed }) => ({ key, name, reversed })),
    summary: firstSentence(draw.items[0]?.meaning ?? draw.synthesis),
  };
}

/**
 * The user's readings of every oracle, newest first; the cursor is `<created ms>_<id>` of the last entry
 * seen.
 */
export async function listReadings(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  cursor?: string;
  limit: number;
}): Promise<ReadingHistoryPage> {
  const { db, userId, limit } = options;
  const [cursorMs, cursorId] = options.cursor ? options.cursor.split("_") : [];
  const after =
    cursorMs && cursorId
      ? sql`(${casts.createdAt}, ${casts.id}) < (${new Date(Number(cursorMs)).toISOString()}::timestamptz, ${cursorId}::uuid)`
      : undefined;
  const rows = await db
    .select()
    .from(casts)
    .where(after ? and(eq(casts.userId, userId), after) : eq(casts.userId, userId))
    .orderBy(desc(casts.createdAt), desc(casts.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const items = await Promise.all(page.map((row) => historyEntry(row, options.readings)));
  const last = page.at(-1);
  return { items, nextCursor: rows.length > limit && last ? `${last.createdAt.getTime()}_${last.id}` : null };
}
