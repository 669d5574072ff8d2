ALTER TABLE "connections" ADD COLUMN "first_message_at" timestamp with time zone;--> statement-breakpoint
DROP INDEX "connections_accepted_idx";--> statement-breakpoint
CREATE INDEX "connections_accepted_first_message_idx" ON "connections" USING btree ("updated_at","first_message_at") WHERE "connections"."status" = 'accepted';--> statement-breakpoint
-- Hand-written below (docs/decisions/0024-matchmaking-rollup.md). First: an accepted connection
-- keeps the time of the pair's first message written at or after its acceptance (updated_at), so
-- the Matchmaking page reads it from the index above instead of looking for it in every thread.
-- No message or connection may be written while it is filled and its triggers are created.
LOCK TABLE connections, messages IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION connection_first_message_at(member_a text, member_b text, accepted_at timestamptz)
RETURNS timestamptz LANGUAGE sql STABLE AS $$
  SELECT min(created_at) FROM messages
  WHERE least(sender_id, receiver_id) = least(member_a, member_b)
    AND greatest(sender_id, receiver_id) = greatest(member_a, member_b)
    AND created_at >= accepted_at
$$;--> statement-breakpoint
UPDATE connections
SET first_message_at = connection_first_message_at(sender_id, receiver_id, updated_at)
WHERE status = 'accepted';--> statement-breakpoint
-- A connection written, accepted, moved to another time or out of accepted: computed afresh.
CREATE FUNCTION connection_first_message_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.first_message_at := CASE WHEN NEW.status = 'accepted'
    THEN connection_first_message_at(NEW.sender_id, NEW.receiver_id, NEW.updated_at) END;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER connections_first_message_followed
  BEFORE INSERT OR UPDATE OF status, updated_at, sender_id, receiver_id ON connections
  FOR EACH ROW EXECUTE FUNCTION connection_first_message_follow();--> statement-breakpoint
-- A message written: an earlier first message for the pair's accepted connection. Only lowering
-- it, on the row as it is when the update runs, keeps the earliest of two writers at once.
CREATE FUNCTION connection_first_message_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE connections SET first_message_at = NEW.created_at
  WHERE least(sender_id, receiver_id) = least(NEW.sender_id, NEW.receiver_id)
    AND greatest(sender_id, receiver_id) = greatest(NEW.sender_id, NEW.receiver_id)
    AND status = 'accepted' AND updated_at <= NEW.created_at
    AND (first_message_at IS NULL OR first_message_at > NEW.created_at);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A message deleted or moved (the app does neither: a removal by moderation only replaces the
-- text, and the message still counts): when it was the first, the next one takes its place.
CREATE FUNCTION connection_first_message_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE connections
  SET first_message_at = connection_first_message_at(sender_id, receiver_id, updated_at)
  WHERE least(sender_id, receiver_id) = least(OLD.sender_id, OLD.receiver_id)
    AND greatest(sender_id, receiver_id) = greatest(OLD.sender_id, OLD.receiver_id)
    AND status = 'accepted' AND first_message_at = OLD.created_at;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER messages_first_message_written
  AFTER INSERT OR UPDATE OF created_at, sender_id, receiver_id ON messages
  FOR EACH ROW EXECUTE FUNCTION connection_first_message_written();--> statement-breakpoint
CREATE TRIGGER messages_first_message_removed
  AFTER DELETE OR UPDATE OF created_at, sender_id, receiver_id ON messages
  FOR EACH ROW EXECUTE FUNCTION connection_first_message_removed();--> statement-breakpoint
-- Second: the Matchmaking rollup's triggers of migration 0025, with the same counts and locks, in
-- static SQL planned once per session instead of at every statement. The trigger of each
-- operation hands its changed decisions to one function as arrays: a plan over the transition
-- tables themselves would keep the row count of the first statement that ran it (a bulk insert
-- first would leave every later single decision scanning whole tables), while the arrays' plan
-- is the generic one, made for a few rows and scaling linearly with more.
LOCK TABLE match_decisions IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
DROP TRIGGER match_decisions_days_inserted ON match_decisions;--> statement-breakpoint
DROP TRIGGER match_decisions_days_updated ON match_decisions;--> statement-breakpoint
DROP TRIGGER match_decisions_days_deleted ON match_decisions;--> statement-breakpoint
DROP FUNCTION match_decision_days_follow();--> statement-breakpoint
-- The statement's decisions as they were and as they are now (see 0025 for the locks: the pair
-- locks of the matching feature for up to 64 decisions, the rollup's EXCLUSIVE lock beyond).
CREATE FUNCTION match_decision_days_count(was match_decisions[], now match_decisions[])
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  changes integer := greatest(cardinality(was), cardinality(now));
  pair text;
