CREATE TABLE "reputation_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"profile_id" uuid NOT NULL,
	"component" text NOT NULL,
	"reason" text NOT NULL,
	"points" integer NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reputation_events_component_check" CHECK ("reputation_events"."component" in ('connection', 'endorsement', 'activity')),
	CONSTRAINT "reputation_events_reason_check" CHECK ("reputation_events"."reason" in ('connection', 'connection_removed', 'endorsement', 'endorsement_withdrawn', 'message', 'video_call', 'check_in'))
);
--> statement-breakpoint
CREATE TABLE "reputation_periods" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"profile_id" uuid NOT NULL,
	"total_score" integer DEFAULT 0 NOT NULL,
	"connection_score" integer DEFAULT 0 NOT NULL,
	"endorsement_score" integer DEFAULT 0 NOT NULL,
	"activity_score" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reputation_periods_period_period_start_profile_id_pk" PRIMARY KEY("period","period_start","profile_id"),
	CONSTRAINT "reputation_periods_period_check" CHECK ("reputation_periods"."period" in ('week', 'month')),
	CONSTRAINT "reputation_periods_total_check" CHECK ("reputation_periods"."total_score" = "reputation_periods"."connection_score" + "reputation_periods"."endorsement_score" + "reputation_periods"."activity_score")
);
--> statement-breakpoint
CREATE TABLE "premium_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source" text NOT NULL,
	"sequence" integer NOT NULL,
	"plan" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_grants_once_unique" UNIQUE("user_id","source","sequence"),
	CONSTRAINT "premium_grants_source_check" CHECK ("premium_grants"."source" in ('referral')),
	CONSTRAINT "premium_grants_plan_check" CHECK ("premium_grants"."plan" in ('pro', 'business')),
	CONSTRAINT "premium_grants_window_check" CHECK ("premium_grants"."ends_at" > "premium_grants"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "daily_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"check_in_date" date NOT NULL,
	"streak_count" integer NOT NULL,
	"points_earned" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_checkins_once_a_day_unique" UNIQUE("user_id","check_in_date"),
	CONSTRAINT "daily_checkins_streak_check" CHECK ("daily_checkins"."streak_count" >= 1),
	CONSTRAINT "daily_checkins_points_check" CHECK ("daily_checkins"."points_earned" between 10 and 30)
);
--> statement-breakpoint
ALTER TABLE "premium_transactions" DROP CONSTRAINT "premium_transactions_provider_check";--> statement-breakpoint
ALTER TABLE "premium_transactions" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
ALTER TABLE "reputation_events" ADD CONSTRAINT "reputation_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_periods" ADD CONSTRAINT "reputation_periods_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_grants" ADD CONSTRAINT "premium_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_checkins" ADD CONSTRAINT "daily_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reputation_events_profile_idx" ON "reputation_events" USING btree ("profile_id","occurred_at");--> statement-breakpoint
CREATE INDEX "reputation_events_occurred_idx" ON "reputation_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "reputation_periods_top_idx" ON "reputation_periods" USING btree ("period","period_start","total_score" DESC NULLS LAST,"profile_id");--> statement-breakpoint
ALTER TABLE "premium_transactions" ADD CONSTRAINT "premium_transactions_kind_check" CHECK ("premium_transactions"."kind" in ('payment', 'referral_reward'));--> statement-breakpoint
ALTER TABLE "premium_transactions" ADD CONSTRAINT "premium_transactions_provider_check" CHECK ("premium_transactions"."provider" in ('stripe', 'local', 'cofound'));--> statement-breakpoint
-- The ledger starts from what members have already earned, dated when they earned it.
INSERT INTO "reputation_events" ("profile_id", "component", "reason", "points", "occurred_at")
SELECT p.id, 'connection', 'connection', 10, c.updated_at
  FROM connections c
  JOIN profiles p ON p.user_id IN (c.sender_id, c.receiver_id)
 WHERE c.status = 'accepted'
UNION ALL
SELECT e.profile_id, 'endorsement', 'endorsement', 5, e.created_at FROM skill_endorsements e
UNION ALL
SELECT p.id, 'activity', 'message', 3, m.created_at
  FROM messages m JOIN profiles p ON p.user_id = m.sender_id
UNION ALL
SELECT p.id, 'activity', 'video_call', 3, coalesce(v.completed_at, v.updated_at)
  FROM video_call_requests v
  JOIN profiles p ON p.user_id IN (v.sender_id, v.receiver_id)
 WHERE v.status = 'completed';--> statement-breakpoint
INSERT INTO "reputation_periods"
  ("period", "period_start", "profile_id", "total_score", "connection_score", "endorsement_score", "activity_score")
SELECT period, period_start, profile_id, sum(points),
       coalesce(sum(points) FILTER (WHERE component = 'connection'), 0),
       coalesce(sum(points) FILTER (WHERE component = 'endorsement'), 0),
       coalesce(sum(points) FILTER (WHERE component = 'activity'), 0)
  FROM (
    SELECT 'week' AS period, date_trunc('week', occurred_at AT TIME ZONE 'UTC')::date AS period_start,
           profile_id, component, points
      FROM reputation_events
    UNION ALL
    SELECT 'month', date_trunc('month', occurred_at AT TIME ZONE 'UTC')::date, profile_id, component, points
      FROM reputation_events
  ) e
 GROUP BY period, period_start, profile_id;--> statement-breakpoint
UPDATE "reputation_scores" r SET
  "connection_score" = coalesce(s.connection_score, 0),
  "endorsement_score" = coalesce(s.endorsement_score, 0),
  "activity_score" = coalesce(s.activity_score, 0),
  "total_score" = coalesce(s.total_score, 0),
  "updated_at" = now()
  FROM (
    SELECT p.id AS profile_id,
           coalesce(sum(e.points), 0) AS total_score,
           coalesce(sum(e.points) FILTER (WHERE e.component = 'connection'), 0) AS connection_score,
           coalesce(sum(e.points) FILTER (WHERE e.component = 'endorsement'), 0) AS endorsement_score,
           coalesce(sum(e.points) FILTER (WHERE e.component = 'activity'), 0) AS activity_score
      FROM profiles p LEFT JOIN reputation_events e ON e.profile_id = p.id
     GROUP BY p.id
  ) s
 WHERE s.profile_id = r.profile_id;
