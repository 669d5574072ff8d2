CREATE TABLE "member_activity_days" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"previous_day" date,
	CONSTRAINT "member_activity_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "member_activity_totals" (
	"span" text NOT NULL,
	"starts_on" date NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "member_activity_totals_span_starts_on_pk" PRIMARY KEY("span","starts_on"),
	CONSTRAINT "member_activity_totals_span_check" CHECK ("member_activity_totals"."span" in ('day', 'week'))
);
--> statement-breakpoint
CREATE TABLE "member_activity_weeks" (
	"user_id" text NOT NULL,
	"week" date NOT NULL,
	CONSTRAINT "member_activity_weeks_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
ALTER TABLE "member_activity_days" ADD CONSTRAINT "member_activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_activity_weeks" ADD CONSTRAINT "member_activity_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_activity_days_day_idx" ON "member_activity_days" USING btree ("day","user_id","previous_day");--> statement-breakpoint
CREATE INDEX "member_activity_days_return_idx" ON "member_activity_days" USING btree ("day") WHERE "member_activity_days"."previous_day" is null or "member_activity_days"."day" - "member_activity_days"."previous_day" > 30;--> statement-breakpoint
CREATE INDEX "profiles_admins_idx" ON "profiles" USING btree ("user_id") WHERE "profiles"."role" = 'admin';--> statement-breakpoint
-- Hand-written below: the analytics rollup is kept by triggers on the event tables, so every way
-- an event is written counts, and no feature writes it by hand (docs/decisions/0023).
CREATE FUNCTION member_activity_week(day date) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT day - (extract(isodow FROM day)::int - 1)
$$;--> statement-breakpoint
-- The day or week totals follow the rows added or removed (TG_ARGV[0]: 'day' or 'week', which
-- is also the counted column).
CREATE FUNCTION member_activity_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO member_activity_totals (span, starts_on, members)
     SELECT %L, %I, count(*) * %s FROM changed GROUP BY %I ORDER BY %I
     ON CONFLICT (span, starts_on)
     DO UPDATE SET members = member_activity_totals.members + excluded.members',
    TG_ARGV[0], TG_ARGV[0], CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END, TG_ARGV[0], TG_ARGV[0]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION member_activity_weeks_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO member_activity_weeks (user_id, week)
  SELECT DISTINCT user_id, member_activity_week(day) FROM changed ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_activity_days_counted AFTER INSERT ON member_activity_days
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION member_activity_count('day');--> statement-breakpoint
CREATE TRIGGER member_activity_days_uncounted AFTER DELETE ON member_activity_days
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION member_activity_count('day');--> statement-breakpoint
CREATE TRIGGER member_activity_days_weeks AFTER INSERT ON member_activity_days
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION member_activity_weeks_add();--> statement-breakpoint
CREATE TRIGGER member_activity_weeks_counted AFTER INSERT ON member_activity_weeks
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION member_activity_count('week');--> statement-breakpoint
CREATE TRIGGER member_activity_weeks_uncounted AFTER DELETE ON member_activity_weeks
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION member_activity_count('week');--> statement-breakpoint
-- The events already written, before the event triggers exist.
INSERT INTO member_activity_days (user_id, day, previous_day)
SELECT user_id, day, lag(day) OVER (PARTITION BY user_id ORDER BY day)
FROM (
  SELECT viewer_id AS user_id, (viewed_at AT TIME ZONE 'UTC')::date AS day FROM profile_views
  UNION SELECT user_id, (created_at AT TIME ZONE 'UTC')::date FROM match_decisions
  UNION SELECT user_id, (updated_at AT TIME ZONE 'UTC')::date FROM match_decisions
  UNION SELECT sender_id, (created_at AT TIME ZONE 'UTC')::date FROM messages
  UNION SELECT sender_id, (created_at AT TIME ZONE 'UTC')::date FROM video_call_requests
  UNION SELECT user_id, (created_at AT TIME ZONE 'UTC')::date FROM daily_checkins
) AS events;--> statement-breakpoint
-- One event table's new rows: TG_ARGV[0] names the member column, TG_ARGV[1] the time column.
-- previous_day is the latest active day the statement can see: never later than the true one.
CREATE FUNCTION record_member_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'INSERT INTO member_activity_days (user_id, day, previous_day)
     SELECT user_id, day, coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day),
       (SELECT max(known.day) FROM member_activity_days known
         WHERE known.user_id = active.user_id AND known.day < active.day))
     FROM (SELECT DISTINCT %I AS user_id, (%I AT TIME ZONE ''UTC'')::date AS day
           FROM recorded) AS active
     ORDER BY user_id, day
     ON CONFLICT DO NOTHING',
    TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profile_views_member_activity AFTER INSERT ON profile_views
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT
  EXECUTE FUNCTION record_member_activity('viewer_id', 'viewed_at');--> statement-breakpoint
CREATE TRIGGER match_decisions_member_activity AFTER INSERT ON match_decisions
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT
  EXECUTE FUNCTION record_member_activity('user_id', 'created_at');--> statement-breakpoint
-- Deciding again on a profile updates the decision.
CREATE TRIGGER match_decisions_again_member_activity AFTER UPDATE ON match_decisions
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT
  EXECUTE FUNCTION record_member_activity('user_id', 'updated_at');--> statement-breakpoint
CREATE TRIGGER messages_member_activity AFTER INSERT ON messages
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT
  EXECUTE FUNCTION record_member_activity('sender_id', 'created_at');--> statement-breakpoint
CREATE TRIGGER video_call_requests_member_activity AFTER INSERT ON video_call_requests
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT
  EXECUTE FUNCTION record_member_activity('sender_id', 'created_at');--> statement-breakpoint
CREATE TRIGGER daily_checkins_member_activity AFTER INSERT ON daily_checkins
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT
  EXECUTE FUNCTION record_member_activity('user_id', 'created_at');
