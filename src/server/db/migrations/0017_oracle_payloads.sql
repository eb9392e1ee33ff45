-- Every oracle's own columns become one payload, checked by the oracle's schema in the application
-- (src/shared/oracles/): the dice's roll, a spread and its items, a ritual's facts. Existing readings move
-- into it whole; the reading id of a dice cast is found again from its roll. The tool is checked for its
-- form only, so a new oracle needs no migration.
ALTER TABLE "casts" DROP CONSTRAINT "casts_tool_check";--> statement-breakpoint
ALTER TABLE "casts" ALTER COLUMN "tool" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "payload" jsonb;--> statement-breakpoint
UPDATE "casts" SET "payload" = CASE
  WHEN "dice_values" IS NOT NULL THEN jsonb_build_object('dice', "dice_values")
  WHEN "items" IS NOT NULL THEN jsonb_strip_nulls(jsonb_build_object('spread', "spread", 'variant', "spread_variant", 'items', "items"))
  ELSE "ritual"
END;--> statement-breakpoint
ALTER TABLE "casts" DROP CONSTRAINT "casts_reading_id_dice_readings_id_fk";--> statement-breakpoint
ALTER TABLE "casts" ALTER COLUMN "payload" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "casts" DROP COLUMN "dice_values";--> statement-breakpoint
ALTER TABLE "casts" DROP COLUMN "reading_id";--> statement-breakpoint
ALTER TABLE "casts" DROP COLUMN "spread";--> statement-breakpoint
ALTER TABLE "casts" DROP COLUMN "spread_variant";--> statement-breakpoint
ALTER TABLE "casts" DROP COLUMN "items";--> statement-breakpoint
ALTER TABLE "casts" DROP COLUMN "ritual";--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_tool_check" CHECK ("casts"."tool" ~ '^[a-z][a-z0-9-]{0,31}$' and jsonb_typeof("casts"."payload") = 'object');
