CREATE TABLE "trending_scores" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"activity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trending_window" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trending_window_single_check" CHECK ("trending_window"."id")
);
--> statement-breakpoint
ALTER TABLE "trending_scores" ADD CONSTRAINT "trending_scores_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trending_scores_activity_idx" ON "trending_scores" USING btree ("activity" DESC NULLS LAST,"profile_id");--> statement-breakpoint
-- Hand-written below: Trending's activity per profile, kept by triggers on connections, profile
-- views and profiles, so Discovery reads the top of an index instead of counting the week's
-- events on every request (docs/decisions/0028-trending-rollup.md). trending_scores holds, for
-- each profile with any, its new connections (either side, by created_at) and profile views (by
-- viewed_at) at or after trending_window.starts_at: a job moves that start up to the Trending
-- window's own (now less 7 days), and a read takes the events between the two from their time
-- indexes, so the scores it sorts by are exact to the microsecond. Without a window row (a
-- database emptied by truncation) every event counts.
--
-- Writers and the job agree on the start through a lock: each write statement takes ROW
-- EXCLUSIVE on trending_scores before it reads the start, and the job EXCLUSIVE before it moves
-- it, so the job waits for the writes under way and then reads them committed (read committed
-- takes a fresh snapshot per statement), and a write after it reads the new start. Repeatable
-- read and serializable would keep a snapshot from before the wait (the job itself is read
-- committed, so serializable's own checks do not cover it): the triggers refuse both. Every
-- writer in Cofound uses read committed.
LOCK TABLE connections, profile_views, profiles IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION trending_window_start() RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT starts_at FROM trending_window), '-infinity')
$$;--> statement-breakpoint
-- Each profile's new connections and profile views in [low, high): what trending_scores adds up
-- from its start, and what a read adds or takes off between that start and the window's.
CREATE FUNCTION trending_activity(low timestamptz, high timestamptz)
RETURNS TABLE (profile_id uuid, activity integer) LANGUAGE sql STABLE AS $$
  SELECT counted.profile_id, sum(counted.n)::integer
  FROM (
    SELECT member.id AS profile_id, count(*) AS n
    FROM (
      SELECT sender_id AS user_id FROM connections WHERE created_at >= low AND created_at < high
      UNION ALL
      SELECT receiver_id FROM connections WHERE created_at >= low AND created_at < high
    ) AS side
    JOIN profiles member ON member.user_id = side.user_id
    GROUP BY member.id
    UNION ALL
    SELECT v.profile_id, count(*) FROM profile_views v
    WHERE v.viewed_at >= low AND v.viewed_at < high
    GROUP BY v.profile_id
  ) AS counted
  GROUP BY counted.profile_id
$$;--> statement-breakpoint
-- Before a write statement counts: refuses a stale snapshot, locks out the job, answers the start.
CREATE FUNCTION trending_scores_lock() RETURNS timestamptz LANGUAGE plpgsql AS $$
DECLARE
  counted_from timestamptz;
BEGIN
  IF current_setting('transaction_isolation') <> 'read committed' THEN
    RAISE EXCEPTION 'connections, profile views and profiles are written at read committed'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  LOCK TABLE trending_scores IN ROW EXCLUSIVE MODE;
  SELECT trending_window_start() INTO counted_from;
  RETURN counted_from;
