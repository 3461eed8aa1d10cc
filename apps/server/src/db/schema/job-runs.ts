import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/** One row per job: what the user sees of long work (stage, progress, outcome). */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    userId: text('user_id'),
    processTrackingId: text('process_tracking_id').unique(),
    status: text('status', {
      enum: ['queued', 'running', 'retrying', 'completed', 'failed', 'cancelled'],
    })
      .notNull()
      .default('queued'),
    progress: integer('progress').notNull().default(0),
    stage: text('stage'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(1),
    payload: jsonb('payload').notNull(),
    result: jsonb('result'),
    error: text('error'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('job_runs_user_created_idx').on(table.userId, table.createdAt),
    // The operators' dashboard: runs by state over a period, and the oldest still waiting.
    index('job_runs_status_created_idx').on(table.status, table.createdAt),
  ],
);