BEGIN
  IF changes = 0 THEN
    RETURN;
  END IF;
  IF current_setting('transaction_isolation') = 'repeatable read' THEN
    RAISE EXCEPTION 'match decisions are written at read committed or serializable'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  IF changes <= 64 THEN
    LOCK TABLE match_decision_days IN ROW EXCLUSIVE MODE;
    FOR pair IN
      SELECT DISTINCT 'match-decisions:' || least(c.user_id COLLATE "C", target.user_id)
        || ':' || greatest(c.user_id COLLATE "C", target.user_id)
      FROM (SELECT w.user_id, w.profile_id FROM unnest(was) AS w
            UNION SELECT n.user_id, n.profile_id FROM unnest(now) AS n) AS c
      JOIN profiles target ON target.id = c.profile_id
      ORDER BY 1
    LOOP
      PERFORM pg_advisory_xact_lock(hashtextextended(pair, 0));
    END LOOP;
  ELSE
    LOCK TABLE match_decision_days IN EXCLUSIVE MODE;
  END IF;

  WITH was_rows AS (SELECT w.id, w.user_id, w.profile_id, w.liked, w.score, w.updated_at
    FROM unnest(was) AS w),
  now_rows AS (SELECT n.id, n.user_id, n.profile_id, n.liked, n.score, n.updated_at
    FROM unnest(now) AS n),
  changed AS (
    SELECT user_id, profile_id FROM was_rows UNION SELECT user_id, profile_id FROM now_rows
  ),
  linked AS (
    SELECT c.user_id, c.profile_id, target.user_id AS back_user_id, mine.id AS back_profile_id
    FROM changed c
    LEFT JOIN profiles target ON target.id = c.profile_id
    LEFT JOIN profiles mine ON mine.user_id = c.user_id
  ),
  -- The changed decisions and their reverses, each with its own reverse.
  affected AS (
    SELECT user_id, profile_id, back_user_id, back_profile_id FROM linked
    UNION
    SELECT back_user_id, back_profile_id, user_id, profile_id FROM linked
    WHERE back_user_id IS NOT NULL AND back_profile_id IS NOT NULL
  ),
  present AS (
    SELECT d.id, d.liked, d.score, d.updated_at, a.back_user_id, a.back_profile_id
    FROM affected a
    JOIN match_decisions d ON d.user_id = a.user_id AND d.profile_id = a.profile_id
  ),
  answered AS (
    SELECT p.id, match_decision_day(p.updated_at) AS day,
      match_decision_percent(p.score) AS percent
    FROM present p
    WHERE p.liked AND EXISTS (
      SELECT 1 FROM match_decisions back
      WHERE back.user_id = p.back_user_id AND back.profile_id = p.back_profile_id AND back.liked)
  ),
  recorded AS (
    SELECT r.decision_id AS id, r.day, r.percent FROM match_decision_answers r
    WHERE r.decision_id IN (SELECT id FROM present UNION ALL SELECT id FROM was_rows)
  ),
  gained AS (SELECT id, day, percent FROM answered EXCEPT SELECT id, day, percent FROM recorded),
  lost AS (SELECT id, day, percent FROM recorded EXCEPT SELECT id, day, percent FROM answered),
  forgotten AS (
    DELETE FROM match_decision_answers r
    WHERE r.decision_id IN (SELECT id FROM lost)
      AND NOT EXISTS (SELECT 1 FROM gained g WHERE g.id = r.decision_id)
  ),
  noted AS (
    INSERT INTO match_decision_answers AS r (decision_id, day, percent)
    SELECT id, day, percent FROM gained
    ON CONFLICT (decision_id) DO UPDATE SET day = excluded.day, percent = excluded.percent
  ),
  counted AS (
    SELECT match_decision_day(updated_at) AS day, match_decision_percent(score) AS percent,
      liked, 1 AS decisions, 0 AS answered
    FROM now_rows
    UNION ALL
    SELECT match_decision_day(updated_at), match_decision_percent(score), liked, -1, 0
    FROM was_rows
    UNION ALL SELECT day, percent, true, 0, 1 FROM gained
    UNION ALL SELECT day, percent, true, 0, -1 FROM lost
  ),
  monthly AS (
    INSERT INTO match_decision_months AS t (month, percent, liked, decisions, answered)
    SELECT date_trunc('month', day)::date, percent, liked, sum(decisions), sum(answered)
    FROM counted
    GROUP BY 1, 2, 3
    HAVING sum(decisions) <> 0 OR sum(answered) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (month, percent, liked) DO UPDATE
    SET decisions = t.decisions + excluded.decisions, answered = t.answered + excluded.answered
  )
  INSERT INTO match_decision_days AS t (day, percent, liked, decisions, answered)
  SELECT day, percent, liked, sum(decisions), sum(answered) FROM counted
  GROUP BY day, percent, liked
  HAVING sum(decisions) <> 0 OR sum(answered) <> 0
  ORDER BY day, percent, liked
  ON CONFLICT (day, percent, liked) DO UPDATE
  SET decisions = t.decisions + excluded.decisions, answered = t.answered + excluded.answered;
END $$;--> statement-breakpoint
CREATE FUNCTION match_decision_days_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_decision_days_count('{}', ARRAY(SELECT n::match_decisions FROM new_rows n));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION match_decision_days_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM match_decision_days_count(ARRAY(SELECT o::match_decisions FROM old_rows o), '{}');
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only what the counts depend on: setting a decision's connection changes nothing.
CREATE FUNCTION match_decision_days_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was match_decisions[];
  now match_decisions[];
BEGIN
  SELECT coalesce(array_agg(o::match_decisions), '{}'), coalesce(array_agg(n::match_decisions), '{}')
  INTO was, now
  FROM old_rows o JOIN new_rows n ON n.id = o.id
  WHERE (o.user_id, o.profile_id, o.liked, match_decision_percent(o.score),
      match_decision_day(o.updated_at)) IS DISTINCT FROM (n.user_id, n.profile_id, n.liked,
      match_decision_percent(n.score), match_decision_day(n.updated_at));
  PERFORM match_decision_days_count(was, now);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER match_decisions_days_inserted AFTER INSERT ON match_decisions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION match_decision_days_inserted();--> statement-breakpoint
CREATE TRIGGER match_decisions_days_updated AFTER UPDATE ON match_decisions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION match_decision_days_updated();--> statement-breakpoint
CREATE TRIGGER match_decisions_days_deleted AFTER DELETE ON match_decisions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION match_decision_days_deleted();
