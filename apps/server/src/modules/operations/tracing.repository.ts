import { and, asc, desc, eq, gte, isNull, sql, type SQL } from 'drizzle-orm';
import { pathTo, ApiRoutes, type TraceDetail, type TraceSummary } from '@storyloom/contracts';
import { traceAttachments, traceSpans } from '../../db/schema/operations.js';
import type { Db } from '../../platform/db/database.js';

export type TraceFilter = {
  userId?: string;
  feature?: string;
  status?: 'ok' | 'error';
  minDurationMs?: number;
  limit: number;
};

/**
 * The latest traces, newest first, by their root span (a request, or a job nobody enqueued from
 * a request). A trace's status is 'error' when any of its spans failed.
 */
export async function latestTraces(db: Db, filter: TraceFilter): Promise<TraceSummary[]> {
  const failedSpan = sql`exists (select 1 from trace_spans failed
    where failed.trace_id = ${traceSpans.traceId} and failed.status = 'error')`;
  const conditions: SQL[] = [isNull(traceSpans.parentSpanId)];
  if (filter.userId) conditions.push(eq(traceSpans.userId, filter.userId));
  if (filter.feature) conditions.push(eq(traceSpans.feature, filter.feature));
  if (filter.minDurationMs !== undefined) {
    conditions.push(gte(traceSpans.durationMs, filter.minDurationMs));
  }
  if (filter.status === 'error') conditions.push(failedSpan);
  if (filter.status === 'ok') conditions.push(sql`not ${failedSpan}`);
  const rows = await db
    .select({
      traceId: traceSpans.traceId,
      name: traceSpans.name,
      feature: traceSpans.feature,
      userId: traceSpans.userId,
      failed: sql<boolean>`${failedSpan}`,
      startedAt: traceSpans.startedAt,
      durationMs: traceSpans.durationMs,
      spanCount: sql<number>`(select count(*)::int from trace_spans inner_spans
        where inner_spans.trace_id = ${traceSpans.traceId})`,
    })
    .from(traceSpans)
    .where(and(...conditions))
    .orderBy(desc(traceSpans.startedAt))
    .limit(filter.limit);
  return rows.map((row) => ({
    traceId: row.traceId,
    name: row.name,
    feature: row.feature,
    userId: row.userId,
    status: row.failed ? 'error' : 'ok',
    startedUtcEpoch: row.startedAt.getTime(),
    durationMs: row.durationMs,
    spanCount: row.spanCount,
  }));
}

/** Every span of a trace in start order, with links to its attachments; undefined if none. */
export async function traceDetail(db: Db, traceId: string): Promise<TraceDetail | undefined> {
  const spans = await db
    .select()
    .from(traceSpans)
    .where(eq(traceSpans.traceId, traceId))
    .orderBy(asc(traceSpans.startedAt));
  if (spans.length === 0) return undefined;
  const attachments = await db
    .select({
      spanId: traceAttachments.spanId,
      id: traceAttachments.id,
      fileName: traceAttachments.fileName,
    })
    .from(traceAttachments)
    .where(eq(traceAttachments.traceId, traceId))
    .orderBy(asc(traceAttachments.id));
  return {
    traceId,
    spans: spans.map((span) => ({
      spanId: span.spanId,
      parentSpanId: span.parentSpanId,
      name: span.name,
      category: span.category,
      feature: span.feature,
      userId: span.userId,
      status: span.status,
      statusMessage: span.statusMessage,
      startedUtcEpoch: span.startedAt.getTime(),
      durationMs: span.durationMs,
      attributes: span.attributes,
      attachments: attachments
        .filter((attachment) => attachment.spanId === span.spanId)
        .map((attachment) => ({
          id: attachment.id,
          fileName: attachment.fileName,
          url: pathTo(ApiRoutes.operations.traceAttachment, {
            transactionId: traceId,
            spanId: span.spanId,
            attachmentId: attachment.id,
            fileName: attachment.fileName,
          }),
        })),
    })),
  };
}

export async function findAttachment(
  db: Db,
  key: { traceId: string; spanId: string; id: string; fileName: string },
) {
  const [row] = await db
    .select({ body: traceAttachments.body, contentType: traceAttachments.contentType })
    .from(traceAttachments)
    .where(
      and(
        eq(traceAttachments.traceId, key.traceId),
        eq(traceAttachments.spanId, key.spanId),
        eq(traceAttachments.id, key.id),
        eq(traceAttachments.fileName, key.fileName),
      ),
    );
  return row;
}
