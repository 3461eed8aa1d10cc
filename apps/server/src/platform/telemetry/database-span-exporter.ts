import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
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
    if (spans.length === 0) return;
    const converted = spans.map(rowsOf);
    await this.db
      .insert(traceSpans)
      .values(converted.map(({ row }) => row))
      .onConflictDoNothing();
    const attachments = converted.flatMap(({ attachments }) => attachments);
    if (attachments.length > 0) {
      await this.db.insert(traceAttachments).values(attachments).onConflictDoNothing();
    }
  }

  async shutdown(): Promise<void> {}

  async forceFlush(): Promise<void> {}
}
