import { SpanStatusCode, type AttributeValue } from '@opentelemetry/api';
import { ExportResultCode, type ExportResult } from '@opentelemetry/core';
import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace-base';
import { APP_VERSION } from '@storyloom/contracts';

type Logger = { warn(details: object, message: string): void };

const EXPORT_TIMEOUT_MS = 10_000;

/**
 * Sends finished spans to an OpenTelemetry collector as OTLP/HTTP JSON ({endpoint}/v1/traces),
 * which every collector, Jaeger, Tempo and most vendors accept. Written here rather than taken
 * from the OTLP exporter package: it brings a protobuf runtime the JSON form does not need.
 */
export class OtlpJsonExporter implements SpanExporter {
  private readonly url: string;

  constructor(
    endpoint: string,
    private readonly logger: Logger,
  ) {
    this.url = `${endpoint.replace(/\/+$/, '')}/v1/traces`;
  }

  export(spans: ReadableSpan[], done: (result: ExportResult) => void): void {
    fetch(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(otlpBody(spans)),
      signal: AbortSignal.timeout(EXPORT_TIMEOUT_MS),
    }).then(
      (response) => {
        if (!response.ok) this.logger.warn({ status: response.status }, 'OTLP export refused');
        done({ code: response.ok ? ExportResultCode.SUCCESS : ExportResultCode.FAILED });
      },
      (error: unknown) => {
        this.logger.warn({ err: error }, 'OTLP export failed');
        done({ code: ExportResultCode.FAILED });
      },
    );
  }

  async shutdown(): Promise<void> {}
}

const nanos = ([seconds, nanoseconds]: [number, number]) =>
  (BigInt(seconds) * 1_000_000_000n + BigInt(nanoseconds)).toString();

function anyValue(value: AttributeValue): object {
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { boolValue: value };
  if (typeof value === 'number') {
    return Number.isInteger(value) ? { intValue: String(value) } : { doubleValue: value };
  }
  return { stringValue: JSON.stringify(value) };
}

const keyValues = (attributes: ReadableSpan['attributes']) =>
  Object.entries(attributes)
    .filter((entry): entry is [string, AttributeValue] => entry[1] !== undefined)
    .map(([key, value]) => ({ key, value: anyValue(value) }));

/** The OTLP JSON request body (opentelemetry-proto's ExportTraceServiceRequest). */
export function otlpBody(spans: ReadableSpan[]) {
  return {
    resourceSpans: [
      {
        resource: {
          attributes: keyValues({ 'service.name': 'storyloom', 'service.version': APP_VERSION }),
        },
        scopeSpans: [
          {
            scope: { name: 'storyloom' },
            spans: spans.map((span) => ({
              traceId: span.spanContext().traceId,
              spanId: span.spanContext().spanId,
              parentSpanId: span.parentSpanContext?.spanId,
              name: span.name,
              kind: span.kind + 1,
              startTimeUnixNano: nanos(span.startTime),
              endTimeUnixNano: nanos(span.endTime),
              attributes: keyValues(span.attributes),
              status: {
                code: span.status.code === SpanStatusCode.ERROR ? 2 : 1,
                message: span.status.message,
              },
            })),
          },
        ],
      },
    ],
  };
}
