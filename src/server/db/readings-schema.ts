import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CAST_SOURCES, ENHANCEMENT_AUTHORS } from "../../shared/cast";
import type { OracleTool } from "../../shared/oracles/tools";
import { NOTE_MAX_LENGTH, RESONATED } from "../../shared/journal/journal";
import { SITUATIONS } from "../../shared/situations";
import { createdAt, ownedByUser, uuidPrimaryKey } from "./schema";

/** The readings: the dice's 216 texts, every oracle's readings, their commitments and enhancements. */

/** The 216 stored readings, one per red-white-green combination, seeded from content/. */
export const diceReadings = pgTable(
  "dice_readings",
  {
    id: serial("id").primaryKey(),
    diceValues: text("dice_values").notNull().unique(),
    redDice: smallint("red_dice").notNull(),
    whiteDice: smallint("white_dice").notNull(),
    greenDice: smallint("green_dice").notNull(),
    interpretationGeneral: text("interpretation_general").notNull(),
    interpretationFinance: text("interpretation_finance").notNull(),
    interpretationLove: text("interpretation_love").notNull(),
    timingPrediction: text("timing_prediction").notNull(),
    yesNoAnswer: text("yes_no_answer").notNull(),
    totalSumInterpretation: text("total_sum_interpretation").notNull(),
  },
  (table) => [
    check(
      "dice_readings_faces_check",
      sql`${table.redDice} between 1 and 6 and ${table.whiteDice} between 1 and 6 and ${table.greenDice} between 1 and 6`,
    ),
  ],
);

/**
 * A user's reading history: one row per reading of any oracle (a dice cast, a tarot spread, a rune cast,
 * today's numerology reading, the moon ritual, …), the one table that history, the game loop,
 * enhancement, sharing and export all read. (The table keeps its first name, from when every reading was a
 * cast of the dice.) The engine's columns are common to every oracle; what is the oracle's own is one
 * `payload`, checked on the way in and out by the oracle's payload schema (src/shared/oracles/), so a new
 * oracle needs no migration: the tool column is checked against the registry by the application, and by
 * the database only for its form.
 */
export const casts = pgTable(
  "casts",
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser(),
    /** The oracle the reading comes from: an id of src/shared/oracles/registry.ts. */
    tool: text("tool").$type<OracleTool>().notNull(),
    situation: text("situation", { enum: SITUATIONS }).notNull(),
    /** The oracle's own record of the reading (the dice, a spread and its items, a ritual's facts, …). */
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    /**
     * The seeker's local day of a once-a-day reading (today's numerology reading, the moon ritual): at most
     * one of each per seeker per day. Null for every other reading.
     */
    ritualDay: date("ritual_day"),
    enhancedText: text("enhanced_text"),
    /** When the enhancement was written: the daily enhancement allowance counts these. */
    enhancedAt: timestamp("enhanced_at", { withTimezone: true }),
    /** When the running enhancement was claimed: one at a time per cast, until written, released or stale. */
    enhancementStartedAt: timestamp("enhancement_started_at", { withTimezone: true }),
    /** Who wrote the enhancement: the built-in composer ("oracle") or an AI provider ("ai", with its model). */
    enhancedBy: text("enhanced_by", { enum: ENHANCEMENT_AUTHORS }),
    enhancedModel: text("enhanced_model"),
    /** The seeker's own question, asked before the reading (at most CAST_QUESTION_MAX_LENGTH characters). */
    question: text("question"),
    /** "oracle": the server drew; "physical": the seeker rolled their own dice and entered the faces. */
    source: text("source", { enum: CAST_SOURCES }).notNull().default("oracle"),
    /** A committed reading's revealed values (all three or none): see src/shared/fairness.ts. */
    serverSeed: text("server_seed"),
    serverSeedHash: text("server_seed_hash"),
    clientSeed: text("client_seed"),
    /** The public link's id while the seeker shares the reading (`/r/<shareId>`); null when not shared. */
    shareId: text("share_id").unique(),
    /** The seeker's private note on the reading (never shared; in the export). */
    note: text("note"),
    noteUpdatedAt: timestamp("note_updated_at", { withTimezone: true }),
    /** "How did it turn out?": the seeker's answer (did it resonate) and its note, and when. */
    outcome: text("outcome", { enum: RESONATED }),
    outcomeNote: text("outcome_note"),
    outcomeAt: timestamp("outcome_at", { withTimezone: true }),
    /** Whether this reading's follow-ups may come (the seeker can turn each reading's off). */
    followUp: boolean("follow_up").notNull().default(true),
    /** How many of the reading's follow-ups (src/shared/journal/journal.ts FOLLOW_UP_DAYS) have gone out. */
    followUpsSent: smallint("follow_ups_sent").notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index("casts_user_created_idx").on(table.userId, table.createdAt.desc(), table.id.desc()),
    uniqueIndex("casts_ritual_day_idx")
      .on(table.userId, table.tool, table.ritualDay)
      .where(sql`${table.ritualDay} is not null`),
    check(
      "casts_tool_check",
      sql`${table.tool} ~ '^[a-z][a-z0-9-]{0,31}$' and jsonb_typeof(${table.payload}) = 'object'`,
    ),
    index("casts_journal_text_idx").using(
      "gin",
      sql`to_tsvector('english', coalesce(${table.question}, '') || ' ' || coalesce(${table.note}, ''))`,
    ),
    check(
      "casts_journal_check",
      sql`coalesce(char_length(${table.note}), 0) <= ${sql.raw(String(NOTE_MAX_LENGTH))} and coalesce(char_length(${table.outcomeNote}), 0) <= ${sql.raw(String(NOTE_MAX_LENGTH))} and (${table.outcome} is null or ${table.outcome} in ('yes', 'partly', 'no'))`,
    ),
    check(
      "casts_fairness_check",
      sql`(${table.serverSeed} is null) = (${table.serverSeedHash} is null) and (${table.serverSeed} is null) = (${table.clientSeed} is null)`,
    ),
  ],
);

