-- Hand-written (docs/product.md#last-active): when each member was last active, kept from their
-- sessions. better-auth stamps a session's updated_at when it is made (sign-in) and when it is
-- renewed on use, at most hourly, so the profile's stamp moves at most hourly per session and
-- costs no write of its own on a request.
ALTER TABLE profiles ADD COLUMN last_active_at timestamptz;--> statement-breakpoint
UPDATE profiles SET last_active_at = latest.at
FROM (SELECT user_id, max(updated_at) AS at FROM sessions GROUP BY user_id) AS latest
WHERE latest.user_id = profiles.user_id;--> statement-breakpoint
CREATE FUNCTION record_session_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET last_active_at = NEW.updated_at
  WHERE user_id = NEW.user_id
    AND (last_active_at IS NULL OR last_active_at < NEW.updated_at);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sessions_profile_activity AFTER INSERT OR UPDATE OF updated_at ON sessions
  FOR EACH ROW EXECUTE FUNCTION record_session_activity();
