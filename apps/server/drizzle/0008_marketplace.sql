CREATE TABLE "marketplace_acquired_elements" (
	"acquisition_id" text NOT NULL,
	"element_id" text NOT NULL,
	CONSTRAINT "marketplace_acquired_elements_acquisition_id_element_id_pk" PRIMARY KEY("acquisition_id","element_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_acquisitions" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"user_id" text NOT NULL,
	"bag_id" text NOT NULL,
	"created_bag" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"ended_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "marketplace_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_product_categories" (
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	CONSTRAINT "marketplace_product_categories_product_id_category_id_pk" PRIMARY KEY("product_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "marketplace_product_elements" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"source_element_id" text NOT NULL,
	"position" integer NOT NULL,
	"type" smallint NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"avatar_path" text
);
--> statement-breakpoint
CREATE TABLE "marketplace_product_knowledge" (
	"id" text PRIMARY KEY NOT NULL,
	"product_element_id" text NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"media_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_products" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"source_bag_id" text,
	"state" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"age_min" smallint NOT NULL,
	"age_max" smallint NOT NULL,
	"language" text NOT NULL,
	"bag_avatar_path" text,
	"cover_element_id" text,
	"acquisition_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"updated_at" timestamp (3) with time zone NOT NULL,
	"published_at" timestamp (3) with time zone,
	CONSTRAINT "marketplace_products_state_known" CHECK ("marketplace_products"."state" in ('draft', 'published', 'unpublished')),
	CONSTRAINT "marketplace_products_ages" CHECK ("marketplace_products"."age_min" between 2 and 12 and "marketplace_products"."age_max" between "marketplace_products"."age_min" and 12)
);
--> statement-breakpoint
CREATE TABLE "marketplace_reports" (
	"product_id" text NOT NULL,
	"user_id" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "marketplace_reports_product_id_user_id_pk" PRIMARY KEY("product_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "marketplace_acquired_elements" ADD CONSTRAINT "marketplace_acquired_elements_acquisition_id_marketplace_acquisitions_id_fk" FOREIGN KEY ("acquisition_id") REFERENCES "public"."marketplace_acquisitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_acquired_elements" ADD CONSTRAINT "marketplace_acquired_elements_element_id_story_elements_id_fk" FOREIGN KEY ("element_id") REFERENCES "public"."story_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_acquisitions" ADD CONSTRAINT "marketplace_acquisitions_product_id_marketplace_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."marketplace_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_acquisitions" ADD CONSTRAINT "marketplace_acquisitions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_product_categories" ADD CONSTRAINT "marketplace_product_categories_product_id_marketplace_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."marketplace_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_product_categories" ADD CONSTRAINT "marketplace_product_categories_category_id_marketplace_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."marketplace_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_product_elements" ADD CONSTRAINT "marketplace_product_elements_product_id_marketplace_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."marketplace_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_product_knowledge" ADD CONSTRAINT "marketplace_product_knowledge_product_element_id_marketplace_product_elements_id_fk" FOREIGN KEY ("product_element_id") REFERENCES "public"."marketplace_product_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_products" ADD CONSTRAINT "marketplace_products_owner_id_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_products" ADD CONSTRAINT "marketplace_products_source_bag_id_story_elements_id_fk" FOREIGN KEY ("source_bag_id") REFERENCES "public"."story_elements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_product_id_marketplace_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."marketplace_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_reports" ADD CONSTRAINT "marketplace_reports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_acquisitions_live_idx" ON "marketplace_acquisitions" USING btree ("product_id","user_id") WHERE "marketplace_acquisitions"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "marketplace_acquisitions_user_idx" ON "marketplace_acquisitions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "marketplace_product_categories_category_idx" ON "marketplace_product_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "marketplace_product_elements_product_idx" ON "marketplace_product_elements" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "marketplace_product_knowledge_element_idx" ON "marketplace_product_knowledge" USING btree ("product_element_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketplace_products_owner_bag_idx" ON "marketplace_products" USING btree ("owner_id","source_bag_id");--> statement-breakpoint
CREATE INDEX "marketplace_products_state_published_idx" ON "marketplace_products" USING btree ("state","published_at");