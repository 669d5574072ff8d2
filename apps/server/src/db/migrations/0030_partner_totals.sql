CREATE TABLE "partner_totals" (
	"partner_id" uuid PRIMARY KEY NOT NULL,
	"members" integer NOT NULL,
	"paid_usd_cents" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_totals" ADD CONSTRAINT "partner_totals_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written below: each partner's members and their US dollar payments, kept by triggers on
-- partner_members and on member_paid_totals (itself kept by triggers on premium_transactions,
-- migration 0027), so the partner list reads one row per partner whatever its size
-- (docs/decisions/0022-admin-reads.md). Changes are added as deltas by upserts in partner order:
-- two payments of one partner's members at once both count, and no two statements lock the
-- same partners in opposite orders. A partner deleted in the same transaction is skipped (its
-- members go by cascade after it, when its totals may be gone already).
--
-- A member's payment may commit while they are being linked or unlinked, and neither statement
-- would see the other's uncommitted row. So a link or unlink reads the member's US dollar total
-- locked (FOR SHARE waits for a payment under way and reads its result; a payment after it
-- waits for this transaction, then sees the change), and a member who never paid first gets a
-- zero total to lock (inserting it waits for a first payment under way, or makes that payment
-- wait).
--
-- Either side reads the other's rows committed before its statement: repeatable read would keep
-- a snapshot from before the wait, so it is refused; serializable is exact by itself. Every
-- writer in Cofound uses read committed.
CREATE FUNCTION partner_totals_refuse_repeatable_read() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') = 'repeatable read' THEN
    RAISE EXCEPTION 'partner members and payments are written at read committed or serializable'
      USING ERRCODE = 'feature_not_supported';
  END IF;
END $$;--> statement-breakpoint
-- Members linked (TG_ARGV[0] = 1), or moved from (-1) and to (1) a partner: their count and
-- their payments.
CREATE FUNCTION partner_totals_count_members() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := TG_ARGV[0]::integer;
BEGIN
  PERFORM partner_totals_refuse_repeatable_read();
  INSERT INTO member_paid_totals (user_id, currency, cents)
  SELECT user_id, 'usd', 0 FROM (SELECT DISTINCT user_id FROM changed) AS linked ORDER BY 1
  ON CONFLICT (user_id, currency) DO NOTHING;
  INSERT INTO partner_totals AS totals (partner_id, members, paid_usd_cents)
  SELECT changed.partner_id, direction * count(*), direction * coalesce(sum(paid.cents), 0)
  FROM changed
  JOIN partners ON partners.id = changed.partner_id
  LEFT JOIN (
    SELECT user_id, cents FROM member_paid_totals
    WHERE currency = 'usd' AND user_id IN (SELECT user_id FROM changed)
    FOR SHARE
  ) AS paid ON paid.user_id = changed.user_id
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (partner_id) DO UPDATE
  SET members = totals.members + excluded.members,
    paid_usd_cents = totals.paid_usd_cents + excluded.paid_usd_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
-- A member unlinked: row by row, before the row goes. An account deleted takes its links and its
-- transactions by cascade, and the statements of a cascade fire their after triggers only once
-- every cascade of the delete is done: an after trigger here would find the member's payments
-- already taken back, while the payments' trigger found no link left, and the partner would keep
-- them. The app unlinks members only with their account, a few rows at a time.
CREATE FUNCTION partner_totals_unlink_member() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  paid bigint;
BEGIN
  IF NOT EXISTS (SELECT FROM partners WHERE id = OLD.partner_id) THEN
    RETURN OLD;
  END IF;
  PERFORM partner_totals_refuse_repeatable_read();
  INSERT INTO member_paid_totals (user_id, currency, cents) VALUES (OLD.user_id, 'usd', 0)
  ON CONFLICT (user_id, currency) DO NOTHING;
  SELECT cents INTO paid FROM member_paid_totals
  WHERE user_id = OLD.user_id AND currency = 'usd' FOR SHARE;
  INSERT INTO partner_totals AS totals (partner_id, members, paid_usd_cents)
  VALUES (OLD.partner_id, -1, -paid)
  ON CONFLICT (partner_id) DO UPDATE
  SET members = totals.members + excluded.members,
    paid_usd_cents = totals.paid_usd_cents + excluded.paid_usd_cents;
  RETURN OLD;
END $$;--> statement-breakpoint
-- Members' US dollar totals added (TG_ARGV[0] = 1) or taken back (-1): to each of their partners.
CREATE FUNCTION partner_totals_count_paid() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := TG_ARGV[0]::integer;
BEGIN
  PERFORM partner_totals_refuse_repeatable_read();
  INSERT INTO partner_totals AS totals (partner_id, members, paid_usd_cents)
  SELECT memberships.partner_id, 0, direction * sum(changed.cents)
  FROM changed
  JOIN partner_members AS memberships ON memberships.user_id = changed.user_id
  WHERE changed.currency = 'usd' AND changed.cents <> 0
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (partner_id) DO UPDATE
  SET paid_usd_cents = totals.paid_usd_cents + excluded.paid_usd_cents;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER partner_totals_members_added AFTER INSERT ON partner_members
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION partner_totals_count_members('1');--> statement-breakpoint
CREATE TRIGGER partner_totals_members_removed BEFORE DELETE ON partner_members
  FOR EACH ROW EXECUTE FUNCTION partner_totals_unlink_member();--> statement-breakpoint
CREATE TRIGGER partner_totals_members_changed_from AFTER UPDATE ON partner_members
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION partner_totals_count_members('-1');--> statement-breakpoint
CREATE TRIGGER partner_totals_members_changed_to AFTER UPDATE ON partner_members
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION partner_totals_count_members('1');--> statement-breakpoint
CREATE TRIGGER partner_totals_paid_added AFTER INSERT ON member_paid_totals
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION partner_totals_count_paid('1');--> statement-breakpoint
CREATE TRIGGER partner_totals_paid_removed AFTER DELETE ON member_paid_totals
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION partner_totals_count_paid('-1');--> statement-breakpoint
CREATE TRIGGER partner_totals_paid_changed_from AFTER UPDATE ON member_paid_totals
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION partner_totals_count_paid('-1');--> statement-breakpoint
CREATE TRIGGER partner_totals_paid_changed_to AFTER UPDATE ON member_paid_totals
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT
  EXECUTE FUNCTION partner_totals_count_paid('1');--> statement-breakpoint
-- The backfill comes after the triggers: creating them waited for the writes under way and
-- holds off new ones until the migration commits, so nothing is counted twice or missed.
INSERT INTO partner_totals (partner_id, members, paid_usd_cents)
SELECT memberships.partner_id, count(*), coalesce(sum(paid.cents), 0)
FROM partner_members AS memberships
LEFT JOIN member_paid_totals AS paid
  ON paid.user_id = memberships.user_id AND paid.currency = 'usd'
GROUP BY 1;
