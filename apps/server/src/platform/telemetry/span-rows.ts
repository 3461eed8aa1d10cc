import { SpanStatusCode, type AttributeValue } from '@opentelemetry/api';
import type { ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { SPAN_ATTRIBUTE } from './span-scope.js';

/** Attribute values longer than this are kept as attachments (prompts, replies). */
export const INLINE_ATTRIBUTE_LIMIT = 1000;

export type SpanRow = {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  category: string;
  feature: string | null;
  userId: string | null;
  status: 'ok' | 'error';
  statusMessage: string | null;
  startedAt: Date;
  durationMs: number;
  attributes: Record<string, unknown>;
  attachmentCount: number;
};

export type AttachmentRow = {
  traceId: string;
  spanId: string;
  id: string;
  fileName: string;
  contentType: string;
  body: string;
};

const hrToMs = ([seconds, nanos]: [number, number]) => seconds * 1000 + nanos / 1e6;

// Kept in columns of their own (or not at all); the sample weight stays among the attributes.
const OWN_KEYS = new Set<string>(
  Object.values(SPAN_ATTRIBUTE).filter((key) => key !== SPAN_ATTRIBUTE.sampleWeight),
);

/** A finished span as the trace_spans row and its attachments. */
export function rowsOf(span: ReadableSpan): { row: SpanRow; attachments: AttachmentRow[] } {
  const { traceId, spanId } = span.spanContext();
  const attributes: Record<string, unknown> = {};
  const attachments: AttachmentRow[] = [];
  for (const [key, value] of Object.entries(span.attributes)) {
    if (OWN_KEYS.has(key) || value === undefined) continue;
    const text = textOf(value);
    if (text.length > INLINE_ATTRIBUTE_LIMIT) {
      const id = `a${attachments.length + 1}`;
      const fileName = `${key.replace(/[^A-Za-z0-9.-]/g, '_')}.txt`;
      attachments.push({
        traceId,
        spanId,
        id,
        fileName,
        contentType: 'text/plain; charset=utf-8',
        body: text,
      });
      attributes[key] = { attachment: id, fileName, characters: text.length };
    } else {
      attributes[key] = value;
    }
  }
  for (const event of span.events) {
    if (event.name === 'exception' && event.attributes?.['exception.message']) {
      attributes['exception.message'] = String(event.attributes['exception.message']).slice(0, 500);
    }
  }
  const own = (key: string) => {
    const value = span.attributes[key];
    return typeof value === 'string' ? value : null;
  };
  const failed = span.status.code === SpanStatusCode.ERROR;
  return {
    row: {
      traceId,
      spanId,
      parentSpanId: span.parentSpanContext?.spanId ?? null,
      name: span.name.slice(0, 300),
      category: own(SPAN_ATTRIBUTE.category) ?? 'internal',
      feature: own(SPAN_ATTRIBUTE.feature),
      userId: own(SPAN_ATTRIBUTE.userId),
      status: failed ? 'error' : 'ok',
      statusMessage: failed ? (span.status.message ?? null) : null,
      startedAt: new Date(hrToMs(span.startTime)),
      durationMs: Math.round(hrToMs(span.duration) * 1000) / 1000,
      attributes,
      attachmentCount: attachments.length,
    },
    attachments,
  };
}

const textOf = (value: AttributeValue) =>
  typeof value === 'string' ? value : JSON.stringify(value);

export { hrToMs };
