CREATE TABLE "error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"fingerprint" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"path" text,
	"user_id" text,
	"app_version" text,
	"trace_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "error_reports_source_known" CHECK ("error_reports"."source" in ('client', 'server'))
);
--> statement-breakpoint
CREATE TABLE "operator_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp (3) with time zone,
	"completed_by" text
);
--> statement-breakpoint
CREATE TABLE "trace_attachments" (
	"trace_id" text NOT NULL,
	"span_id" text NOT NULL,
	"id" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trace_attachments_trace_id_span_id_id_pk" PRIMARY KEY("trace_id","span_id","id")
);
--> statement-breakpoint
CREATE TABLE "trace_spans" (
	"trace_id" text NOT NULL,
	"span_id" text NOT NULL,
	"parent_span_id" text,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"feature" text,
	"user_id" text,
	"status" text NOT NULL,
	"status_message" text,
	"started_at" timestamp (3) with time zone NOT NULL,
	"duration_ms" double precision NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachment_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trace_spans_trace_id_span_id_pk" PRIMARY KEY("trace_id","span_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "email_domain" text;--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "error_reports_fingerprint_idx" ON "error_reports" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_reminders_open_kind_idx" ON "operator_reminders" USING btree ("kind") WHERE "operator_reminders"."completed_at" is null;--> statement-breakpoint
CREATE INDEX "operator_reminders_created_idx" ON "operator_reminders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trace_attachments_created_idx" ON "trace_attachments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "trace_spans_started_idx" ON "trace_spans" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "trace_spans_user_started_idx" ON "trace_spans" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "user_created_idx" ON "user" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_created_idx" ON "chat_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_ledger_created_idx" ON "credit_ledger" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "events_received_idx" ON "events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "artifacts_created_idx" ON "artifacts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "job_runs_status_created_idx" ON "job_runs" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "stories_created_idx" ON "stories" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "subscriptions_email_domain_missing_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."email_domain" is null;