ALTER TABLE "casts" ALTER COLUMN "dice_values" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "casts" ALTER COLUMN "reading_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "tool" text DEFAULT 'dice' NOT NULL;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "spread" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "spread_variant" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "items" jsonb;--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_tool_check" CHECK (("casts"."tool" = 'dice') = ("casts"."dice_values" is not null and "casts"."reading_id" is not null) and ("casts"."tool" = 'dice') = ("casts"."spread" is null and "casts"."items" is null));