CREATE TABLE "video_call_signals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_call_signals_kind_check" CHECK ("video_call_signals"."kind" in ('ready', 'offer', 'answer', 'candidate', 'hangup'))
);
--> statement-breakpoint
ALTER TABLE "video_call_requests" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "video_call_signals" ADD CONSTRAINT "video_call_signals_call_id_video_call_requests_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."video_call_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "video_call_signals" ADD CONSTRAINT "video_call_signals_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_call_signals_call_idx" ON "video_call_signals" USING btree ("call_id","id");