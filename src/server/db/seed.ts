import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { formatDice } from "../../shared/dice";
import type { Database } from "./client";
import { diceReadings } from "./schema";

const contentDir = fileURLToPath(new URL("../../../content", import.meta.url));

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
 * Upserts the catalogue content. Idempotent: rows already equal to the content are left untouched,
 * so running it twice changes nothing, and edited content updates its rows on the next start.
 */
export async function seedDatabase(db: Database): Promise<{ readings: number }> {
  const entries = loadReadingContent();
  const rows = entries.map((entry) => ({
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
  }));
  if (rows.length === 0) return { readings: 0 };
  const changedColumns = [
    "interpretation_general",
    "interpretation_finance",
    "interpretation_love",
    "timing_prediction",
    "yes_no_answer",
    "total_sum_interpretation",
  ];
  await db
    .insert(diceReadings)
    .values(rows)
    .onConflictDoUpdate({
      target: diceReadings.diceValues,
      set: Object.fromEntries(changedColumns.map((column) => [toCamelCase(column), sql.raw(`excluded.${column}`)])),
      setWhere: sql.raw(
        changedColumns.map((column) => `dice_readings.${column} is distinct from excluded.${column}`).join(" or "),
      ),
    });
  return { readings: rows.length };
}

function toCamelCase(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
