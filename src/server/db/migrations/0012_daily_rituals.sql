ALTER TABLE "casts" ADD COLUMN "ritual" jsonb;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "ritual_day" date;--> statement-breakpoint
ALTER TABLE "casts" DROP CONSTRAINT "casts_tool_check";--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_tool_check" CHECK ("casts"."tool" in ('dice', 'tarot', 'runes', 'numerology', 'moon') and ("casts"."tool" = 'dice') = ("casts"."dice_values" is not null and "casts"."reading_id" is not null) and ("casts"."tool" in ('tarot', 'runes')) = ("casts"."spread" is not null and "casts"."items" is not null) and ("casts"."tool" in ('numerology', 'moon')) = ("casts"."ritual" is not null and "casts"."ritual_day" is not null));--> statement-breakpoint
CREATE UNIQUE INDEX "casts_ritual_day_idx" ON "casts" USING btree ("user_id","tool","ritual_day") WHERE "casts"."ritual_day" is not null;
