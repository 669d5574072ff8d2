CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "profile_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"viewer_id" text NOT NULL,
	"viewed_on" date DEFAULT current_date NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_daily_unique" UNIQUE("profile_id","viewer_id","viewed_on")
);
--> statement-breakpoint
CREATE TABLE "reputation_scores" (
	"profile_id" uuid PRIMARY KEY NOT NULL,
	"total_score" integer DEFAULT 0 NOT NULL,
	"connection_score" integer DEFAULT 0 NOT NULL,
	"endorsement_score" integer DEFAULT 0 NOT NULL,
	"activity_score" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reputation_scores_total_check" CHECK ("reputation_scores"."total_score" = "reputation_scores"."connection_score" + "reputation_scores"."endorsement_score" + "reputation_scores"."activity_score")
);
--> statement-breakpoint
CREATE TABLE "skill_endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endorser_id" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "skill_endorsements_once_unique" UNIQUE("endorser_id","profile_id","skill")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "commitment" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "equity_expectation" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reputation_scores" ADD CONSTRAINT "reputation_scores_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_endorser_id_users_id_fk" FOREIGN KEY ("endorser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_endorsements" ADD CONSTRAINT "skill_endorsements_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_views_recent_idx" ON "profile_views" USING btree ("viewed_at","profile_id");--> statement-breakpoint
CREATE INDEX "reputation_scores_total_idx" ON "reputation_scores" USING btree ("total_score" DESC NULLS LAST,"profile_id");--> statement-breakpoint
CREATE INDEX "skill_endorsements_profile_idx" ON "skill_endorsements" USING btree ("profile_id");--> statement-breakpoint
CREATE INDEX "profiles_experience_idx" ON "profiles" USING btree ("experience");--> statement-breakpoint
CREATE INDEX "profiles_time_zone_idx" ON "profiles" USING btree ("time_zone");--> statement-breakpoint
CREATE INDEX "profiles_commitment_idx" ON "profiles" USING btree ("commitment");--> statement-breakpoint
CREATE INDEX "profiles_skills_gin_idx" ON "profiles" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "profiles_looking_for_gin_idx" ON "profiles" USING gin ("looking_for");--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_commitment_check" CHECK ("profiles"."commitment" is null or "profiles"."commitment" in ('full_time_now', 'full_time_within_months', 'part_time'));--> statement-breakpoint
-- Hand-written below: triggers keep derived data right whoever writes a profile.
CREATE OR REPLACE FUNCTION profiles_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.name, NEW.title, array_to_string(NEW.skills, ' '), NEW.bio));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_search_text_trigger BEFORE INSERT OR UPDATE OF name, title, skills, bio ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_search_text();--> statement-breakpoint
UPDATE profiles SET search_text = lower(concat_ws(' ', name, title, array_to_string(skills, ' '), bio));--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_create_reputation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO reputation_scores (profile_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER profiles_create_reputation_trigger AFTER INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_create_reputation();--> statement-breakpoint
INSERT INTO reputation_scores (profile_id) SELECT id FROM profiles ON CONFLICT DO NOTHING;