END $$;--> statement-breakpoint
-- Adds `delta` to the score of each member's profile (a connection's side) and of each profile
-- (a view), once per time it is listed, in profile order (two statements never lock the same
-- scores in opposite orders); scores that reach zero go. A profile gone in the same statement (an
-- account's cascade) is skipped: its score went with it. Static SQL planned once per session for
-- a few rows (docs/decisions/0024-matchmaking-rollup.md): a plan over the transition tables
-- would keep the row count of the first statement that ran it.
CREATE FUNCTION trending_scores_add(members text[], viewed uuid[], delta integer)
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  emptied uuid[];
BEGIN
  IF cardinality(members) + cardinality(viewed) = 0 THEN
    RETURN;
  END IF;
  WITH hits AS (
    SELECT p.id FROM unnest(members) AS m(user_id) JOIN profiles p ON p.user_id = m.user_id
    UNION ALL
    SELECT p.id FROM unnest(viewed) AS v(profile_id) JOIN profiles p ON p.id = v.profile_id
  ),
  added AS (
    INSERT INTO trending_scores AS t (profile_id, activity)
    SELECT hits.id, delta * count(*) FROM hits GROUP BY hits.id ORDER BY hits.id
    ON CONFLICT (profile_id) DO UPDATE SET activity = t.activity + excluded.activity
    RETURNING t.profile_id, t.activity
  )
  SELECT coalesce(array_agg(added.profile_id), '{}') INTO emptied
  FROM added WHERE added.activity <= 0;
  IF cardinality(emptied) > 0 THEN
    DELETE FROM trending_scores t WHERE t.profile_id = ANY (emptied) AND t.activity <= 0;
  END IF;
END $$;--> statement-breakpoint
-- Counts these profiles afresh from the start: a profile added (its member may have connections
-- already, from an import) or given another member.
CREATE FUNCTION trending_scores_recount(profile_ids uuid[], counted_from timestamptz)
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
BEGIN
  WITH counted AS (
    SELECT p.id,
      (SELECT count(*) FROM connections c
        WHERE c.sender_id = p.user_id AND c.created_at >= counted_from)
      + (SELECT count(*) FROM connections c
        WHERE c.receiver_id = p.user_id AND c.created_at >= counted_from)
      + (SELECT count(*) FROM profile_views v
        WHERE v.profile_id = p.id AND v.viewed_at >= counted_from) AS activity
    FROM profiles p WHERE p.id = ANY (profile_ids)
  ),
  emptied AS (
    DELETE FROM trending_scores t USING counted
    WHERE t.profile_id = counted.id AND counted.activity = 0
  )
  INSERT INTO trending_scores AS t (profile_id, activity)
  SELECT counted.id, counted.activity FROM counted WHERE counted.activity > 0 ORDER BY counted.id
  ON CONFLICT (profile_id) DO UPDATE SET activity = excluded.activity;
END $$;--> statement-breakpoint
-- Every score afresh from `counted_from`, which becomes the start: the backfill below, a repair.
CREATE FUNCTION trending_scores_rebuild(counted_from timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE trending_scores IN EXCLUSIVE MODE;
  INSERT INTO trending_window (id, starts_at) VALUES (true, counted_from)
  ON CONFLICT (id) DO UPDATE SET starts_at = excluded.starts_at;
  DELETE FROM trending_scores;
  INSERT INTO trending_scores (profile_id, activity)
  SELECT a.profile_id, a.activity FROM trending_activity(counted_from, 'infinity') AS a
  ORDER BY a.profile_id;
END $$;--> statement-breakpoint
-- The job: moves the start up to `new_start` (the window's start when it runs), taking off the
-- activity before it. An earlier start than the current one changes nothing.
CREATE FUNCTION trending_window_move(new_start timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_start timestamptz;
BEGIN
  LOCK TABLE trending_scores IN EXCLUSIVE MODE;
  SELECT trending_window_start() INTO old_start;
  IF new_start <= old_start THEN
    RETURN;
  END IF;
  INSERT INTO trending_scores AS t (profile_id, activity)
  SELECT a.profile_id, -a.activity FROM trending_activity(old_start, new_start) AS a
  ORDER BY a.profile_id
  ON CONFLICT (profile_id) DO UPDATE SET activity = t.activity + excluded.activity;
  DELETE FROM trending_scores WHERE activity <= 0;
  INSERT INTO trending_window (id, starts_at) VALUES (true, new_start)
  ON CONFLICT (id) DO UPDATE SET starts_at = excluded.starts_at;
END $$;--> statement-breakpoint
-- Connections added or removed (an account deleted takes its connections by cascade): each side
-- counts for its member's profile when created at or after the start.
CREATE FUNCTION trending_connections_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_from timestamptz;
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  counted_from := trending_scores_lock();
  PERFORM trending_scores_add(ARRAY(
    SELECT unnest(ARRAY[n.sender_id, n.receiver_id]) FROM new_rows n
    WHERE n.created_at >= counted_from), '{}', 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION trending_connections_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_from timestamptz;
BEGIN
  IF NOT EXISTS (SELECT FROM old_rows) THEN
    RETURN NULL;
  END IF;
  counted_from := trending_scores_lock();
  PERFORM trending_scores_add(ARRAY(
    SELECT unnest(ARRAY[o.sender_id, o.receiver_id]) FROM old_rows o
    WHERE o.created_at >= counted_from), '{}', -1);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A connection moved in time or between members (no app path does either: accepting one changes
-- its status and updated_at only).
CREATE FUNCTION trending_connection_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_from timestamptz := trending_scores_lock();
BEGIN
  IF OLD.created_at >= counted_from THEN
    PERFORM trending_scores_add(ARRAY[OLD.sender_id, OLD.receiver_id], '{}', -1);
  END IF;
  IF NEW.created_at >= counted_from THEN
    PERFORM trending_scores_add(ARRAY[NEW.sender_id, NEW.receiver_id], '{}', 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Profile views added or removed (with the profile or the viewer's account, by cascade).
CREATE FUNCTION trending_views_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_from timestamptz;
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  counted_from := trending_scores_lock();
  PERFORM trending_scores_add('{}', ARRAY(
    SELECT n.profile_id FROM new_rows n WHERE n.viewed_at >= counted_from), 1);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION trending_views_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_from timestamptz;
BEGIN
  IF NOT EXISTS (SELECT FROM old_rows) THEN
    RETURN NULL;
  END IF;
  counted_from := trending_scores_lock();
  PERFORM trending_scores_add('{}', ARRAY(
    SELECT o.profile_id FROM old_rows o WHERE o.viewed_at >= counted_from), -1);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A view moved in time or to another profile (no app path does either).
CREATE FUNCTION trending_view_moved() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_from timestamptz := trending_scores_lock();
BEGIN
  IF OLD.viewed_at >= counted_from THEN
    PERFORM trending_scores_add('{}', ARRAY[OLD.profile_id], -1);
  END IF;
  IF NEW.viewed_at >= counted_from THEN
    PERFORM trending_scores_add('{}', ARRAY[NEW.profile_id], 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A profile added counts its member's connections so far (a signup has none; an import may).
-- The app gives every member a profile before any connection, so a connection and its member's
-- first profile are never written at the same moment (neither would see the other).
CREATE FUNCTION trending_profiles_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted_from timestamptz;
BEGIN
  IF NOT EXISTS (SELECT FROM new_rows) THEN
    RETURN NULL;
  END IF;
  counted_from := trending_scores_lock();
  PERFORM trending_scores_recount(ARRAY(SELECT n.id FROM new_rows n), counted_from);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A profile given another member (no app path does it) counts that member's connections.
CREATE FUNCTION trending_profile_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trending_scores_recount(ARRAY[NEW.id], trending_scores_lock());
  RETURN NULL;
END $$;--> statement-breakpoint
-- A truncated connections or profile_views: every score afresh from the rows left.
CREATE FUNCTION trending_scores_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM trending_scores_rebuild(trending_window_start());
  RETURN NULL;
END $$;--> statement-breakpoint
-- The backfill, before the triggers exist (the lock above holds off every write until commit).
SELECT trending_scores_rebuild(now() - interval '7 days');--> statement-breakpoint
CREATE TRIGGER connections_trending_inserted AFTER INSERT ON connections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION trending_connections_inserted();--> statement-breakpoint
CREATE TRIGGER connections_trending_deleted AFTER DELETE ON connections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION trending_connections_deleted();--> statement-breakpoint
CREATE TRIGGER connections_trending_moved AFTER UPDATE OF created_at, sender_id, receiver_id
  ON connections FOR EACH ROW
  WHEN ((OLD.created_at, OLD.sender_id, OLD.receiver_id)
    IS DISTINCT FROM (NEW.created_at, NEW.sender_id, NEW.receiver_id))
  EXECUTE FUNCTION trending_connection_moved();--> statement-breakpoint
CREATE TRIGGER connections_trending_truncated AFTER TRUNCATE ON connections
  FOR EACH STATEMENT EXECUTE FUNCTION trending_scores_truncated();--> statement-breakpoint
CREATE TRIGGER profile_views_trending_inserted AFTER INSERT ON profile_views
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION trending_views_inserted();--> statement-breakpoint
CREATE TRIGGER profile_views_trending_deleted AFTER DELETE ON profile_views
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION trending_views_deleted();--> statement-breakpoint
CREATE TRIGGER profile_views_trending_moved AFTER UPDATE OF viewed_at, profile_id
  ON profile_views FOR EACH ROW
  WHEN ((OLD.viewed_at, OLD.profile_id) IS DISTINCT FROM (NEW.viewed_at, NEW.profile_id))
  EXECUTE FUNCTION trending_view_moved();--> statement-breakpoint
CREATE TRIGGER profile_views_trending_truncated AFTER TRUNCATE ON profile_views
  FOR EACH STATEMENT EXECUTE FUNCTION trending_scores_truncated();--> statement-breakpoint
CREATE TRIGGER profiles_trending_inserted AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION trending_profiles_inserted();--> statement-breakpoint
CREATE TRIGGER profiles_trending_moved AFTER UPDATE OF user_id ON profiles FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION trending_profile_moved();
