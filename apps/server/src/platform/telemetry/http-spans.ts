import { context, trace, type Attributes, type Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { QuickRequestSample } from './quick-request-sample.js';
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
  // Every request starts its own trace in this scope.
  const traceRoot = scopedContext(scope);
  // A route's span name and first attributes are the same on every request: made once each.
  const templates = new Map<string, { name: string; attributes: Attributes }>();
  const templateOf = (method: string, route: string) => {
    const key = `${method} ${route}`;
    let template = templates.get(key);
    if (!template) {
      template = {
        name: key,
        attributes: attributesOf({
          category: 'http',
          feature: featureOf(route),
          attributes: { 'http.request.method': method, 'http.route': route },
        }),
      };
      templates.set(key, template);
    }
    return template;
  };
  app.addHook('onRequest', (request, _reply, done) => {
    if (!traced(request)) return done();
    const { name, attributes } = templateOf(request.method, request.routeOptions.url ?? '');
    const span = scope.startRequestSpan(name, { ...attributes });
    request.traceSpan = span;
    context.with(trace.setSpan(traceRoot, span), done);
  });
  app.addHook('onError', async (request, _reply, error) => {
    if (request.traceSpan) markFailed(request.traceSpan, error);
  });
  const { rate, maxPerSecond, slowMs } = scope.sampling;
  const quickSample = new QuickRequestSample(rate, maxPerSecond);
  const end = (request: FastifyRequest, status: number | undefined, elapsedMs: number) => {
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
      const weight = quickSample.weightOfNext();
      if (weight === null) span.setAttribute(SPAN_ATTRIBUTE.stored, false);
      else span.setAttribute(SPAN_ATTRIBUTE.sampleWeight, weight);
    }
    span.end();
  };
  app.addHook('onResponse', (request, reply, done) => {
    end(request, reply.statusCode, reply.elapsedTime);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    end(request, undefined, 0);
    done();
  });
}

/** The product feature a route belongs to: its first meaningful path segment, lower case. */
export function featureOf(route: string): string {
  const segments = route
    .split('/')
    .filter((part) => part && part !== 'api' && !part.startsWith(':'));
  return (segments[0] ?? 'root').toLowerCase();
}
