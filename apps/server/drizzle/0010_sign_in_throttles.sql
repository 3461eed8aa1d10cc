CREATE TABLE "sign_in_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"counting_since" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_success_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_throttles_updated_idx" ON "sign_in_throttles" USING btree ("updated_at");