CREATE TABLE "fairness_commitments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "enhanced_by" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "enhanced_model" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "question" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "source" text DEFAULT 'oracle' NOT NULL;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "server_seed" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "server_seed_hash" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "client_seed" text;--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "share_id" text;--> statement-breakpoint
ALTER TABLE "fairness_commitments" ADD CONSTRAINT "fairness_commitments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fairness_commitments_user_idx" ON "fairness_commitments" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_share_id_unique" UNIQUE("share_id");--> statement-breakpoint
ALTER TABLE "casts" ADD CONSTRAINT "casts_fairness_check" CHECK (("casts"."server_seed" is null) = ("casts"."server_seed_hash" is null) and ("casts"."server_seed" is null) = ("casts"."client_seed" is null));