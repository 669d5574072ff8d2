CREATE TABLE "connection_request_days" (
	"day" date PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL,
	"accepted" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written below (docs/decisions/0024-matchmaking-rollup.md): the Matchmaking page's
-- acceptance rate counts the connection requests made on each UTC day, and how many of them are
-- accepted now, from this rollup instead of every request of the period. No connection may be
-- written while it is filled and its triggers are created.
LOCK TABLE connections IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE FUNCTION connection_request_day(created_at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (created_at AT TIME ZONE 'UTC')::date
$$;--> statement-breakpoint
-- One statement's connections as they were (taken back) and as they are (added), per day. The
-- counts are the statement's own rows only, so two writers at once each add their own and wait
-- for nothing but the day row. No join of the two transition tables: a plan made for a few rows
-- would pair a bulk update's rows one by one. An update that changes neither a row's day nor
-- whether it is accepted (a message's time kept on it) nets to zero and writes nothing.
CREATE FUNCTION connection_request_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO connection_request_days AS days (day, requests, accepted)
    SELECT connection_request_day(created_at), count(*), count(*) FILTER (WHERE status = 'accepted')
    FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE
    SET requests = days.requests + excluded.requests, accepted = days.accepted + excluded.accepted;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO connection_request_days AS days (day, requests, accepted)
    SELECT connection_request_day(created_at), -count(*), -count(*) FILTER (WHERE status = 'accepted')
    FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE
    SET requests = days.requests + excluded.requests, accepted = days.accepted + excluded.accepted;
  ELSE
    INSERT INTO connection_request_days AS days (day, requests, accepted)
    SELECT day, sum(requests), sum(accepted)
    FROM (
      SELECT connection_request_day(created_at) AS day, -1 AS requests,
        -(status = 'accepted')::int AS accepted
      FROM old_rows
      UNION ALL
      SELECT connection_request_day(created_at), 1, (status = 'accepted')::int FROM new_rows
    ) AS changed
    GROUP BY day HAVING sum(requests) <> 0 OR sum(accepted) <> 0 ORDER BY day
    ON CONFLICT (day) DO UPDATE
    SET requests = days.requests + excluded.requests, accepted = days.accepted + excluded.accepted;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A truncated connections leaves nothing to count.
CREATE FUNCTION connection_request_days_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM connection_request_days;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The connections already stored, before the triggers exist.
INSERT INTO connection_request_days (day, requests, accepted)
SELECT connection_request_day(created_at), count(*), count(*) FILTER (WHERE status = 'accepted')
FROM connections GROUP BY 1;--> statement-breakpoint
CREATE TRIGGER connections_request_days_inserted AFTER INSERT ON connections
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION connection_request_days_count();--> statement-breakpoint
CREATE TRIGGER connections_request_days_updated AFTER UPDATE ON connections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION connection_request_days_count();--> statement-breakpoint
CREATE TRIGGER connections_request_days_deleted AFTER DELETE ON connections
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION connection_request_days_count();--> statement-breakpoint
CREATE TRIGGER connections_request_days_truncated AFTER TRUNCATE ON connections
  FOR EACH STATEMENT EXECUTE FUNCTION connection_request_days_clear();
