-- A change to a user's account row (name, e-mail, two-factor) or its deletion is announced on the realtime
-- channel as {"userChanged": "..."}: every server process drops the sessions it holds in memory for that
-- user, so the next request reads the account afresh. (Ended sessions are announced by migration 0005.)
CREATE OR REPLACE FUNCTION notify_account_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('mystic_events', json_build_object('userChanged', OLD.id)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_account_change_notify AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_account_change();
