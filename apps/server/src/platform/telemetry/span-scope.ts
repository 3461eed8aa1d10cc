import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import {
  context,
  createContextKey,
  ROOT_CONTEXT,
  SpanStatusCode,
  trace,
  TraceFlags,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';

// Spans are recorded only inside a traced HTTP request or job: those put the process's tracer in
// the active context, and every helper below reads it from there. Code that runs outside one
// (start-up, a test calling a service directly) records nothing and pays nothing.

/** What a traced request or job hands down to the spans inside it. */
export type TraceScope = {
  tracer: Tracer;
  /** The root span of an API request (request-span.ts); `attributes` becomes the span's own. */
  startRequestSpan: (name: string, attributes: Attributes) => Span;
  captureContent: boolean;
  /**
   * Which request traces are stored (TRACE_SAMPLE_RATE, TRACE_SAMPLE_MAX_PER_SECOND,
   * TRACE_SLOW_MS): http-spans.ts.
   */
  sampling: { rate: number; maxPerSecond: number; slowMs: number };
};

const SCOPE_KEY = createContextKey('storyloom trace scope');

/** What a span stands for; the admin area's tree and the dashboard count by it. */
export type SpanCategory = 'http' | 'job' | 'engine' | 'provider' | 'internal';

export const SPAN_ATTRIBUTE = {
  category: 'storyloom.category',
  feature: 'storyloom.feature',
  userId: 'enduser.id',
  /**
   * On a stored request span: how many requests it stands for (1 / TRACE_SAMPLE_RATE for a
   * sampled fast, successful one); the dashboard's request count adds these up.
   */
  sampleWeight: 'storyloom.sample_weight',
  /** False on a request span that is counted (metrics) but not stored. */
  stored: 'storyloom.stored',
} as const;

// Request spans whose trace has more than the request in it (a child span, or a job that will
// continue it): they are always stored, so the job's or the engine's spans keep their root.
const withMore = new WeakSet<object>();

/** Marks a span as the root of a trace worth storing whatever its speed. */
export function keepTrace(span: object | undefined): void {
  if (span) withMore.add(span);
}

export const traceHasMore = (span: object): boolean => withMore.has(span);

export type SpanOptions = {
  category: SpanCategory;
  /** The product feature the work belongs to (story, chat, song…), for searching. */
  feature?: string;
  userId?: string | null;
  attributes?: Attributes;
};

let contextManagerEnabled = false;

/** Once per process: the active span follows async work (AsyncLocalStorage). */
export function enableTraceContext(): void {
  if (contextManagerEnabled) return;
  contextManagerEnabled = true;
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
}

export function attributesOf(options: SpanOptions): Attributes {
  return {
    ...options.attributes,
    [SPAN_ATTRIBUTE.category]: options.category,
    ...(options.feature ? { [SPAN_ATTRIBUTE.feature]: options.feature } : {}),
    ...(options.userId ? { [SPAN_ATTRIBUTE.userId]: options.userId } : {}),
  };
}

/** The trace scope of the running request or job, if it is traced. */
export const activeTraceScope = (): TraceScope | undefined =>
  context.active().getValue(SCOPE_KEY) as TraceScope | undefined;

/** A context that starts a trace (or continues the one `traceparent` names) in this scope. */
export function scopedContext(scope: TraceScope, traceparent?: string): Context {
  const parent = traceparent ? parseTraceparent(traceparent) : undefined;
  const base = parent ? trace.setSpanContext(ROOT_CONTEXT, parent) : ROOT_CONTEXT;
  return base.setValue(SCOPE_KEY, scope);
}

/**
 * Runs `work` inside a child span of the active one (an engine call, a provider call). Outside a
 * traced request or job it just runs `work`. A thrown error marks the span failed and is rethrown.
 */
export function withSpan<T>(
  name: string,
  options: SpanOptions,
  work: (span: Span | undefined) => Promise<T>,
): Promise<T> {
  const scope = activeTraceScope();
  if (!scope) return work(undefined);
  return scope.tracer.startActiveSpan(name, { attributes: attributesOf(options) }, (span) =>
    endAfter(span, work),
  );
}

/** Runs `work` in a new span of `scope` whose parent is `traceparent` (a job's enqueuing request). */
export function withScopedSpan<T>(
  scope: TraceScope,
  traceparent: string | undefined,
  name: string,
  options: SpanOptions,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  const parent = scopedContext(scope, traceparent);
  return scope.tracer.startActiveSpan(name, { attributes: attributesOf(options) }, parent, (span) =>
    endAfter(span, work),
  );
}

async function endAfter<T>(span: Span, work: (span: Span) => Promise<T>): Promise<T> {
  try {
    return await work(span);
  } catch (error) {
    markFailed(span, error);
    throw error;
  } finally {
    span.end();
  }
}

export function markFailed(span: Span, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message: message.slice(0, 500) });
  if (error instanceof Error) span.recordException(error);
}

/** The W3C traceparent of the active span, to carry into a job. */
export function activeTraceparent(): string | undefined {
  const active = trace.getActiveSpan();
  // The job will continue this trace: its root is stored, even if the request was quick.
  keepTrace(active);
  const spanContext = active?.spanContext();
  if (!spanContext || !trace.isSpanContextValid(spanContext)) return undefined;
  return `00-${spanContext.traceId}-${spanContext.spanId}-01`;
}

/** The active trace's id (shown with an error report, named in a diagnostics answer). */
export function activeTraceId(): string | null {
  const spanContext = trace.getActiveSpan()?.spanContext();
  return spanContext && trace.isSpanContextValid(spanContext) ? spanContext.traceId : null;
}

const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

function parseTraceparent(value: string) {
  const match = TRACEPARENT.exec(value);
  if (!match) return undefined;
  return {
    traceId: match[1]!,
    spanId: match[2]!,
    traceFlags: TraceFlags.SAMPLED,
    isRemote: true,
  };
}

/** `engine` with each call in a span of the running trace (engines stay unaware of tracing). */
export function tracedCalls<Args extends unknown[], Result>(
  name: string,
  options: SpanOptions,
  engine: (...args: Args) => Result | Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) => withSpan(name, options, async () => engine(...args));
}