/**
 * A committed server seed, waiting for the cast that uses it: taken once (the row is deleted by the
 * cast that uses it) and only before it expires.
 */
export const fairnessCommitments = pgTable(
  "fairness_commitments",
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser(),
    serverSeed: text("server_seed").notNull(),
    serverSeedHash: text("server_seed_hash").notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("fairness_commitments_user_idx").on(table.userId),
    // Every new commitment deletes the expired ones (of all users) through this index.
    index("fairness_commitments_expires_at_idx").on(table.expiresAt),
  ],
);

/**
 * Every enhancement reserved (before its provider is called): the AI allowance counts the rows of the
 * last 24 hours (`ALLOWANCE_WINDOW_MS`). A provider failure deletes its row (the allowance is given back);
 * rows older than the window are deleted when the seeker next reserves one.
 */
export const enhancementReservations = pgTable(
  "enhancement_reservations",
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser(),
    castId: uuid("cast_id").notNull(),
    reservedAt: timestamp("reserved_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("enhancement_reservations_user_idx").on(table.userId, table.reservedAt.desc())],
);

/**
 * A seeker's real-life hunch for Intuition Calibration (docs/decisions/042-intuition-calibration.md): their
 * own words and the confidence they stated, unresolved (`came_true` null) until they say how it went. Not a
 * reading: it draws nothing, and counts toward no reading, streak or cap. Private; in the data export; gone
 * with the account.
 */
export const hunches = pgTable(
  "hunches",
  {
    id: uuidPrimaryKey(),
    userId: ownedByUser(),
    text: text("text").notNull(),
    /** 0–100 in steps of ten: the chance the seeker gave it of coming true. */
    confidence: smallint("confidence").notNull(),
    cameTrue: boolean("came_true"),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("hunches_user_created_idx").on(table.userId, table.createdAt.desc()),
    check(
      "hunches_check",
      sql`char_length(${table.text}) between 1 and 280 and ${table.confidence} between 0 and 100 and ${table.confidence} % 10 = 0 and (${table.cameTrue} is null) = (${table.resolvedAt} is null)`,
    ),
  ],
);
