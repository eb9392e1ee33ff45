CREATE TABLE "karma_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "achievements" ADD COLUMN "reward_item_id" text;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "sort_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quests" ADD COLUMN "reward_item_id" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "daily_casts_on" date;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "daily_casts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "karma_events" ADD CONSTRAINT "karma_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "karma_events_source_key" ON "karma_events" USING btree ("user_id","reason","source_id");--> statement-breakpoint
CREATE INDEX "karma_events_user_created_idx" ON "karma_events" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "achievements" ADD CONSTRAINT "achievements_reward_item_id_mystical_items_id_fk" FOREIGN KEY ("reward_item_id") REFERENCES "public"."mystical_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quests" ADD CONSTRAINT "quests_reward_item_id_mystical_items_id_fk" FOREIGN KEY ("reward_item_id") REFERENCES "public"."mystical_items"("id") ON DELETE no action ON UPDATE no action;