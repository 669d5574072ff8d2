CREATE TABLE "team_match_alerts" (
	"user_id" text NOT NULL,
	"project_id" uuid NOT NULL,
	"score" real NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_match_alerts_user_id_project_id_pk" PRIMARY KEY("user_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "team_match_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"min_score" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_match_preferences_min_score_check" CHECK ("team_match_preferences"."min_score" in (0, 50, 75, 90))
);
--> statement-breakpoint
ALTER TABLE "team_match_alerts" ADD CONSTRAINT "team_match_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_alerts" ADD CONSTRAINT "team_match_alerts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_match_preferences" ADD CONSTRAINT "team_match_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_match_alerts_created_idx" ON "team_match_alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "team_match_alerts_project_idx" ON "team_match_alerts" USING btree ("project_id");