CREATE TABLE "request_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casts" ADD COLUMN "enhancement_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "enhancements_on" date;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "enhancements_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "request_limits_window_ends_at_idx" ON "request_limits" USING btree ("window_ends_at");--> statement-breakpoint
-- Today's enhancements so far become the new counter's starting value (they were counted from enhanced_at).
UPDATE "user_profiles" p SET
  "enhancements_on" = (now() AT TIME ZONE p."timezone")::date,
  "enhancements_used" = used.count
FROM (
  SELECT c."user_id", count(*)::int AS count
  FROM "casts" c JOIN "user_profiles" owner ON owner."id" = c."user_id"
  WHERE c."enhanced_at" >= (date_trunc('day', now() AT TIME ZONE owner."timezone") AT TIME ZONE owner."timezone")
  GROUP BY c."user_id"
) used
WHERE used."user_id" = p."id";
--> statement-breakpoint
-- A session that ends (sign-out, revocation, password reset, account deletion by cascade) is announced
-- on the realtime channel as {"sessionEnded": "..."}; every server process closes that session's streams.
CREATE OR REPLACE FUNCTION notify_session_end() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mystic_events', json_build_object('sessionEnded', OLD.id, 'userId', OLD.user_id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_end_notify AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_session_end();
