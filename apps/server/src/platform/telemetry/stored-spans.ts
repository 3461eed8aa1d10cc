import { trace, type Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace-base';
import { keepTrace, SPAN_ATTRIBUTE } from './span-scope.js';

/** Marks a span's parent as having more in its trace, so a quick request with children is kept. */
export class ParentMarker implements SpanProcessor {
  onStart(_span: Span, parentContext: Context): void {
    keepTrace(trace.getSpan(parentContext));
  }
  onEnd(): void {}
  forceFlush = () => Promise.resolve();
  shutdown = () => Promise.resolve();
}

/** Hands on only the spans to store: not the fast requests left out of the sample. */
export class StoredSpans implements SpanProcessor {
  constructor(private readonly inner: SpanProcessor) {}
  onStart(span: Span, parentContext: Context): void {
    this.inner.onStart(span, parentContext);
  }
  onEnd(span: ReadableSpan): void {
    if (span.attributes[SPAN_ATTRIBUTE.stored] === false) return;
    this.inner.onEnd(span);
  }
  forceFlush = () => this.inner.forceFlush();
  shutdown = () => this.inner.shutdown();
}
