-- Realtime: every change to a user's gamified rows is announced on the channel mystic_events as
-- {"userId": "...", "table": "..."}; each server process LISTENs and forwards it to that user's streams.
CREATE OR REPLACE FUNCTION notify_user_change() RETURNS trigger AS $$
DECLARE
  row_data jsonb := to_jsonb(COALESCE(NEW, OLD));
BEGIN
  PERFORM pg_notify(
    'mystic_events',
    json_build_object('userId', row_data ->> TG_ARGV[0], 'table', TG_TABLE_NAME)::text
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER user_profiles_notify AFTER INSERT OR UPDATE OR DELETE ON user_profiles
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('id');
--> statement-breakpoint
CREATE TRIGGER user_achievements_notify AFTER INSERT OR UPDATE OR DELETE ON user_achievements
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_quests_notify AFTER INSERT OR UPDATE OR DELETE ON user_quests
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER user_items_notify AFTER INSERT OR UPDATE OR DELETE ON user_items
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
--> statement-breakpoint
CREATE TRIGGER casts_notify AFTER INSERT OR UPDATE OR DELETE ON casts
  FOR EACH ROW EXECUTE FUNCTION notify_user_change('user_id');
