CREATE TABLE "realtime_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "realtime_outbox_created_at_idx" ON "realtime_outbox" USING btree ("created_at");