-- Hand-written (docs/decisions/0023 and 0024): a message sent in an ongoing conversation by a
-- member already active that day runs no statement that fires triggers. Before, every message ran
-- a dynamically planned INSERT into member_activity_days (firing its four statement triggers even
-- when nothing was inserted) and an UPDATE of connections (firing the request-day rollup's
-- statement trigger even when no row changed).
CREATE FUNCTION record_message_activity() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM recorded
    WHERE NOT EXISTS (
      SELECT 1 FROM member_activity_days known
      WHERE known.user_id = recorded.sender_id
        AND known.day = (recorded.created_at AT TIME ZONE 'UTC')::date)
  ) THEN
    RETURN NULL;
  END IF;
  INSERT INTO member_activity_days (user_id, day, previous_day)
  SELECT user_id, day, coalesce(lag(day) OVER (PARTITION BY user_id ORDER BY day),
    (SELECT max(known.day) FROM member_activity_days known
      WHERE known.user_id = active.user_id AND known.day < active.day))
  FROM (SELECT DISTINCT sender_id AS user_id, (created_at AT TIME ZONE 'UTC')::date AS day
        FROM recorded) AS active
  ORDER BY user_id, day
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER messages_member_activity ON messages;--> statement-breakpoint
CREATE TRIGGER messages_member_activity AFTER INSERT ON messages
  REFERENCING NEW TABLE AS recorded FOR EACH STATEMENT
  EXECUTE FUNCTION record_message_activity();--> statement-breakpoint
CREATE OR REPLACE FUNCTION connection_first_message_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM connections
    WHERE least(sender_id, receiver_id) = least(NEW.sender_id, NEW.receiver_id)
      AND greatest(sender_id, receiver_id) = greatest(NEW.sender_id, NEW.receiver_id)
      AND status = 'accepted' AND updated_at <= NEW.created_at
      AND (first_message_at IS NULL OR first_message_at > NEW.created_at)
  ) THEN
    RETURN NULL;
  END IF;
  UPDATE connections SET first_message_at = NEW.created_at
  WHERE least(sender_id, receiver_id) = least(NEW.sender_id, NEW.receiver_id)
    AND greatest(sender_id, receiver_id) = greatest(NEW.sender_id, NEW.receiver_id)
    AND status = 'accepted' AND updated_at <= NEW.created_at
    AND (first_message_at IS NULL OR first_message_at > NEW.created_at);
  RETURN NULL;
END $$;
