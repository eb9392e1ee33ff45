import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgInsertValue, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import { z } from "zod";
import { formatDice } from "../../shared/dice";
import type { Database } from "./client";
import { GAME_CATALOGUE } from "./game-catalogue";
import {
  achievements as achievementsTable,
  mysticalItems as mysticalItemsTable,
  quests as questsTable,
} from "./schema";
import { diceReadings } from "./readings-schema";
import { fromProjectRoot } from "../project-root";

const contentDir = fromProjectRoot("content");

const face = z.number().int().min(1).max(6);
const text = z.string().trim().min(1);
const readingEntrySchema = z
  .object({
    red: face,
    white: face,
    green: face,
    interpretationGeneral: text,
    interpretationFinance: text,
    interpretationLove: text,
    timingPrediction: text,
    yesNoAnswer: text,
    totalSumInterpretation: text,
  })
  .strict();
export type ReadingEntry = z.infer<typeof readingEntrySchema>;

/** Reads and validates every reading in content/readings (the files named red-N.json). */
export function loadReadingContent(directory = path.join(contentDir, "readings")): ReadingEntry[] {
  return readdirSync(directory)
    .filter((name) => /^red-[1-6]\.json$/.test(name))
    .sort()
    .flatMap((name) => {
      const parsed = z
        .array(readingEntrySchema)
        .safeParse(JSON.parse(readFileSync(path.join(directory, name), "utf8")));
      if (!parsed.success) throw new Error(`content/readings/${name} is not valid: ${parsed.error.message}`);
      return parsed.data;
    });
}

/**
 * Upserts the catalogue content: readings, then items, achievements and quests. Idempotent: rows
 * already equal to the content are left untouched, so running it twice changes nothing, and edited
 * content updates its rows on the next start.
 */
export async function seedDatabase(
  db: Database,
): Promise<{ readings: number; achievements: number; quests: number; items: number }> {
  const readingRows = loadReadingContent().map(toReadingRow);
  await upsertChanged(db, diceReadings, readingRows, diceReadings.diceValues);
  await upsertChanged(db, mysticalItemsTable, [...GAME_CATALOGUE.items], mysticalItemsTable.id);
  await upsertChanged(db, achievementsTable, [...GAME_CATALOGUE.achievements], achievementsTable.id);
  await upsertChanged(db, questsTable, [...GAME_CATALOGUE.quests], questsTable.id);
  return {
    readings: readingRows.length,
    achievements: GAME_CATALOGUE.achievements.length,
    quests: GAME_CATALOGUE.quests.length,
    items: GAME_CATALOGUE.items.length,
  };
}

/** A content entry as a dice_readings row (without its serial id). */
export function toReadingRow(entry: ReadingEntry) {
  return {
    diceValues: formatDice(entry),
    redDice: entry.red,
    whiteDice: entry.white,
    greenDice: entry.green,
    interpretationGeneral: entry.interpretationGeneral,
    interpretationFinance: entry.interpretationFinance,
    interpretationLove: entry.interpretationLove,
    timingPrediction: entry.timingPrediction,
    yesNoAnswer: entry.yesNoAnswer,
    totalSumInterpretation: entry.totalSumInterpretation,
  };
}

/**
 * Inserts rows, updating an existing row only where a column differs from the content. The rows as stored
 * are read first and compared here, and only the missing or different ones are written: on a start with
 * nothing to change (the usual one), one read instead of an upsert of every row, which PostgreSQL had to
 * plan and check column by column (about 0.2 s of an embedded start).
 */
async function upsertChanged<T extends PgTable>(db: Database, table: T, rows: PgInsertValue<T>[], key: PgColumn) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keyProperty = Object.keys(columns).find((property) => columns[property] === key)!;
  const updatable = Object.keys(rows[0] as object).filter((property) => columns[property] && columns[property] !== key);
  const stored = await db
    .select(Object.fromEntries([keyProperty, ...updatable].map((property) => [property, columns[property]!])))
    .from(table as PgTable);
  const storedByKey = new Map(stored.map((row) => [row[keyProperty], row]));
  const changed = rows.filter((row) => {
    const values = row as Record<string, unknown>;
    const current = storedByKey.get(values[keyProperty]);
    return !current || updatable.some((property) => !sameValue(values[property], current[property]));
  });
  if (changed.length === 0) return;
  const tableName = getTableName(table);
  await db
    .insert(table)
    .values(changed)
    .onConflictDoUpdate({
      target: key,
      set: Object.fromEntries(
        updatable.map((property) => [property, sql.raw(`excluded."${columns[property]!.name}"`)]),
      ) as PgUpdateSetSource<T>,
      setWhere: sql.raw(
        updatable
          .map(
            (property) =>
              `"${tableName}"."${columns[property]!.name}" is distinct from excluded."${columns[property]!.name}"`,
          )
          .join(" or "),
      ),
    });
}

/** A content value and a stored one are the same: JSON objects whatever their keys' order, absent as null. */
function sameValue(content: unknown, stored: unknown): boolean {
  return isDeepStrictEqual(content ?? null, stored ?? null);
}
