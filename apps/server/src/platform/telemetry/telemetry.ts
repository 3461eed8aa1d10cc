import { defaultResource } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  BatchSpanProcessor,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { DatabaseSpanExporter } from './database-span-exporter.js';
import { createErrorService, type ErrorService } from './error-service.js';
import { OtlpJsonExporter } from './otlp-json-exporter.js';
import { SpanMetrics } from './metrics.js';
import { RequestSpan } from './request-span.js';
import { ParentMarker, StoredSpans } from './stored-spans.js';
import { enableTraceContext, type TraceScope } from './span-scope.js';
import type { TelemetryConfig } from './telemetry-config.js';

type Logger = { warn(details: object, message: string): void };

const RETENTION_SWEEP_MS = 60 * 60 * 1000;
const TRACER_NAME = 'storyloom';

/** The process's tracing: the scope traced requests and jobs hand down, and its lifecycle. */
export type Telemetry = {
  /** What traced requests and jobs hand down; spans are always made (metrics count them). */
  scope: TraceScope;
  /** Requests, job attempts and AI calls counted from finished spans (GET /metrics). */
  metrics: SpanMetrics;
  /** The operator's Sentry-compatible service for server errors (SENTRY_DSN); null without one. */
  errorService: ErrorService | null;
  /** Writes the spans still buffered (tests read them right after; shutdown). */
  flush(): Promise<void>;
  /** Deletes spans, attachments and error reports older than the retention. */
  sweep(): Promise<void>;
  close(): Promise<void>;
};

export function createTelemetry(config: TelemetryConfig, db: Db, logger: Logger): Telemetry {
  const sweep = async () => {
    const days = `${config.retentionDays} days`;
    await db.execute(sql`delete from trace_spans where started_at < now() - ${days}::interval`);
    await db.execute(
      sql`delete from trace_attachments where created_at < now() - ${days}::interval`,
    );
    await db.execute(sql`delete from error_reports where created_at < now() - ${days}::interval`);
  };
  const exporters: SpanExporter[] = [];
  if (config.tracing === 'database' || config.tracing === 'both') {
    exporters.push(new DatabaseSpanExporter(db, logger));
  }
  if ((config.tracing === 'otlp' || config.tracing === 'both') && config.otlpEndpoint) {
    exporters.push(new OtlpJsonExporter(config.otlpEndpoint, logger));
  }
  enableTraceContext();
  const metrics = new SpanMetrics();
  const processors: SpanProcessor[] = [
    new ParentMarker(),
    metrics,
    ...exporters.map(
      (exporter) =>
        new StoredSpans(
          new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1000, maxQueueSize: 4096 }),
        ),
    ),
  ];
  const resource = defaultResource();
  const provider = new BasicTracerProvider({ resource, spanProcessors: processors });
  // Request spans skip the SDK (request-span.ts) but end in the same processors.
  const requestSpans = { resource, instrumentationScope: { name: TRACER_NAME }, processors };
  const errorService = createErrorService(config.errorServiceDsn);
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logger.warn({ err: error }, 'trace retention sweep failed'));
  }, RETENTION_SWEEP_MS);
  timer.unref();
  return {
    scope: {
      tracer: provider.getTracer(TRACER_NAME),
      startRequestSpan: (name, attributes) => new RequestSpan(name, attributes, requestSpans),
      captureContent: config.captureContent,
      sampling: {
        rate: config.sampleRate,
        maxPerSecond: config.sampleMaxPerSecond,
        slowMs: config.slowMs,
      },
    },
    metrics,
    errorService,
    flush: () => provider.forceFlush(),
    sweep,
    async close() {
      clearInterval(timer);
      await provider.shutdown();
      await errorService?.close();
    },
  };
}
