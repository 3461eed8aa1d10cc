CREATE TABLE "bag_members" (
	"bag_id" text NOT NULL,
	"member_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "bag_members_bag_id_member_id_pk" PRIMARY KEY("bag_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "knowledge_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"element_id" text NOT NULL,
	"title" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_elements" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" smallint NOT NULL,
	"avatar_path" text,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "story_elements_type_known" CHECK ("story_elements"."type" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "bag_members" ADD CONSTRAINT "bag_members_bag_id_story_elements_id_fk" FOREIGN KEY ("bag_id") REFERENCES "public"."story_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_members" ADD CONSTRAINT "bag_members_member_id_story_elements_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."story_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_documents" ADD CONSTRAINT "knowledge_documents_element_id_story_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."story_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_elements" ADD CONSTRAINT "story_elements_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bag_members_member_idx" ON "bag_members" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "knowledge_documents_element_idx" ON "knowledge_documents" USING btree ("element_id","created_at");--> statement-breakpoint
CREATE INDEX "story_elements_user_created_idx" ON "story_elements" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);