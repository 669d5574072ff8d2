CREATE TABLE "startup_idea_interests" (
	"idea_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_idea_interests_idea_id_user_id_pk" PRIMARY KEY("idea_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circle_members" (
	"circle_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "circle_members_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id"),
	CONSTRAINT "circle_members_role_check" CHECK ("circle_members"."role" in ('member', 'moderator')),
	CONSTRAINT "circle_members_status_check" CHECK ("circle_members"."status" in ('active', 'pending')),
	CONSTRAINT "circle_members_joined_check" CHECK (("circle_members"."status" = 'active') = ("circle_members"."joined_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "circle_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"circle_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" uuid,
	"content" text NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circle_posts_replies_count_check" CHECK ("circle_posts"."replies_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "founder_circles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"description" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_by" text,
	"members_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "founder_circles_industry_check" CHECK ("founder_circles"."industry" in ('ai_ml', 'blockchain', 'fintech', 'healthtech', 'edtech', 'ecommerce', 'saas', 'cleantech')),
	CONSTRAINT "founder_circles_status_check" CHECK ("founder_circles"."status" in ('active', 'proposed', 'declined')),
	CONSTRAINT "founder_circles_members_count_check" CHECK ("founder_circles"."members_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "content_kind" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "content_id" uuid;--> statement-breakpoint
ALTER TABLE "startup_idea_interests" ADD CONSTRAINT "startup_idea_interests_idea_id_startup_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_idea_interests" ADD CONSTRAINT "startup_idea_interests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_circle_id_founder_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."founder_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_circle_id_founder_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."founder_circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_posts" ADD CONSTRAINT "circle_posts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."circle_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "founder_circles" ADD CONSTRAINT "founder_circles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_idea_interests_idea_idx" ON "startup_idea_interests" USING btree ("idea_id","created_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_idea_interests_user_idx" ON "startup_idea_interests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "circle_members_user_idx" ON "circle_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "circle_members_list_idx" ON "circle_members" USING btree ("circle_id","status","role" DESC NULLS LAST,"joined_at","user_id");--> statement-breakpoint
CREATE INDEX "circle_members_requests_idx" ON "circle_members" USING btree ("circle_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "circle_posts_feed_idx" ON "circle_posts" USING btree ("circle_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "circle_posts"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "circle_posts_replies_idx" ON "circle_posts" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "circle_posts_user_idx" ON "circle_posts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "circle_posts_reply_created_idx" ON "circle_posts" USING btree ("created_at") WHERE "circle_posts"."parent_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "founder_circles_name_idx" ON "founder_circles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "founder_circles_status_name_idx" ON "founder_circles" USING btree ("status",lower("name"),"id");--> statement-breakpoint
CREATE INDEX "founder_circles_created_by_idx" ON "founder_circles" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "reports_content_idx" ON "reports" USING btree ("content_kind","content_id");--> statement-breakpoint
CREATE INDEX "startup_idea_comments_created_idx" ON "startup_idea_comments" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_content_check" CHECK (("reports"."content_kind" is null) = ("reports"."content_id" is null) and ("reports"."content_kind" is null or "reports"."content_kind" in ('idea', 'idea_comment', 'circle_post')));