import type { Logger } from "pino";
import type { z } from "zod";
import type { EnhancedBy } from "../../shared/api/casts";
import type { CastRewards } from "../../shared/api/me";
import type { PatternKind as PatternKindId } from "../../shared/api/patterns";
import type { Spread } from "../../shared/draws/spreads";
import type { OracleSpec } from "../../shared/oracles/spec";
import type { OracleTool } from "../../shared/oracles/tools";
import type { Situation } from "../../shared/situations";
import type { Database } from "../db/client";
import type { ReadingCatalogue } from "../features/dice-texts";
import type { CardSpec } from "../features/cards";
import type { CastRow } from "../features/reading-engine";

/**
 * What the server does for one oracle (decision 031): make a reading, and answer every reader of one —
 * the API's view, history, enhancement, sharing and export. History, the own-reading lookup,
 * enhancement, sharing and export call these through the registry (./registry.ts) and name no oracle.
 */
export interface ServerOracle<View extends ReadingView = ReadingView, Shared extends SharedView = SharedView> {
  spec: OracleSpec<OracleTool>;
  /** POST /api/readings/{tool}: what the body may hold, and what a new reading answers (201). */
  requestSchema: z.ZodType;
  resultSchema: z.ZodType;
  /** A stored reading as the API answers it (GET /api/readings/{id}). */
  viewSchema: z.ZodType;
  /** What a public link shows of a reading (one member of GET /api/shares/{shareId}'s answer). */
  sharedSchema: z.ZodObject;
  /**
   * Makes a reading for the seeker from a request its schema accepted: draws or computes it and records it
   * through the reading engine. `isNew: false` answers a once-a-day reading already made today (200).
   */
  make(context: MakeContext, request: unknown): Promise<{ isNew: boolean; body: View & { rewards?: CastRewards } }>;
  /** A stored row (its payload checked by the spec's schema) as the API answers it. */
  view(row: CastRow, texts: { readings: ReadingCatalogue }): Promise<View>;
  /** The list entry's own parts in history. */
  history(view: View): HistoryParts;
  /** The reading as enhancement gives it to the AI provider and to the built-in composer. */
  enhancement(view: View, userId: string): Enhanceable;
  /** The reading as anyone with its link sees it: nothing about the seeker but the question they asked. */
  shared(view: View): Shared;
  /** Its 1200×630 card, for a shared link's preview and "Save image". */
  card(shared: Shared, site: string): CardSpec;
  /** A shared link's preview title and description. */
  preview(shared: Shared): { title: string; description: string };
  /** Where its readings go in the data export, and each one as exported. */
  exportSection: ExportSection;
  exportRow(view: View, row: CastRow): Record<string, unknown>;
  /** What the journal's patterns count in its readings, and the history's `item` filter; none without. */
  journal?: OracleJournal;
}

/** One kind of item an oracle's readings hold, counted by the journal's patterns (its chance check). */
export interface PatternKind {
  /** Its id in the API ("cards", "rolls", …) and its words in content/journal/patterns.ts. */
  kind: PatternKindId;
  label: string;
  /** How many different items there are: each drawn item is one of them with chance 1 / deckSize. */
  deckSize: number;
  /** The items of one stored payload, repeats kept (none for a payload that does not fit). */
  itemsOf(payload: unknown): string[];
  /** An item's name as a seeker reads it, or null for a key that is not one of its items. */
  nameOf(key: string): string | null;
}

/** An oracle's part in the journal. */
export interface OracleJournal {
  kinds: readonly [PatternKind, ...PatternKind[]];
  /** What a stored payload contains (`payload @> …`) when the reading holds the item; null for another key. */
  itemMatch(key: string): Record<string, unknown> | null;
}

/** The sections of the data export a reading can go to: the first three keep their shapes of before. */
export type ExportSection = "casts" | "draws" | "rituals" | "readings";

interface OracleServices {
  db: Database;
  /** The dice's 216 texts. */
  readings: ReadingCatalogue;
}

interface MakeContext extends OracleServices {
  userId: string;
  now: Date;
  logger: Logger;
}

/** What every oracle's view of a stored reading has. */
export interface ReadingView {
  id: string;
  situation: Situation;
  question: string | null;
  enhancedText: string | null;
  enhancedBy: EnhancedBy | null;
  createdAt: string;
}

/** What every shared reading has. */
export interface SharedView {
  tool: OracleTool;
  situation: Situation;
  question: string | null;
}

/** A history entry's parts that differ by oracle (the entry's common fields are the engine's). */
interface HistoryParts {
  diceValues: string | null;
  spread: Spread | null;
  spreadName: string | null;
  title: string | null;
  items: { key: string; name: string; reversed: boolean }[];
  /** The reading's first sentence. */
  summary: string;
}

/** A reading as enhancement writes about it. */
export interface Enhanceable {
  /** The AI provider's first line: who reads this reading. */
  reader: string;
  /** The reading's data as the provider is given it (JSON). */
  request: Record<string, unknown>;
  /** The built-in composer's text for a tier (the seeded `random` chooses among its words). */
  compose(input: { tier: number; question: string | null; random: () => number }): string;
  /** Sections the built-in oracle adds after a provider's text (the dice's timing keeps its own rule). */
  afterProvider?(input: { tier: number; random: () => number }): string | null;
}
