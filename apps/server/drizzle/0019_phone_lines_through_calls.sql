ALTER TABLE "phone_calls" DROP CONSTRAINT "phone_calls_counts";--> statement-breakpoint
ALTER TABLE "parent_settings" ADD COLUMN "phone_line_child_profile_id" text;--> statement-breakpoint
ALTER TABLE "parent_settings" ADD CONSTRAINT "parent_settings_phone_line_child_profile_id_child_profiles_id_fk" FOREIGN KEY ("phone_line_child_profile_id") REFERENCES "public"."child_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" DROP COLUMN "paid_minutes";--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_counts" CHECK ("phone_calls"."last_step" >= 0);