CREATE TABLE "phone_calls" (
	"call_sid" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"character_id" text,
	"started_at" timestamp with time zone NOT NULL,
	"last_step" integer DEFAULT 0 NOT NULL,
	"paid_minutes" integer DEFAULT 0 NOT NULL,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "phone_calls_counts" CHECK ("phone_calls"."last_step" >= 0 and "phone_calls"."paid_minutes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_calls" ADD CONSTRAINT "phone_calls_character_id_story_elements_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."story_elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_calls_user_idx" ON "phone_calls" USING btree ("user_id");