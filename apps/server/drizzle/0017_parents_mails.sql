ALTER TABLE "chat_safety_events" ADD COLUMN "mailed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parent_settings" ADD COLUMN "weekly_digest" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_settings" ADD COLUMN "last_safety_alert_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parent_settings" ADD COLUMN "last_safety_digest_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "parent_settings" ADD COLUMN "last_weekly_digest_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "child_profile_id" text;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_child_profile_id_child_profiles_id_fk" FOREIGN KEY ("child_profile_id") REFERENCES "public"."child_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "chat_safety_events" SET "mailed_at" = "created_at";
