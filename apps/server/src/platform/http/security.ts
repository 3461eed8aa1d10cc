import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/**
 * Security headers (helmet's defaults, written out) with a content security policy the built SPA
 * passes, plus CORS when configured. Nothing here varies per request, so the headers are computed
 * once: helmet rebuilt the policy string on every response, a fifth of the cost of /healthz.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = securityHeaders(config);
  // Hooks that never wait are written with `done`: no promise per request on every route.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
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

export function securityHeaders(config: Config): Record<string, string> {
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
    'content-security-policy': Object.entries(policy)
      .map(([directive, sources]) => `${directive} ${sources.join(' ')}`)
      .join('; '),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

function originsOf(urls: string[]): string[] {
  return urls.flatMap((url) => {
    try {
      return url ? [new URL(url).origin] : [];
    } catch {
      return [];
    }
  });
}
