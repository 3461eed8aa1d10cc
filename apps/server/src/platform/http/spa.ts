import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiRoutes } from '@storyloom/contracts';
import type { Config } from '../../config.js';

const ONE_YEAR_SECONDS = 31_536_000;

/** True for requests that belong to the API or tooling, never to the single-page app. */
function isApiPath(url: string): boolean {
  return /^\/(api|docs|healthz|readyz)(\/|$|\?)/.test(url);
}

/**
 * Serves the built web app: hashed assets cached for a year, every other page navigation gets
 * index.html with the product name and runtime configuration filled in. API routes are matched
 * first because they are registered as exact routes; this only answers what nothing else did.
 */
export async function registerSpa(
  app: FastifyInstance,
  config: Config,
): Promise<PageFallback | null> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app not built; serving the API only');
    return null;
  }
  const indexHtml = renderIndexHtml(readFileSync(indexFile, 'utf8'), config);

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    wildcard: false,
    // index.html is rendered with the runtime configuration below, never served raw.
    globIgnore: ['index.html'],
    index: false,
    // The web build writes .br and .gz next to each text asset; they go to browsers that take them.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header(
        'cache-control',
        immutable
          ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
          : // The service worker must be checked on every visit, or a new version waits an hour.
            path.basename(filePath) === 'sw.js'
            ? 'no-cache'
            : 'public, max-age=3600',
      );
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply));

  return (request, reply) => (isPageNavigation(request) ? sendIndex(reply) : undefined);
}

/** Answers a request the router did not match with the app's page, or returns undefined. */
export type PageFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | undefined;

function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiPath(request.url)) return false;
  const pathname = request.url.split('?')[0] ?? '';
  // A missing file (favicon.ico, /assets/old-hash.js) is a 404, not the app.
  if (/\.[a-z0-9]{1,8}$/i.test(pathname)) return false;
  return (request.headers.accept ?? '*/*').match(/text\/html|\*\/\*/) !== null;
}

export function renderIndexHtml(template: string, config: Config): string {
  const runtimeConfig = {
    productName: config.productName,
    mailingListUrl: config.mailingListUrl ?? '',
    demoVideoUrl: config.demoVideoUrl ?? null,
    apiBase: config.publicApiBase,
    identityProvider: config.oidc
      ? { id: config.oidc.providerId, name: config.oidc.displayName }
      : null,
    // Whether the plans popup can offer online checkout (Stripe keys configured).
    paymentsEnabled: config.stripe !== undefined,
    // The phone line's number, shown in settings; null says phone calls are not set up.
    phoneLineNumber: config.twilio?.phoneNumber ?? null,
    // The browser's Sentry-compatible service (WEB_SENTRY_DSN, else SENTRY_DSN); a DSN is public.
    errorServiceDsn: config.telemetry.webErrorServiceDsn ?? null,
  };
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(runtimeConfig).replaceAll('<', '\\u003c');
  // Every visit starts by asking who is signed in; asking as the page arrives, rather than after
  // the scripts have run, lets the first screen show that much sooner. The web app's read
  // (credentials included) takes this response.
  const sessionPreload = `<link rel="preload" href="${escapeHtml(
    `${config.publicApiBase}${ApiRoutes.auth.session.path}`,
  )}" as="fetch" crossorigin="use-credentials" />`;
  return template
    .replace('</head>', `${sessionPreload}</head>`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(config.productName)}</title>`)
    .replace(
      /(<script type="application\/json" id="runtime-config">)[\s\S]*?(<\/script>)/,
      `$1${json}$2`,
    );
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
