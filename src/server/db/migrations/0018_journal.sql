-- The journal: a private note on a reading, how it turned out, and its follow-ups (7 and 30 days after a
-- reading with a question; each reading's can be turned off, and all of them in the reminders). Questions
-- and notes are searched by full-text search (the embedded database has it too).
ALTER TABLE "reminder_preferences" ADD COLUMN "follow_ups" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "note_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "outcome_note" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "outcome_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "follow_up" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "follow_ups_sent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "casts_journal_text_idx" ON "casts" USING gin (to_tsvector('english', coalesce("question", '') || ' ' || coalesce("note", '')));--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_journal_check" CHECK (coalesce(char_length("casts"."note"), 0) <= 2000 and coalesce(char_length("casts"."outcome_note"), 0) <= 2000 and ("casts"."outcome" is null or "casts"."outcome" in ('yes', 'partly', 'no')));