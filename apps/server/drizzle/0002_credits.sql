CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"content_kind" smallint,
	"reference" text,
	"idempotency_key" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "credit_ledger_reason_known" CHECK ("credit_ledger"."reason" in ('grant', 'spend', 'refund', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"plan" smallint NOT NULL,
	"bag_of_ideas_size" integer NOT NULL,
	"can_generate_longer_content" boolean NOT NULL,
	"credits_available" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriptions_plan_known" CHECK ("subscriptions"."plan" between 1 and 5),
	CONSTRAINT "subscriptions_credits_not_negative" CHECK ("subscriptions"."credits_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "system_configurations" (
	"id" text PRIMARY KEY NOT NULL,
	"document" jsonb NOT NULL,
	"configuration_version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_ledger_user_reference_idx" ON "credit_ledger" USING btree ("user_id","reference");