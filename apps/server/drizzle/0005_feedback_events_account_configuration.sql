CREATE TABLE "account_configurations" (
	"user_id" text PRIMARY KEY NOT NULL,
	"preferred_language" text,
	"phone_country_code" text,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_number_slots" (
	"user_id" text NOT NULL,
	"slot" smallint NOT NULL,
	"story_element_id" text NOT NULL,
	CONSTRAINT "phone_number_slots_user_id_slot_pk" PRIMARY KEY("user_id","slot"),
	CONSTRAINT "phone_number_slots_slot_range" CHECK ("phone_number_slots"."slot" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"signed_in" boolean NOT NULL,
	"type" integer NOT NULL,
	"utc_time_epoch" bigint NOT NULL,
	"primary_parameter" text,
	"secondary_parameter" text,
	"tertiary_parameter" text,
	"environment" text NOT NULL,
	"ip_hash" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text,
	"visitor_id" text,
	"rating" smallint NOT NULL,
	"text" text,
	"path" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_rating_range" CHECK ("feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "account_configurations" ADD CONSTRAINT "account_configurations_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_number_slots" ADD CONSTRAINT "phone_number_slots_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_number_slots" ADD CONSTRAINT "phone_number_slots_story_element_id_story_elements_id_fk" FOREIGN KEY ("story_element_id") REFERENCES "public"."story_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_user_id_idx" ON "events" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "feedback_user_id_idx" ON "feedback" USING btree ("user_id");