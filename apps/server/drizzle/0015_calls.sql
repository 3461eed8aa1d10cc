CREATE TABLE "voice_calls" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"child_profile_id" text,
	"character_id" text NOT NULL,
	"story_id" text,
	"conversation_id" text NOT NULL,
	"channel" text DEFAULT 'web' NOT NULL,
	"external_id" text,
	"language" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL,
	"paid_minutes" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"end_reason" text,
	"end_rule" text,
	CONSTRAINT "voice_calls_external_id_key" UNIQUE("external_id"),
	CONSTRAINT "voice_calls_channel_known" CHECK ("voice_calls"."channel" in ('web', 'phone')),
	CONSTRAINT "voice_calls_paid_minutes_not_negative" CHECK ("voice_calls"."paid_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "child_profiles" ADD COLUMN "calls_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "child_profiles" ADD COLUMN "daily_call_minutes" integer;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_child_profile_id_child_profiles_id_fk" FOREIGN KEY ("child_profile_id") REFERENCES "public"."child_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voice_calls_family_child_started_idx" ON "voice_calls" USING btree ("user_id","child_profile_id","started_at");