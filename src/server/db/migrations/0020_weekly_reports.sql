CREATE TABLE "weekly_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"week" text NOT NULL,
	"report" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	CONSTRAINT "weekly_reports_week_check" CHECK ("weekly_reports"."week" ~ '^[0-9]{4}-W[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "reminder_preferences" ADD COLUMN "weekly_report" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "weekly_reports" ADD CONSTRAINT "weekly_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "weekly_reports_user_week_key" ON "weekly_reports" USING btree ("user_id","week");