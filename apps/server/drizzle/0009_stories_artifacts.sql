CREATE TABLE "artifacts" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"story_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"process_tracking_id" text,
	"stage" text,
	"percent" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" text,
	"parent_bag_id" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "artifacts_user_id_id_pk" PRIMARY KEY("user_id","id"),
	CONSTRAINT "artifacts_process_tracking_id_unique" UNIQUE("process_tracking_id")
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"user_id" text NOT NULL,
	"id" text NOT NULL,
	"current_phase" smallint NOT NULL,
	"event_description" text DEFAULT '' NOT NULL,
	"goal_description" text DEFAULT '' NOT NULL,
	"challenge_description" text DEFAULT '' NOT NULL,
	"instructions_description" text DEFAULT '' NOT NULL,
	"story_element_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"length" text DEFAULT 'normal' NOT NULL,
	"age" smallint DEFAULT 5 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"title" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "stories_user_id_id_pk" PRIMARY KEY("user_id","id"),
	CONSTRAINT "stories_phase_known" CHECK ("stories"."current_phase" between 1 and 3),
	CONSTRAINT "stories_age_range" CHECK ("stories"."age" between 2 and 12)
);
--> statement-breakpoint
ALTER TABLE "artifacts" ADD CONSTRAINT "artifacts_parent_bag_id_story_elements_id_fk" FOREIGN KEY ("parent_bag_id") REFERENCES "public"."story_elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artifacts" ADD CONSTRAINT "artifacts_story_fk" FOREIGN KEY ("user_id","story_id") REFERENCES "public"."stories"("user_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artifacts_story_idx" ON "artifacts" USING btree ("user_id","story_id","created_at");