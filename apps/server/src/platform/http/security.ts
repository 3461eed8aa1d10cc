import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Security headers (helmet's defaults, written out) with a content security policy the built SPA
 * passes, plus CORS when configured. Nothing here varies per request, so the headers are computed
 * once: helmet rebuilt the policy string on every response, a fifth of the cost of /healthz.
 *
 * Every answer carries the headers that guard any response: the policy, nosniff, HSTS, no framing
 * and no cross-origin reads. The seven a browser reads only on something it shows (a page, a
 * picture, a file) go out on every answer that is not JSON: the family's reads are JSON fetched by
 * the app's own script, and on each of them those lines cost the server and the client work for
 * nothing (decision 0042).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const { everyAnswer, shownAnswers } = securityHeaders(config);
  // Hooks that never wait are written with `done`: no promise per request on every route.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!isReadByScriptOnly(reply.getHeader('content-type'))) reply.headers(shownAnswers);
    done(null, payload);
  });

  if (config.webOrigins.length > 0) {
    await app.register(cors, {
      origin: config.webOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowedHeaders: [
        'Authorization',
        'Content-Type',
        'Last-Event-ID',
        'X-Request-Id',
        'X-Child-Profile',
      ],
      exposedHeaders: ['X-Request-Id'],
      maxAge: 600,
    });
  }
}

export type SecurityHeaders = {
  /** On every answer, whatever it holds. */
  everyAnswer: Record<string, string>;
  /** Also on answers a browser may show: pages, pictures, PDFs, audio, scripts. */
  shownAnswers: Record<string, string>;
};

export function securityHeaders(config: Config): SecurityHeaders {
  const policy: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React writes style attributes; no inline <style> or scripts are needed beyond that.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Profile pictures come from the public avatar service (identicons when none is set).
    'img-src': ["'self'", 'data:', 'blob:', 'https://www.gravatar.com'],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', 'data:'],
    // The browser sends its error reports to the operator's Sentry-compatible service, if any.
    'connect-src': [
      "'self'",
      ...originsOf([config.publicApiBase, config.telemetry.webErrorServiceDsn ?? '']),
    ],
    // Session replay compresses in a worker it starts from a blob (only with a browser DSN).
    'worker-src': ["'self'", ...(config.telemetry.webErrorServiceDsn ? ['blob:'] : [])],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return {
    everyAnswer: {
      'content-security-policy': Object.entries(policy)
        .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
        .join('; '),
      'cross-origin-resource-policy': 'same-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
    },
    shownAnswers: {
      'cross-origin-opener-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    },
  };
}

/**
 * JSON and event streams are read by script and never shown; with nosniff, a browser takes them
 * for nothing else.
 */
const isReadByScriptOnly = (contentType: unknown) =>
  typeof contentType === 'string' &&
  (contentType.startsWith('application/json') || contentType.startsWith('text/event-stream'));

function originsOf(urls: string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
}
