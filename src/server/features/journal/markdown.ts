import { desc, eq } from "drizzle-orm";
import { journalNotesWords } from "../../../../content/journal/notes";
import type { ReadingOutcome } from "../../../shared/api/journal";
import { calendarDayIn, isoInZone } from "../../../shared/calendar";
import { SITUATION_LABELS } from "../../../shared/situations";
import type { Database } from "../../db/client";
import { casts } from "../../db/readings-schema";
import { serverOracleOf } from "../../oracles/registry";
import type { ReadingCatalogue } from "../dice-texts";
import { seekerTimeZone } from "../profiles";
import type { CastRow } from "../reading-engine";
import { journalOf } from "./notes.service";

const words = journalNotesWords.markdown;

/**
 * Text taken literally in Markdown: every character that can open inline markup (emphasis, code, links,
 * images, HTML, entities, tables, strikethrough) is escaped, and so is whatever would open a block at the
 * start of a line (a heading, a quote, a list, a rule, a fence), so a question like "# hi *x*" stays words.
 */
export function escapeMarkdown(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) =>
      // Leading spaces could open an indented code block: a line starts at its first character.
      line
        .trimStart()
        .replace(/[\\`*_{}[\]<>()#!|~&]/g, (character) => `\\${character}`)
        .replace(/^([-+=>]|\d+(?=[.)]))/, (opener: string) => (/^\d/.test(opener) ? `${opener}\\` : `\\${opener}`)),
    )
    .join("\n");
}

/** One line of text: line breaks become spaces. */
const inline = (text: string) => escapeMarkdown(text.replace(/\s*[\r\n]+\s*/g, " ").trim());

/** Paragraphs as a Markdown block: escaped, a blank line between paragraphs, line breaks kept. */
const block = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((paragraph) => escapeMarkdown(paragraph.trim()).replace(/\n/g, "  \n"))
    .join("\n\n");

/** A reading as the Markdown journal writes it. */
export interface JournalMarkdownEntry {
  createdAt: Date;
  oracleName: string;
  situation: string;
  title: string | null;
  spread: string | null;
  /** Whether the seeker drew it with their own cards, stones or dice. */
  isOwnDraw: boolean;
  question: string | null;
  roll: string | null;
  /** The items drawn, each in its place when the spread has places. */
  items: { name: string; reversed: boolean; place?: string }[];
  text: string | null;
  enhancedText: string | null;
  note: string | null;
  outcome: ReadingOutcome | null;
}

/** The whole journal: a title, then each reading (newest first) with its words, note and outcome. */
export function renderJournalMarkdown(input: {
  day: string;
  timeZone: string;
  entries: readonly JournalMarkdownEntry[];
}): string {
  const lines = [`# ${escapeMarkdown(words.title)}`, "", escapeMarkdown(words.exportedOn.replace("{day}", input.day))];
  if (input.entries.length === 0) lines.push("", escapeMarkdown(words.empty));
  for (const entry of input.entries) {
    const when = isoInZone(input.timeZone, entry.createdAt).replace("T", " ").slice(0, 16);
    lines.push("", `## ${escapeMarkdown(when)} · ${inline(entry.oracleName)}`, "");
    const facts: [string, string | null][] = [
      [words.oracle, entry.oracleName],
      [words.situation, entry.situation],
      [words.title_, entry.title],
      [words.spread, entry.spread],
      [words.source, entry.isOwnDraw ? words.ownDraw : null],
      [words.question, entry.question],
      [words.roll, entry.roll],
      [
        words.items,
        entry.items.length > 0
          ? entry.items
              .map((item) => {
                const named = item.reversed ? `${item.name} (${words.reversed})` : item.name;
                return item.place ? `${item.place}: ${named}` : named;
              })
              .join("; ")
          : null,
      ],
    ];
    for (const [label, value] of facts) if (value) lines.push(`- **${escapeMarkdown(label)}:** ${inline(value)}`);
    const sections: [string, string | null][] = [
      [words.text, entry.text],
      [words.enhanced, entry.enhancedText],
      [words.note, entry.note],
    ];
    for (const [label, text] of sections)
      if (text?.trim()) lines.push("", `### ${escapeMarkdown(label)}`, "", block(text));
    if (entry.outcome) {
      const answered = words.answeredOn.replace("{day}", calendarDayIn(input.timeZone, new Date(entry.outcome.at)));
      lines.push(
        "",
        `### ${escapeMarkdown(words.outcome)}`,
        "",
        `${escapeMarkdown(journalNotesWords.outcome.said[entry.outcome.resonated])} (${escapeMarkdown(answered)}).`,
      );
      if (entry.outcome.note) lines.push("", block(entry.outcome.note));
    }
  }
  return `${lines.join("\n")}\n`;
}

/**
 * The reading's own words from its exported row, whatever the oracle: an interpretation, a synthesis, a
 * ritual's sections, or an answer's headline and text (the fields the oracles' `exportRow` write).
 */
function readingTextOf(exported: Record<string, unknown>): string | null {
  const { interpretation, synthesis, sections, headline, text } = exported;
  if (typeof interpretation === "string") return interpretation;
  if (typeof synthesis === "string") return synthesis;
  if (Array.isArray(sections)) {
    return (sections as { heading?: unknown; text?: unknown }[])
      .map((section) => [section.heading, section.text].filter((part) => typeof part === "string").join("\n"))
      .join("\n\n");
  }
  if (typeof text === "string") return typeof headline === "string" ? `${headline}.\n\n${text}` : text;
  return null;
}

/** The drawn items in their places from an exported row, when its oracle lays items in places. */
function itemsInPlaceOf(exported: Record<string, unknown>): JournalMarkdownEntry["items"] | null {
  const { items } = exported;
  if (!Array.isArray(items)) return null;
  const placed = (items as Record<string, unknown>[]).flatMap((item) =>
    typeof item.name === "string" && typeof item.positionLabel === "string"
      ? [{ name: item.name, reversed: item.reversed === true, place: item.positionLabel }]
      : [],
  );
  return placed.length === items.length && placed.length > 0 ? placed : null;
}

/** A stored reading as a journal entry, through its oracle (null for a tool this server does not know). */
async function entryOf(row: CastRow, readings: ReadingCatalogue): Promise<JournalMarkdownEntry | null> {
  const oracle = serverOracleOf(row.tool);
  if (!oracle) return null;
  const view = await oracle.view(row, { readings });
  const parts = oracle.history(view);
  const exported = oracle.exportRow(view, row);
  return {
    createdAt: row.createdAt,
    oracleName: oracle.spec.name,
    situation: SITUATION_LABELS[row.situation],
    title: parts.title,
    spread: parts.spreadName,
    isOwnDraw: row.source === "physical",
    question: row.question,
    roll: parts.diceValues,
    items: itemsInPlaceOf(exported) ?? parts.items,
    text: readingTextOf(exported) ?? parts.summary,
    enhancedText: row.enhancedText,
    ...journalOf(row),
  };
}

/** The seeker's journal in Markdown, and its file name (the seeker's day on the clock). */
export async function exportJournalMarkdown(options: {
  db: Database;
  readings: ReadingCatalogue;
  userId: string;
  now: Date;
}): Promise<{ fileName: string; markdown: string }> {
  const { db, userId } = options;
  const timeZone = await seekerTimeZone(db, userId);
  const rows = await db
    .select()
    .from(casts)
    .where(eq(casts.userId, userId))
    .orderBy(desc(casts.createdAt), desc(casts.id));
  const entries: JournalMarkdownEntry[] = [];
  for (const row of rows) {
    const entry = await entryOf(row, options.readings);
    if (entry) entries.push(entry);
  }
  const day = calendarDayIn(timeZone, options.now);
  return { fileName: `mystic-dice-journal-${day}.md`, markdown: renderJournalMarkdown({ day, timeZone, entries }) };
}
