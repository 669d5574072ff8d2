-- Hand-written (docs/decisions/0033-stale-profiles-sink.md): how long a member has been away, as a
-- tier the rankings can sort and filter by. 0 active (last active under 30 days ago, or never
-- stamped), 1 quiet (30 days or more: ranked below active members with an equal score), 2 away
-- (90 days or more: left out of the rankings until they are active again). A trigger sets it
-- whenever last_active_at is written (a return moves it back to 0 at once); a job moves the tiers
-- forward as time passes (profiles.activity-tiers), with the index below.
CREATE FUNCTION activity_tier_of(last_active timestamptz, at timestamptz) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE
    WHEN last_active IS NULL OR last_active > at - interval '30 days' THEN 0
    WHEN last_active > at - interval '90 days' THEN 1
    ELSE 2
  END)::smallint
$$;--> statement-breakpoint
ALTER TABLE profiles ADD COLUMN activity_tier smallint NOT NULL DEFAULT 0
  CONSTRAINT profiles_activity_tier_check CHECK (activity_tier IN (0, 1, 2));--> statement-breakpoint
UPDATE profiles SET activity_tier = activity_tier_of(last_active_at, now())
WHERE activity_tier_of(last_active_at, now()) <> 0;--> statement-breakpoint
CREATE INDEX profiles_activity_tier_idx ON profiles (activity_tier, last_active_at);--> statement-breakpoint
CREATE FUNCTION profiles_set_activity_tier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.activity_tier := activity_tier_of(NEW.last_active_at, now());
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_activity_tier_trigger BEFORE INSERT OR UPDATE OF last_active_at ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_set_activity_tier();
