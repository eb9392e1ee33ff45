CREATE TABLE "hunches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"text" text NOT NULL,
	"confidence" smallint NOT NULL,
	"came_true" boolean,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hunches_check" CHECK (char_length("hunches"."text") between 1 and 280 and "hunches"."confidence" between 0 and 100 and "hunches"."confidence" % 10 = 0 and ("hunches"."came_true" is null) = ("hunches"."resolved_at" is null))
);
--> statement-breakpoint
ALTER TABLE "hunches" ADD CONSTRAINT "hunches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hunches_user_created_idx" ON "hunches" USING btree ("user_id","created_at" DESC NULLS LAST);