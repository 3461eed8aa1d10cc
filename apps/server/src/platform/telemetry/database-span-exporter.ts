import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { inArray } from 'drizzle-orm';
import { user } from '../../db/schema/auth.js';
import { traceAttachments, traceSpans } from '../../db/schema/operations.js';
import type { Db } from '../db/database.js';
import { rowsOf } from './span-rows.js';

type Logger = { warn(details: object, message: string): void };

/**
 * Writes finished spans (and their large attributes) to the app's own tables, a batch per
 * statement. A span written twice (a retried export) is kept once. A failed write is logged and
 * dropped: tracing never fails a family's request.
 */
export class DatabaseSpanExporter implements SpanExporter {
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    this.write(spans).then(
      () => done({ code: ExportResultCode.SUCCESS }),
      (error: unknown) => {
        this.logger.warn({ err: error, spans: spans.length }, 'could not store trace spans');
        done({ code: ExportResultCode.FAILED });
      },
    );
  }

  private async write(spans: ReadableSpan[]): Promise<void> {
    const converted = await this.withoutDeletedAccounts(spans.map(rowsOf));
    if (converted.length === 0) return;
    await this.db
      .insert(traceSpans)
      .values(converted.map(({ row }) => row))
      .onConflictDoNothing();
    const attachments = converted.flatMap(({ attachments }) => attachments);
    if (attachments.length > 0) {
      await this.db.insert(traceAttachments).values(attachments).onConflictDoNothing();
    }
  }

  /**
   * Spans are written a second or so after they end, so the request that deletes an account (and
   * any still in flight) would otherwise bring its user id back after the deletion: spans of an
   * account that no longer exists are dropped.
   */
  private async withoutDeletedAccounts(
    converted: ReturnType<typeof rowsOf>[],
  ): Promise<ReturnType<typeof rowsOf>[]> {
    const userIds = [...new Set(converted.flatMap(({ row }) => (row.userId ? [row.userId] : [])))];
    if (userIds.length === 0) return converted;
    const existing = await this.db
      .select({ id: user.id })
      .from(user)
      .where(inArray(user.id, userIds));
    const alive = new Set(existing.map(({ id }) => id));
    return converted.filter(({ row }) => row.userId === null || alive.has(row.userId));
  }

  async shutdown(): Promise<void> {}

  async forceFlush(): Promise<void> {}
}
