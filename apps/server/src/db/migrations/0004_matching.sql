CREATE TABLE "saved_profiles" (
	"user_id" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_profiles_user_id_profile_id_pk" PRIMARY KEY("user_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "match_decisions" ALTER COLUMN "score" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "match_decisions" ADD COLUMN "connection_id" uuid;--> statement-breakpoint
ALTER TABLE "connections" ADD COLUMN "origin" text DEFAULT 'request' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_profiles" ADD CONSTRAINT "saved_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_profiles" ADD CONSTRAINT "saved_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_profiles_profile_id_idx" ON "saved_profiles" USING btree ("profile_id");--> statement-breakpoint
ALTER TABLE "match_decisions" ADD CONSTRAINT "match_decisions_connection_id_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_updated_at_idx" ON "profiles" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_origin_check" CHECK ("connections"."origin" in ('request', 'mutual_like'));--> statement-breakpoint
-- Hand-written below: every profile write moves updated_at to the statement's real time, so the
-- in-memory match index can catch up on exactly the rows changed since it last looked.
CREATE OR REPLACE FUNCTION profiles_touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := clock_timestamp();
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_touch_updated_at_trigger BEFORE UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_touch_updated_at();
