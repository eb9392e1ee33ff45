-- The daily allowances count the last 24 hours instead of a local day that a time-zone change could move:
-- casts are counted from the casts table itself, enhancements from one row per reservation. The day
-- counters on the profile go. Enhancements already counted today are carried over as reservations made
-- now, so the change gives no allowance back; a time-zone change is remembered (at most one in 24 hours).
CREATE TABLE "enhancement_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"cast_id" uuid NOT NULL,
	"reserved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enhancement_reservations" ADD CONSTRAINT "enhancement_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enhancement_reservations_user_idx" ON "enhancement_reservations" USING btree ("user_id","reserved_at" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "enhancement_reservations" ("user_id", "cast_id", "reserved_at")
  SELECT p."id", gen_random_uuid(), now()
  FROM "user_profiles" p, generate_series(1, p."enhancements_used")
  WHERE p."enhancements_on" >= current_date - 1;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "timezone_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "daily_casts_on";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "daily_casts";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "enhancements_on";--> statement-breakpoint
ALTER TABLE "user_profiles" DROP COLUMN "enhancements_used";
