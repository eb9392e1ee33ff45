CREATE TABLE "streak_frozen_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "streak_frozen_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "streak_freezes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "streak_frozen_days" ADD CONSTRAINT "streak_frozen_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;