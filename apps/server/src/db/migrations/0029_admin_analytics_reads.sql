CREATE TABLE "member_activity_continued" (
	"day" date PRIMARY KEY NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_cohort_weeks" (
	"signup_week" date NOT NULL,
	"week" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "member_cohort_weeks_signup_week_week_pk" PRIMARY KEY("signup_week","week")
);
--> statement-breakpoint
CREATE TABLE "member_signup_weeks" (
	"week" date PRIMARY KEY NOT NULL,
	"members" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "member_activity_days_return_idx";--> statement-breakpoint
ALTER TABLE "member_activity_weeks" ADD COLUMN "signup_week" date;--> statement-breakpoint
-- Hand-written below (docs/decisions/0023): re-engagement reads, per day, how many members were
-- active again after it, and retention reads members per signup week and active week, all kept
-- by triggers as the other activity counts are.
-- member_activity_continued: the rollup rows per previous day. A day's total less them is the
-- members whose last active day it is.
INSERT INTO member_activity_continued (day, members)
SELECT previous_day, count(*) FROM member_activity_days
WHERE previous_day IS NOT NULL GROUP BY 1;--> statement-breakpoint
-- The rollup rows added, removed or given another previous day are now counted by gap and by
-- previous day in one statement: member_activity_gaps_count (migration 0026) becomes
-- member_activity_links_count, and its three triggers (one per event: a trigger with transition
-- tables has only one) are renamed with it.
ALTER FUNCTION member_activity_gaps_count() RENAME TO member_activity_links_count;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_activity_links_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'WITH changed AS (%s),
     gaps AS (
       INSERT INTO member_activity_gaps AS counts (day, gap, members)
       SELECT day, member_activity_gap(day, previous_day), sum(change)
       FROM changed
       GROUP BY 1, 2 HAVING sum(change) <> 0 ORDER BY 1, 2
       ON CONFLICT (day, gap) DO UPDATE SET members = counts.members + excluded.members)
     INSERT INTO member_activity_continued AS counts (day, members)
     SELECT previous_day, sum(change)
     FROM changed WHERE previous_day IS NOT NULL
     GROUP BY 1 HAVING sum(change) <> 0 ORDER BY 1
     ON CONFLICT (day) DO UPDATE SET members = counts.members + excluded.members',
    concat_ws(' UNION ALL ',
      CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT day, previous_day, 1 AS change FROM added' END,
      CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT day, previous_day, -1 AS change FROM removed' END));
  RETURN NULL;
END $$;--> statement-breakpoint
ALTER TRIGGER member_activity_days_gaps_added ON member_activity_days
  RENAME TO member_activity_days_links_added;--> statement-breakpoint
ALTER TRIGGER member_activity_days_gaps_removed ON member_activity_days
  RENAME TO member_activity_days_links_removed;--> statement-breakpoint
ALTER TRIGGER member_activity_days_gaps_moved ON member_activity_days
  RENAME TO member_activity_days_links_moved;--> statement-breakpoint
-- The week (UTC, from Monday) a profile was created in.
CREATE FUNCTION member_signup_week(created_at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$
  SELECT member_activity_week((created_at AT TIME ZONE 'UTC')::date)
$$;--> statement-breakpoint
-- Each week row carries its member's signup week (null without a profile), so that the week
-- rows an account deletion cascades to take their cohort counts back without the profile, which
-- the same deletion removes, in either order.
UPDATE member_activity_weeks weeks SET signup_week = member_signup_week(p.created_at)
FROM profiles p WHERE p.user_id = weeks.user_id;--> statement-breakpoint
INSERT INTO member_signup_weeks (week, members)
SELECT member_signup_week(created_at), count(*) FROM profiles GROUP BY 1;--> statement-breakpoint
INSERT INTO member_cohort_weeks (signup_week, week, members)
SELECT signup_week, week, count(*) FROM member_activity_weeks
WHERE week >= signup_week GROUP BY 1, 2;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_activity_weeks_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_activity_weeks (user_id, week, signup_week)
  SELECT DISTINCT changed.user_id, member_activity_week(changed.day),
    member_signup_week(p.created_at)
  FROM changed LEFT JOIN profiles p ON p.user_id = changed.user_id
  ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The cohort counts follow the week rows added, removed or given another signup week, from the
-- signup week on (TG_ARGV[0]: 1 to add the statement's rows, -1 to take them back).
CREATE FUNCTION member_cohort_weeks_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO member_cohort_weeks AS counts (signup_week, week, members)
  SELECT signup_week, week, direction * count(*)
  FROM changed WHERE week >= signup_week
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (signup_week, week) DO UPDATE SET members = counts.members + excluded.members;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_activity_weeks_cohorts_added AFTER INSERT ON member_activity_weeks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION member_cohort_weeks_count('1');--> statement-breakpoint
CREATE TRIGGER member_activity_weeks_cohorts_removed AFTER DELETE ON member_activity_weeks
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION member_cohort_weeks_count('-1');--> statement-breakpoint
CREATE TRIGGER member_activity_weeks_cohorts_moved_from AFTER UPDATE ON member_activity_weeks
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION member_cohort_weeks_count('-1');--> statement-breakpoint
CREATE TRIGGER member_activity_weeks_cohorts_moved_to AFTER UPDATE ON member_activity_weeks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION member_cohort_weeks_count('1');--> statement-breakpoint
-- The signup counts follow the profiles added or removed, and the members' week rows take the
-- signup week (none once the profile is gone). The members' users rows are locked first, as a
-- new activity day locks them (migration 0026): a week row written at the same moment is then
-- either seen and updated here, or written after this commits, with the profile seen.
-- TG_ARGV[0]: 1 for the profiles added, -1 for those removed.
CREATE FUNCTION member_signups_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := TG_ARGV[0]::integer;
BEGIN
  PERFORM 1 FROM users WHERE id IN (SELECT user_id FROM changed) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO member_signup_weeks AS counts (week, members)
  SELECT member_signup_week(created_at), direction * count(*)
  FROM changed GROUP BY 1 ORDER BY 1
  ON CONFLICT (week) DO UPDATE SET members = counts.members + excluded.members;
  UPDATE member_activity_weeks weeks
  SET signup_week = CASE WHEN direction = 1 THEN member_signup_week(changed.created_at) END
  FROM changed WHERE weeks.user_id = changed.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_signups_added AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION member_signups_count('1');--> statement-breakpoint
CREATE TRIGGER profiles_signups_removed AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION member_signups_count('-1');--> statement-breakpoint
-- A profile given another signup week (never by the app: a correction or an import). A row
-- trigger on the column, so that other profile updates cost nothing: a trigger with transition
-- tables cannot name columns.
CREATE FUNCTION member_signup_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM users WHERE id = NEW.user_id FOR NO KEY UPDATE;
  INSERT INTO member_signup_weeks AS counts (week, members)
  SELECT week, members FROM (VALUES
    (member_signup_week(OLD.created_at), -1),
    (member_signup_week(NEW.created_at), 1)) AS moved (week, members)
  ORDER BY week
  ON CONFLICT (week) DO UPDATE SET members = counts.members + excluded.members;
  UPDATE member_activity_weeks SET signup_week = member_signup_week(NEW.created_at)
  WHERE user_id = NEW.user_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_signup_moved AFTER UPDATE OF created_at ON profiles FOR EACH ROW
  WHEN (member_signup_week(OLD.created_at) <> member_signup_week(NEW.created_at))
  EXECUTE FUNCTION member_signup_moved();
