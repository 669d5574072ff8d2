CREATE TABLE "startup_idea_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idea_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "startup_idea_likes" (
	"idea_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_idea_likes_idea_id_user_id_pk" PRIMARY KEY("idea_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "startup_ideas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"industry" text NOT NULL,
	"stage" text DEFAULT 'concept' NOT NULL,
	"skills_needed" text[] DEFAULT '{}'::text[] NOT NULL,
	"roles_needed" text[] DEFAULT '{}'::text[] NOT NULL,
	"likes_count" integer DEFAULT 0 NOT NULL,
	"comments_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_ideas_industry_check" CHECK ("startup_ideas"."industry" in ('technology', 'finance', 'healthcare', 'education', 'ecommerce', 'ai', 'blockchain', 'cleantech')),
	CONSTRAINT "startup_ideas_stage_check" CHECK ("startup_ideas"."stage" in ('concept', 'validation', 'prototype', 'mvp')),
	CONSTRAINT "startup_ideas_counts_check" CHECK ("startup_ideas"."likes_count" >= 0 and "startup_ideas"."comments_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "startup_idea_comments" ADD CONSTRAINT "startup_idea_comments_idea_id_startup_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_idea_comments" ADD CONSTRAINT "startup_idea_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_idea_likes" ADD CONSTRAINT "startup_idea_likes_idea_id_startup_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."startup_ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_idea_likes" ADD CONSTRAINT "startup_idea_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_ideas" ADD CONSTRAINT "startup_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "startup_idea_comments_idea_idx" ON "startup_idea_comments" USING btree ("idea_id","created_at","id");--> statement-breakpoint
CREATE INDEX "startup_idea_comments_user_idx" ON "startup_idea_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "startup_idea_likes_user_idx" ON "startup_idea_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "startup_ideas_created_idx" ON "startup_ideas" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_ideas_likes_idx" ON "startup_ideas" USING btree ("likes_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_ideas_comments_idx" ON "startup_ideas" USING btree ("comments_count" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "startup_ideas_user_idx" ON "startup_ideas" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "startup_ideas_skills_idx" ON "startup_ideas" USING gin ("skills_needed");