CREATE TABLE "founder_archetypes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"archetype" text NOT NULL,
	"scores" jsonb NOT NULL,
	"test_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "founder_archetypes_archetype_check" CHECK ("founder_archetypes"."archetype" in ('visionary_ceo', 'technical_genius', 'growth_hacker', 'operations_master'))
);
--> statement-breakpoint
CREATE TABLE "success_predictions" (
	"profile_low" uuid NOT NULL,
	"profile_high" uuid NOT NULL,
	"probability" integer NOT NULL,
	"factors" jsonb NOT NULL,
	"insights" jsonb NOT NULL,
	"recommendations" jsonb NOT NULL,
	"inputs_at" timestamp with time zone NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "success_predictions_profile_low_profile_high_pk" PRIMARY KEY("profile_low","profile_high"),
	CONSTRAINT "success_predictions_order_check" CHECK ("success_predictions"."profile_low" < "success_predictions"."profile_high"),
	CONSTRAINT "success_predictions_probability_check" CHECK ("success_predictions"."probability" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "archetype" text;--> statement-breakpoint
ALTER TABLE "founder_archetypes" ADD CONSTRAINT "founder_archetypes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_predictions" ADD CONSTRAINT "success_predictions_profile_low_profiles_id_fk" FOREIGN KEY ("profile_low") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_predictions" ADD CONSTRAINT "success_predictions_profile_high_profiles_id_fk" FOREIGN KEY ("profile_high") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "success_predictions_profile_high_idx" ON "success_predictions" USING btree ("profile_high");--> statement-breakpoint
CREATE INDEX "profiles_archetype_idx" ON "profiles" USING btree ("archetype");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_archetype_check" CHECK ("profiles"."archetype" is null or "profiles"."archetype" in ('visionary_ceo', 'technical_genius', 'growth_hacker', 'operations_master'));