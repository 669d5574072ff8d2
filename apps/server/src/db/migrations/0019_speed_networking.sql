CREATE TABLE "networking_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_low" text NOT NULL,
	"user_high" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" text,
	CONSTRAINT "networking_matches_pair_key" UNIQUE("user_low","user_high"),
	CONSTRAINT "networking_matches_order_check" CHECK ("networking_matches"."user_low" < "networking_matches"."user_high")
);
--> statement-breakpoint
CREATE TABLE "networking_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"match_id" uuid NOT NULL,
	"sender_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networking_sessions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"match_id" uuid,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "networking_sessions_status_check" CHECK ("networking_sessions"."status" in ('waiting', 'in_round'))
);
--> statement-breakpoint
ALTER TABLE "networking_matches" ADD CONSTRAINT "networking_matches_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_matches" ADD CONSTRAINT "networking_matches_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_matches" ADD CONSTRAINT "networking_matches_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_messages" ADD CONSTRAINT "networking_messages_match_id_networking_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."networking_matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_messages" ADD CONSTRAINT "networking_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_sessions" ADD CONSTRAINT "networking_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "networking_sessions" ADD CONSTRAINT "networking_sessions_match_id_networking_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."networking_matches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "networking_matches_user_high_idx" ON "networking_matches" USING btree ("user_high");--> statement-breakpoint
CREATE INDEX "networking_messages_match_idx" ON "networking_messages" USING btree ("match_id","created_at");--> statement-breakpoint
CREATE INDEX "networking_messages_sender_idx" ON "networking_messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "networking_sessions_waiting_idx" ON "networking_sessions" USING btree ("joined_at") WHERE "networking_sessions"."status" = 'waiting';