-- Hand-written (docs/decisions/0033-stale-profiles-sink.md): Discover lists quiet members (tier 1)
-- below active ones (tier 0) with an equal sort value, and away members (tier 2) not at all, while
-- every sort stays an ordered index walk that stops at the page's limit. Top Rated and Trending
-- order by a column of another table (reputation_scores.total_score, trending_scores.activity),
-- with large tie groups (thousands of members share a total of 0, or a trending score of 1), so
-- the tier is copied next to those keys and indexed after them: a sort over a tie group would read
-- all of it. Trending's members without activity are walked by (activity_tier, id) on profiles.
--
-- The copies: a row gets its profile's tier when inserted (reputation_scores with its profile;
-- trending_scores when its first activity in the window counts, or again after a score reached
-- zero), and a tier change on profiles (the trigger of migration 0035, the job that moves tiers
-- on) is copied to both rows. A tier change locks trending_scores in SHARE ROW EXCLUSIVE mode
-- first, which waits for the connection and profile view writes under way (they take ROW
-- EXCLUSIVE before they upsert scores, migration 0031): so a score row inserted at the same moment
-- is either committed and updated here, or inserted after this commits and reads the new tier.
-- The mode conflicts with itself, so two tier changes (two quiet members signing in at once) take
-- turns instead of each holding SHARE and waiting for the other's to write: a deadlock. The change
-- is rare (a member's tier moves at most twice in 90 days, or back to 0 on their return) and short.
ALTER TABLE reputation_scores ADD COLUMN activity_tier smallint NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE trending_scores ADD COLUMN activity_tier smallint NOT NULL DEFAULT 0;--> statement-breakpoint
-- The writes that copy a tier wait until the backfill below is committed.
LOCK TABLE profiles, reputation_scores, trending_scores IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
UPDATE reputation_scores r SET activity_tier = p.activity_tier
FROM profiles p WHERE p.id = r.profile_id AND p.activity_tier <> 0;--> statement-breakpoint
UPDATE trending_scores t SET activity_tier = p.activity_tier
FROM profiles p WHERE p.id = t.profile_id AND p.activity_tier <> 0;--> statement-breakpoint
-- Top Rated's order. reputation_scores_total_idx stays: the leaderboard and the admin figures
-- read the totals in (total_score desc, profile_id) order.
CREATE INDEX reputation_scores_discover_idx
  ON reputation_scores (total_score DESC NULLS LAST, activity_tier, profile_id);--> statement-breakpoint
-- Trending's order of the rollup's scores; only Discover reads this index.
DROP INDEX trending_scores_activity_idx;--> statement-breakpoint
CREATE INDEX trending_scores_activity_idx
  ON trending_scores (activity DESC NULLS LAST, activity_tier, profile_id);--> statement-breakpoint
-- Trending's members without activity (score 0): active ones by id, then quiet ones by id.
CREATE INDEX profiles_discover_tier_idx ON profiles (activity_tier, id);--> statement-breakpoint
CREATE FUNCTION copy_profile_activity_tier() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.activity_tier := coalesce(
    (SELECT p.activity_tier FROM profiles p WHERE p.id = NEW.profile_id), 0);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER reputation_scores_activity_tier_trigger BEFORE INSERT ON reputation_scores
  FOR EACH ROW EXECUTE FUNCTION copy_profile_activity_tier();--> statement-breakpoint
CREATE TRIGGER trending_scores_activity_tier_trigger BEFORE INSERT ON trending_scores
  FOR EACH ROW EXECUTE FUNCTION copy_profile_activity_tier();--> statement-breakpoint
-- Repeatable read and serializable would update from a snapshot taken before the lock's wait,
-- and miss a score row committed during it: refused, as migration 0031's writers are.
CREATE FUNCTION profiles_activity_tier_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'a profile''s activity tier is changed at read committed'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  LOCK TABLE trending_scores IN SHARE ROW EXCLUSIVE MODE;
  UPDATE reputation_scores SET activity_tier = NEW.activity_tier WHERE profile_id = NEW.id;
  UPDATE trending_scores SET activity_tier = NEW.activity_tier WHERE profile_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_activity_tier_changed AFTER UPDATE OF last_active_at, activity_tier
  ON profiles FOR EACH ROW WHEN (OLD.activity_tier IS DISTINCT FROM NEW.activity_tier)
  EXECUTE FUNCTION profiles_activity_tier_changed();
