CREATE TABLE "match_decision_days" (
	"day" date NOT NULL,
	"percent" integer NOT NULL,
	"liked" boolean NOT NULL,
	"decisions" integer NOT NULL,
	"answered" integer NOT NULL,
	CONSTRAINT "match_decision_days_day_percent_liked_pk" PRIMARY KEY("day","percent","liked")
);
--> statement-breakpoint
CREATE TABLE "match_decision_months" (
	"month" date NOT NULL,
	"percent" integer NOT NULL,
	"liked" boolean NOT NULL,
	"decisions" integer NOT NULL,
	"answered" integer NOT NULL,
	CONSTRAINT "match_decision_months_month_percent_liked_pk" PRIMARY KEY("month","percent","liked")
);
--> statement-breakpoint
CREATE TABLE "match_decision_answers" (
	"decision_id" uuid PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"percent" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written below: the Matchmaking rollup is kept by triggers on match_decisions, so every way
-- a decision is written counts (docs/decisions/0024-matchmaking-rollup.md). No decision may be
-- written while the rollup is filled from the stored ones and its triggers are created.
LOCK TABLE match_decisions IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
-- A decision counts on the UTC day it was last made, at the percent its score is shown with.
CREATE FUNCTION match_decision_day(decided_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (decided_at AT TIME ZONE 'UTC')::date
$$;--> statement-breakpoint
CREATE FUNCTION match_decision_percent(score double precision) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT floor(score * 100 + 0.5)::int
$$;--> statement-breakpoint
-- One statement's changes to match_decisions, as the rollup's counts. `decisions` follows the
-- changed rows alone. Whether a like is answered also depends on the other member's decision, so
-- it is recomputed for the changed decisions and their reverses (the profile owner's decision on
-- the decider's profile) and compared with match_decision_answers, which says where each like
-- was counted: the counts stay right whichever order the triggers of one statement run in (an
-- upsert fires both the insert and the update trigger) and however often a like changes.
--
-- Two transactions that each write one side of a pair cannot see each other's uncommitted row.
-- So every statement first takes, for each pair it touches, the lock the matching feature takes
-- for that pair (db/locks.ts: 'match-decisions:' and both members' ids, sorted), and holds it to
-- the end of its transaction: the second writer waits for the first to commit, and reads at
-- read committed with a snapshot taken after the wait, so it sees the first side and counts
-- the pair for both. The first writer cannot have seen the second's row: that was written
-- before its lock was asked for, and is not committed before the first commits. A statement of
-- more than 64 decisions (a seed, an import, an account with many decisions deleted) takes the
-- rollup's EXCLUSIVE lock instead, which waits for and holds off every other writer, as each
-- small statement holds ROW EXCLUSIVE on the rollup from before it reads. Repeatable read would
-- keep the old snapshot after the wait, so it is refused; serializable is exact by itself.
CREATE FUNCTION match_decision_days_follow() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nothing CONSTANT text :=
    '(SELECT id, user_id, profile_id, liked, score, updated_at FROM match_decisions WHERE false)';
  was_source text;
  now_source text;
  changes integer;
  pair text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    was_source := nothing;
    now_source := 'new_rows';
  ELSIF TG_OP = 'DELETE' THEN
    was_source := 'old_rows';
    now_source := nothing;
  ELSE
    -- Only what the counts depend on: setting a decision's connection changes nothing.
    was_source := 'old_rows o JOIN new_rows n USING (id)
      WHERE (o.user_id, o.profile_id, o.liked, match_decision_percent(o.score),
        match_decision_day(o.updated_at)) IS DISTINCT FROM (n.user_id, n.profile_id, n.liked,
        match_decision_percent(n.score), match_decision_day(n.updated_at))';
    now_source := '(SELECT n.* FROM ' || was_source || ')';
    was_source := '(SELECT o.* FROM ' || was_source || ')';
  END IF;

  EXECUTE format('SELECT count(*) FROM (SELECT id FROM %s AS w UNION SELECT id FROM %s AS n) AS c',
    was_source, now_source) INTO changes;
  IF changes = 0 THEN
    RETURN NULL;
  END IF;
  IF current_setting('transaction_isolation') = 'repeatable read' THEN
    RAISE EXCEPTION 'match decisions are written at read committed or serializable'
      USING ERRCODE = 'feature_not_supported';
  END IF;
  IF changes <= 64 THEN
    LOCK TABLE match_decision_days IN ROW EXCLUSIVE MODE;
    FOR pair IN EXECUTE format(
      'SELECT DISTINCT ''match-decisions:'' || least(c.user_id COLLATE "C", target.user_id)
         || '':'' || greatest(c.user_id COLLATE "C", target.user_id)
       FROM (SELECT user_id, profile_id FROM %s AS w
             UNION SELECT user_id, profile_id FROM %s AS n) AS c
       JOIN profiles target ON target.id = c.profile_id
       ORDER BY 1', was_source, now_source)
    LOOP
      PERFORM pg_advisory_xact_lock(hashtextextended(pair, 0));
    END LOOP;
  ELSE
    LOCK TABLE match_decision_days IN EXCLUSIVE MODE;
  END IF;

  EXECUTE format($count$
    WITH was_rows AS (SELECT id, user_id, profile_id, liked, score, updated_at FROM %s AS w),
    now_rows AS (SELECT id, user_id, profile_id, liked, score, updated_at FROM %s AS n),
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
    -- The same counts per month, so that a long period reads its whole months at once.
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
    SET decisions = t.decisions + excluded.decisions, answered = t.answered + excluded.answered
  $count$, was_source, now_source);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A truncated match_decisions leaves nothing to count.
CREATE FUNCTION match_decision_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM match_decision_answers;
  DELETE FROM match_decision_days;
  DELETE FROM match_decision_months;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The decisions already stored, before the triggers exist.
INSERT INTO match_decision_answers (decision_id, day, percent)
SELECT d.id, match_decision_day(d.updated_at), match_decision_percent(d.score)
FROM match_decisions d
JOIN profiles target ON target.id = d.profile_id
JOIN profiles mine ON mine.user_id = d.user_id
WHERE d.liked AND EXISTS (
  SELECT 1 FROM match_decisions back
  WHERE back.user_id = target.user_id AND back.profile_id = mine.id AND back.liked);--> statement-breakpoint
INSERT INTO match_decision_days (day, percent, liked, decisions, answered)
SELECT day, percent, liked, sum(decisions), sum(answered)
FROM (
  SELECT match_decision_day(updated_at) AS day, match_decision_percent(score) AS percent, liked,
    1 AS decisions, 0 AS answered
  FROM match_decisions
  UNION ALL SELECT day, percent, true, 0, 1 FROM match_decision_answers
) AS counted
GROUP BY day, percent, liked;--> statement-breakpoint
INSERT INTO match_decision_months (month, percent, liked, decisions, answered)
SELECT date_trunc('month', day)::date, percent, liked, sum(decisions), sum(answered)
FROM match_decision_days
GROUP BY 1, 2, 3;--> statement-breakpoint
CREATE TRIGGER match_decisions_days_inserted AFTER INSERT ON match_decisions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION match_decision_days_follow();--> statement-breakpoint
CREATE TRIGGER match_decisions_days_updated AFTER UPDATE ON match_decisions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION match_decision_days_follow();--> statement-breakpoint
CREATE TRIGGER match_decisions_days_deleted AFTER DELETE ON match_decisions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION match_decision_days_follow();--> statement-breakpoint
CREATE TRIGGER match_decisions_days_truncated AFTER TRUNCATE ON match_decisions
  FOR EACH STATEMENT EXECUTE FUNCTION match_decision_days_clear();
