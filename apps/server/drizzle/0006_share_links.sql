CREATE TABLE "share_links" (
	"short_code" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"story_element_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_story_element_id_story_elements_id_fk" FOREIGN KEY ("story_element_id") REFERENCES "public"."story_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_links_live_element_idx" ON "share_links" USING btree ("story_element_id") WHERE "share_links"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "share_links_user_idx" ON "share_links" USING btree ("user_id");