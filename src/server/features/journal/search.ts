import { eq, gte, isNotNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { JournalFilters } from "../../../shared/api/journal";
import { addDays, startOfDay } from "../../../shared/calendar";
import { casts } from "../../db/readings-schema";

/** The journal's searched text, written exactly as the full-text index of migration 0018 is. */
const searchedText = sql`to_tsvector('english', coalesce(${casts.question}, '') || ' ' || coalesce(${casts.note}, ''))`;

/** `%text%` for ILIKE, with the pattern's own characters (`%`, `_` and the escape `\`) taken literally. */
export function substringPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * Words over questions and notes: English full-text search ("running" finds "run"; quotes, `or` and `-`
 * as on a search engine), or a case-insensitive substring of either, for what is not a word (a name
 * fragment, a number).
 */
function matchesWords(q: string): SQL {
  const pattern = substringPattern(q);
  return or(
    sql`${searchedText} @@ websearch_to_tsquery('english', ${q})`,
    sql`${casts.question} ilike ${pattern} escape '\\'`,
    sql`${casts.note} ilike ${pattern} escape '\\'`,
  )!;
}

/**
 * The conditions of the history's filters, all of which must hold: the oracle, the situation, the
 * seeker's days `from` and `to` (inclusive, in their time zone), having a note or an outcome, and words.
 */
export function journalConditions(filters: JournalFilters, timeZone: string): SQL[] {
  const conditions: SQL[] = [];
  if (filters.tool) conditions.push(eq(casts.tool, filters.tool));
  if (filters.situation) conditions.push(eq(casts.situation, filters.situation));
  if (filters.from) conditions.push(gte(casts.createdAt, startOfDay(timeZone, filters.from)));
  if (filters.to) conditions.push(lt(casts.createdAt, startOfDay(timeZone, addDays(filters.to, 1))));
  if (filters.hasNote) conditions.push(isNotNull(casts.note));
  if (filters.hasOutcome) conditions.push(isNotNull(casts.outcome));
  if (filters.q) conditions.push(matchesWords(filters.q));
  return conditions;
}

/** Whether any filter needs the seeker's time zone. */
export const needsTimeZone = (filters: JournalFilters) => Boolean(filters.from || filters.to);
