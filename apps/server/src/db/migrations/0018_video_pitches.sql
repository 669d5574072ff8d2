CREATE TABLE "video_pitches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"video_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_ms" integer,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_pitches_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "video_pitches_status_check" CHECK ("video_pitches"."status" in ('processing', 'ready', 'failed')),
	CONSTRAINT "video_pitches_size_check" CHECK ("video_pitches"."size_bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "video_pitches" ADD CONSTRAINT "video_pitches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;