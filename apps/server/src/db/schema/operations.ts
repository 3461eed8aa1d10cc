import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * What an operator should be reminded of (docs/operations.md, "Reminders"). `kind` names one of
 * the standard reminders; at most one of a kind is open, so seeding twice adds nothing.
 */
export const operatorReminders = pgTable(
  'operator_reminders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    createdAt: ms('created_at').notNull().defaultNow(),
    completedAt: ms('completed_at'),
    completedBy: text('completed_by'),
  },
  (table) => [
    uniqueIndex('operator_reminders_open_kind_idx')
      .on(table.kind)
      .where(sql`${table.completedAt} is null`),
    index('operator_reminders_created_idx').on(table.createdAt),
  ],
);

/**
 * Errors the web app and the server reported, one row per occurrence. Occurrences of one error
 * share a fingerprint (source, kind, message and the first stack line), by which the admin area
 * groups them.
 */
export const errorReports = pgTable(
  'error_reports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    source: text('source', { enum: ['client', 'server'] }).notNull(),
    kind: text('kind').notNull(),
    fingerprint: text('fingerprint').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    path: text('path'),
    userId: text('user_id'),
    appVersion: text('app_version'),
    traceId: text('trace_id'),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('error_reports_created_idx').on(table.createdAt),
    index('error_reports_fingerprint_idx').on(table.fingerprint, table.createdAt),
    check('error_reports_source_known', sql`${table.source} in ('client', 'server')`),
  ],
);

/** Finished OpenTelemetry spans: HTTP requests, jobs, engine and provider calls. */
export const traceSpans = pgTable(
  'trace_spans',
  {
    traceId: text('trace_id').notNull(),
    spanId: text('span_id').notNull(),
    parentSpanId: text('parent_span_id'),
    name: text('name').notNull(),
    /** What the span stands for: http, job, engine, provider, or internal. */
    category: text('category').notNull(),
    feature: text('feature'),
    userId: text('user_id'),
    status: text('status', { enum: ['ok', 'error'] }).notNull(),
    statusMessage: text('status_message'),
    startedAt: ms('started_at').notNull(),
    durationMs: doublePrecision('duration_ms').notNull(),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    attachmentCount: integer('attachment_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.traceId, table.spanId] }),
    index('trace_spans_started_idx').on(table.startedAt),
    index('trace_spans_user_started_idx').on(table.userId, table.startedAt),
  ],
);

/** A span attribute too large to keep inline (a prompt, a reply), served as a file. */
export const traceAttachments = pgTable(
  'trace_attachments',
  {
    traceId: text('trace_id').notNull(),
    spanId: text('span_id').notNull(),
    id: text('id').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    body: text('body').notNull(),
    createdAt: ms('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.traceId, table.spanId, table.id] }),
    index('trace_attachments_created_idx').on(table.createdAt),
  ],
);
