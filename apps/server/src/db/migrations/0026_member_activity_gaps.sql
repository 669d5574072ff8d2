CREATE TABLE "member_activity_gaps" (
	"day" date NOT NULL,
	"gap" smallint NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "member_activity_gaps_day_gap_pk" PRIMARY KEY("day","gap"),
	CONSTRAINT "member_activity_gaps_gap_check" CHECK ("member_activity_gaps"."gap" between 0 and 31)
);
--> statement-breakpoint
CREATE INDEX "member_activity_gaps_first_days_idx" ON "member_activity_gaps" USING btree ("day","members") WHERE "member_activity_gaps"."gap" = 0;--> statement-breakpoint
-- Hand-written below (docs/decisions/0023): previous_day becomes the member's true previous
-- active day, and member_activity_gaps counts the rollup's rows per day by the gap before them.
-- The gap bucket of a rollup row: 0 for a member's first active day, else the days since the
-- previous one, 31 standing for any gap over 30.
CREATE FUNCTION member_activity_gap(day date, previous_day date) RETURNS smallint
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN previous_day IS NULL THEN 0 ELSE least(day - previous_day, 31) END::smallint
$$;--> statement-breakpoint
-- Rows written by two statements that could not see each other may name an earlier day.
UPDATE member_activity_days fixed SET previous_day = linked.previous_day
FROM (
  SELECT user_id, day, lag(day) OVER (PARTITION BY user_id ORDER BY day) AS previous_day
  FROM member_activity_days
) AS linked
WHERE fixed.user_id = linked.user_id AND fixed.day = linked.day
  AND fixed.previous_day IS DISTINCT FROM linked.previous_day;--> statement-breakpoint
INSERT INTO member_activity_gaps (day, gap, members)
SELECT day, member_activity_gap(day, previous_day), count(*)
FROM member_activity_days GROUP BY 1, 2;--> statement-breakpoint
-- The gap counts follow the rollup rows added, removed or given another previous day.
CREATE FUNCTION member_activity_gaps_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO member_activity_gaps (day, gap, members)
     SELECT day, member_activity_gap(day, previous_day), sum(change)
     FROM (%s) AS changed
     GROUP BY 1, 2 HAVING sum(change) <> 0 ORDER BY 1, 2
     ON CONFLICT (day, gap)
     DO UPDATE SET members = member_activity_gaps.members + excluded.members',
    CASE TG_OP
      WHEN 'INSERT' THEN 'SELECT day, previous_day, 1 AS change FROM added'
      WHEN 'DELETE' THEN 'SELECT day, previous_day, -1 AS change FROM removed'
      ELSE 'SELECT day, previous_day, 1 AS change FROM added
            UNION ALL SELECT day, previous_day, -1 FROM removed'
    END);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_activity_days_gaps_added AFTER INSERT ON member_activity_days
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION member_activity_gaps_count();--> statement-breakpoint
CREATE TRIGGER member_activity_days_gaps_removed AFTER DELETE ON member_activity_days
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
  EXECUTE FUNCTION member_activity_gaps_count();--> statement-breakpoint
CREATE TRIGGER member_activity_days_gaps_moved AFTER UPDATE ON member_activity_days
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION member_activity_gaps_count();--> statement-breakpoint
-- A day added before a member's later day becomes that day's previous day.
CREATE FUNCTION member_activity_days_link_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_activity_days later SET previous_day = linked.day
  FROM (
    SELECT added.user_id, added.day,
      (SELECT min(known.day) FROM member_activity_days known
        WHERE known.user_id = added.user_id AND known.day > added.day) AS next_day
    FROM added
  ) AS linked
  WHERE later.user_id = linked.user_id AND later.day = linked.next_day
    AND (later.previous_day IS NULL OR later.previous_day < linked.day);
  RETURN NULL;
END $$;--> statement-breakpoint
-- A day removed hands its place to the member's day before it.
CREATE FUNCTION member_activity_days_link_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE member_activity_days later SET previous_day = (
    SELECT max(known.day) FROM member_activity_days known
    WHERE known.user_id = later.user_id AND known.day < later.day)
  FROM removed
  WHERE later.user_id = removed.user_id AND later.previous_day = removed.day;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_activity_days_linked AFTER INSERT ON member_activity_days
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION member_activity_days_link_added();--> statement-breakpoint
CREATE TRIGGER member_activity_days_relinked AFTER DELETE ON member_activity_days
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT
  EXECUTE FUNCTION member_activity_days_link_removed();--> statement-breakpoint
-- One event table's new rows: TG_ARGV[0] names the member column, TG_ARGV[1] the time column.
-- A member's new day first waits for any other transaction writing that member's days (the
-- member's users row, locked in id order), so the statements after the lock see those days:
-- previous_day is the true previous active day, and a later day is relinked above.
CREATE OR REPLACE FUNCTION record_member_activity() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  active text := format(
    '(SELECT DISTINCT %I AS user_id, (%I AT TIME ZONE ''UTC'')::date AS day FROM recorded)',
    TG_ARGV[0], TG_ARGV[1]);
BEGIN
  EXECUTE format(
    'SELECT 1 FROM users WHERE id IN (
       SELECT user_id FROM %s AS active
       WHERE NOT EXISTS (SELECT 1 FROM member_activity_days known
         WHERE known.user_id = active.user_id AND known.day = active.day))
     ORDER BY id FOR NO KEY UPDATE',
    active);
  EXECUTE format(
    'INSERT INTO member_activity_days (user_id, day, previous_day)
     SELECT user_id, day, greatest(lag(day) OVER (PARTITION BY user_id ORDER BY day),
       (SELECT max(known.day) FROM member_activity_days known
         WHERE known.user_id = active.user_id AND known.day < active.day))
     FROM %s AS active
     ORDER BY user_id, day
     ON CONFLICT DO NOTHING',
    active);
  RETURN NULL;
END $$;
