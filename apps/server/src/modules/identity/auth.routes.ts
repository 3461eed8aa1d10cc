import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/http/app-error.js';
import { AUTH_BASE_PATH } from '@storyloom/contracts';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth.js';
import type { OriginTrust } from './origin-trust.js';

const SIGN_OUT_PATH = '/sign-out';

/**
 * Hands everything under /api/auth to better-auth, which speaks Web Request/Response. Its hooks
 * (auth-hooks.ts) count sign-in failures and mails per address, on the endpoint a request
 * reaches whatever its URL's spelling.
 *
 * Sign-out is ours: it ends the session its cookie names whatever page asked, because a page
 * opened at another address than PUBLIC_URL (127.0.0.1 for localhost) must not leave a family
 * computer signed in while it shows the login screen. Ending a session harms no one, so it
 * needs no origin check; every other write keeps it.
 */
export function authRoutes({
  auth,
  publicUrl,
  originTrust,
}: {
  auth: Auth;
  publicUrl: string;
  originTrust: OriginTrust;
}) {
  const plugin: FastifyPluginAsync = async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        if (request.method === 'POST' && authPathOf(request.url) === SIGN_OUT_PATH) {
          return signOut(auth, request, reply);
        }
        refuseCrossSiteWrites(request, originTrust);
        return forward(auth, request, reply, publicUrl);
      },
    });
  };
  return plugin;
}

/** The endpoint path a URL reaches under /api/auth, resolved as better-auth resolves it. */
export function authPathOf(url: string): string | undefined {
  const { pathname } = new URL(url, 'http://auth.invalid');
  return pathname.startsWith(`${AUTH_BASE_PATH}/`)
    ? pathname.slice(AUTH_BASE_PATH.length)
    : undefined;
}

/** better-auth's sign-out called as the server (no origin check); cookies cleared as it says. */
async function signOut(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const response = await auth.api.signOut({ headers: headersOf(request), asResponse: true });
  return send(response, reply);
}

/**
 * CSRF protection for the session cookie: a state-changing request that carries cookies must
 * come from one of our own origins. (The API proper takes bearer tokens, which browsers never
 * attach on their own.)
 */
function refuseCrossSiteWrites(request: FastifyRequest, originTrust: OriginTrust): void {
  if (request.method === 'GET' || !request.headers.cookie) return;
  const source = request.headers.origin ?? originOf(request.headers.referer);
  if (!source || !originTrust.trusts(source, request.headers.host)) {
    throw new AppError(
      'invalid_origin',
      'This request came from another site and was refused.',
      403,
    );
  }
}

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
}

async function forward(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  publicUrl: string,
) {
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const response = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers: headersOf(request),
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  return send(response, reply);
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  return headers;
}

async function send(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  // Several cookies must stay several headers.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
