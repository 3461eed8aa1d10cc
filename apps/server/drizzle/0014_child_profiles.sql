CREATE TABLE "child_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"age_band" text NOT NULL,
	"reading_level" text NOT NULL,
	"language" text NOT NULL,
	"picture_element_id" text,
	"allowed_character_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quiet_hours_start" text,
	"quiet_hours_end" text,
	"daily_chat_minutes" integer,
	"blocked_topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "child_profiles_age_band_known" CHECK ("child_profiles"."age_band" in ('3-5', '6-8', '9-12'))
);
--> statement-breakpoint
CREATE TABLE "parent_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"pin_hash" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"transcript_retention_days" integer,
	"updated_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "chat_conversations_user_character_idx";--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD COLUMN "child_profile_id" text;--> statement-breakpoint
ALTER TABLE "chat_safety_events" ADD COLUMN "child_profile_id" text;--> statement-breakpoint
ALTER TABLE "child_profiles" ADD CONSTRAINT "child_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_settings" ADD CONSTRAINT "parent_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "child_profiles_user_idx" ON "child_profiles" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_child_profile_id_child_profiles_id_fk" FOREIGN KEY ("child_profile_id") REFERENCES "public"."child_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_safety_events" ADD CONSTRAINT "chat_safety_events_child_profile_id_child_profiles_id_fk" FOREIGN KEY ("child_profile_id") REFERENCES "public"."child_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_family_child_character_key" UNIQUE NULLS NOT DISTINCT("user_id","child_profile_id","character_id");