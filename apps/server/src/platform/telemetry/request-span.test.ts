import { context, SpanStatusCode, trace, type Context } from '@opentelemetry/api';
import { defaultResource } from '@opentelemetry/resources';
import {
  BasicTracerProvider,
  type ReadableSpan,
  type Span as SdkSpan,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { describe, expect, it } from 'vitest';
import { RequestSpan } from './request-span.js';
import { rowsOf } from './span-rows.js';
import { enableTraceContext, traceHasMore } from './span-scope.js';
import { ParentMarker } from './stored-spans.js';

/** What a processor is handed: the request span at its end, as the SDK's spans are. */
class Collected implements SpanProcessor {
  readonly ended: ReadableSpan[] = [];
  onStart(_span: SdkSpan, _parent: Context): void {}
  onEnd(span: ReadableSpan): void {
    this.ended.push(span);
  }
  forceFlush = () => Promise.resolve();
  shutdown = () => Promise.resolve();
}

function setUp() {
  enableTraceContext();
  const collected = new Collected();
  const processors = [new ParentMarker(), collected];
  const resource = defaultResource();
  const tracer = new BasicTracerProvider({ resource, spanProcessors: processors }).getTracer('t');
  const sink = { resource, instrumentationScope: { name: 't' }, processors };
  const start = () =>
    new RequestSpan('GET /story/get/:id', { 'http.route': '/story/get/:id' }, sink);
  return { collected, tracer, start };
}

describe('a request span', () => {
  it('reaches the processors once, when it ends, with its attributes and its duration', async () => {
    const { collected, start } = setUp();
    const span = start();
    span.setAttribute('http.response.status_code', 200);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(collected.ended).toEqual([]);
    span.end();
    span.end();
    expect(collected.ended).toEqual([span]);
    const [ended] = collected.ended as [ReadableSpan];
    expect(ended.attributes).toEqual({
      'http.route': '/story/get/:id',
      'http.response.status_code': 200,
    });
    expect(ended.duration[0] * 1000 + ended.duration[1] / 1e6).toBeGreaterThanOrEqual(4);
    expect(ended.ended).toBe(true);
    // Nothing changes once it has ended.
    span.setAttribute('late', 'yes');
    span.setStatus({ code: SpanStatusCode.ERROR });
    expect(ended.attributes.late).toBeUndefined();
    expect(ended.status.code).toBe(SpanStatusCode.UNSET);
  });

  it('is the parent of the spans started inside it, which mark it as having more', () => {
    const { collected, tracer, start } = setUp();
    const span = start();
    expect(traceHasMore(span)).toBe(false);
    context.with(trace.setSpan(context.active(), span), () => {
      tracer.startActiveSpan('engine call', (child) => child.end());
    });
    span.end();
    const [child, request] = collected.ended as [ReadableSpan, ReadableSpan];
    expect(child.spanContext().traceId).toBe(span.spanContext().traceId);
    expect(child.parentSpanContext?.spanId).toBe(span.spanContext().spanId);
    expect(request.spanContext().spanId).toMatch(/^[0-9a-f]{16}$/);
    expect(request.spanContext().traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(traceHasMore(span)).toBe(true);
  });

  it('is stored as a failed root with the exception message', () => {
    const { start } = setUp();
    const span = start();
    span.recordException(new Error('the kiln is cold'));
    span.setStatus({ code: SpanStatusCode.ERROR, message: 'answered 500' });
    span.end();
    const { row } = rowsOf(span);
    expect(row).toMatchObject({
      parentSpanId: null,
      status: 'error',
      statusMessage: 'answered 500',
      attributes: { 'http.route': '/story/get/:id', 'exception.message': 'the kiln is cold' },
    });
  });
});
