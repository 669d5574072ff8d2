CREATE TABLE "partner_members" (
	"partner_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_members_partner_id_user_id_pk" PRIMARY KEY("partner_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'accelerator' NOT NULL,
	"domain" text NOT NULL,
	"revenue_share" integer DEFAULT 20 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_type_check" CHECK ("partners"."type" in ('accelerator', 'investor', 'university')),
	CONSTRAINT "partners_status_check" CHECK ("partners"."status" in ('active', 'pending', 'inactive')),
	CONSTRAINT "partners_revenue_share_check" CHECK ("partners"."revenue_share" between 0 and 100)
);
--> statement-breakpoint
DROP INDEX "reports_status_created_at_idx";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_by" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_members" ADD CONSTRAINT "partner_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_members_user_idx" ON "partner_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_domain_unique" ON "partners" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "partners_created_idx" ON "partners" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "partners_type_status_idx" ON "partners" USING btree ("type","status","name");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decision_check" CHECK (("reports"."status" = 'open') = ("reports"."decision" is null) and ("reports"."decision" is null or "reports"."decision" in ('dismissed', 'removed', 'warned', 'suspended', 'banned')));