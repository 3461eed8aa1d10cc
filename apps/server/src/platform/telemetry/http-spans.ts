import { context, trace, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  attributesOf,
  markFailed,
  scopedContext,
  SPAN_ATTRIBUTE,
  traceHasMore,
  type TraceScope,
} from './span-scope.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's span while it is traced (TRACING not off, a traced route). */
    traceSpan: Span | null;
  }
}

// Probes, the metrics scrape, the long-lived live stream and file downloads (a page of pictures
// is dozens of them) would bury the requests an operator looks for.
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics', '/api/live', '/api/files/*']);

const traced = (request: FastifyRequest) =>
  request.routeOptions.config.access !== undefined && !UNTRACED.has(request.routeOptions.url ?? '');

/**
 * One span per API request, the root of its trace: everything the handler does (jobs it
 * enqueues, engine and provider calls) becomes its child. Register before the access hook.
 */
export function traceRequests(app: FastifyInstance, scope: TraceScope | undefined): void {
  if (!scope) return;
  app.decorateRequest('traceSpan', null);
  app.addHook('onRequest', (request, _reply, done) => {
    if (!traced(request)) return done();
    const parent = scopedContext(scope);
    const route = request.routeOptions.url ?? '';
    const span = scope.tracer.startSpan(
      `${request.method} ${route}`,
      {
        attributes: attributesOf({
          category: 'http',
          feature: featureOf(route),
          attributes: { 'http.request.method': request.method, 'http.route': route },
        }),
      },
      parent,
    );
    request.traceSpan = span;
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (request.traceSpan) markFailed(request.traceSpan, error);
  });
  const { rate, slowMs } = scope.sampling;
  const end = async (request: FastifyRequest, status: number | undefined, elapsedMs: number) => {
    const span = request.traceSpan;
    if (!span) return;
    request.traceSpan = null;
    if (request.user) span.setAttribute('enduser.id', request.user.id);
    const failed = status === undefined || status >= 500;
    if (status !== undefined) {
      span.setAttribute('http.response.status_code', status);
      if (status >= 500) span.setStatus({ code: 2, message: `answered ${status}` });
    } else {
      span.setStatus({ code: 2, message: 'the client went away' });
    }
    // Every request is counted (metrics); a fast, successful one that stayed alone is stored
    // only as a sample, so a busy instance does not write a row per read (decision 0031).
    if (!failed && elapsedMs < slowMs && !traceHasMore(span)) {
      if (rate > 0 && Math.random() < rate)
        span.setAttribute(SPAN_ATTRIBUTE.sampleWeight, 1 / rate);
      else span.setAttribute(SPAN_ATTRIBUTE.stored, false);
    }
    span.end();
  };
  app.addHook('onResponse', async (request, reply) =>
    end(request, reply.statusCode, reply.elapsedTime),
  );
  app.addHook('onRequestAbort', async (request) => end(request, undefined, 0));
}

/** The product feature a route belongs to: its first meaningful path segment, lower case. */
export function featureOf(route: string): string {
  const segments = route
    .split('/')
    .filter((part) => part && part !== 'api' && !part.startsWith(':'));
  return (segments[0] ?? 'root').toLowerCase();
}
