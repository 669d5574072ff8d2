CREATE TABLE "member_paid_totals" (
	"user_id" text NOT NULL,
	"currency" text NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "member_paid_totals_user_id_currency_pk" PRIMARY KEY("user_id","currency")
);
--> statement-breakpoint
CREATE TABLE "premium_revenue_days" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"plan" text NOT NULL,
	"currency" text NOT NULL,
	"transactions" integer NOT NULL,
	"cents" bigint NOT NULL,
	CONSTRAINT "premium_revenue_days_day_kind_plan_currency_pk" PRIMARY KEY("day","kind","plan","currency")
);
--> statement-breakpoint
-- Hand-written below: the admin's rollups of premium_transactions are kept by triggers on it, so
-- every way a transaction is written or removed (a payment, a free month, a correction, an
-- account deleted) counts (docs/decisions/0022-admin-reads.md).
-- TG_ARGV[0]: 1 to add the statement's rows, -1 to take them back.
CREATE FUNCTION premium_totals_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  direction integer := TG_ARGV[0]::integer;
BEGIN
  INSERT INTO premium_revenue_days AS totals (day, kind, plan, currency, transactions, cents)
  SELECT (created_at AT TIME ZONE 'UTC')::date, kind, plan, currency,
    direction * count(*), direction * sum(amount_cents)
  FROM changed GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, kind, plan, currency) DO UPDATE
  SET transactions = totals.transactions + excluded.transactions,
    cents = totals.cents + excluded.cents;
  INSERT INTO member_paid_totals AS totals (user_id, currency, cents)
  SELECT user_id, currency, direction * sum(amount_cents)
  FROM changed WHERE kind = 'payment' GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (user_id, currency) DO UPDATE SET cents = totals.cents + excluded.cents;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO premium_revenue_days (day, kind, plan, currency, transactions, cents)
SELECT (created_at AT TIME ZONE 'UTC')::date, kind, plan, currency, count(*), sum(amount_cents)
FROM premium_transactions GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO member_paid_totals (user_id, currency, cents)
SELECT user_id, currency, sum(amount_cents)
FROM premium_transactions WHERE kind = 'payment' GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER premium_totals_added AFTER INSERT ON premium_transactions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_totals_count('1');--> statement-breakpoint
CREATE TRIGGER premium_totals_removed AFTER DELETE ON premium_transactions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_totals_count('-1');--> statement-breakpoint
CREATE TRIGGER premium_totals_changed_from AFTER UPDATE ON premium_transactions
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_totals_count('-1');--> statement-breakpoint
CREATE TRIGGER premium_totals_changed_to AFTER UPDATE ON premium_transactions
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION premium_totals_count('1');
