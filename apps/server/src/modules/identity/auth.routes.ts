import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import { AUTH_BASE_PATH, CLIENT_ADDRESS_HEADER, type Auth } from './auth.js';
import { AUTH_LIMITS, countAttempt } from './rate-limits.js';

const emailBody = z.looseObject({ email: z.string().trim().toLowerCase().min(1).max(320) });

/**
 * Hands everything under /api/auth to better-auth, which speaks Web Request/Response, after
 * counting per-address attempts on the endpoints that send mail or check a password.
 */
export function authRoutes({
  auth,
  db,
  publicUrl,
  trustedOrigins,
}: {
  auth: Auth;
  db: Db;
  publicUrl: string;
  trustedOrigins: string[];
}) {
  const plugin: FastifyPluginAsync = async (app) => {
    app.route({
      method: ['GET', 'POST'],
      url: `${AUTH_BASE_PATH}/*`,
      schema: { hide: true },
      handler: async (request, reply) => {
        refuseCrossSiteWrites(request, trustedOrigins);
        const path = request.url.slice(AUTH_BASE_PATH.length).split('?')[0] ?? '';
        const limit = request.method === 'POST' ? AUTH_LIMITS[path] : undefined;
        if (limit) {
          const parsed = emailBody.safeParse(request.body);
          if (parsed.success) await countAttempt(db, `${path}:${parsed.data.email}`, limit);
        }
        return forward(auth, request, reply, publicUrl);
      },
    });
  };
  return plugin;
}

/**
 * CSRF protection for the session cookie: a state-changing request that carries cookies must
 * come from one of our own origins. (The API proper takes bearer tokens, which browsers never
 * attach on their own.)
 */
function refuseCrossSiteWrites(request: FastifyRequest, trustedOrigins: string[]): void {
  if (request.method === 'GET' || !request.headers.cookie) return;
  const source = request.headers.origin ?? originOf(request.headers.referer);
  if (!source || !trustedOrigins.includes(source)) {
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
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'content-length') continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  headers.set(CLIENT_ADDRESS_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.body !== undefined;
  const response = await auth.handler(
    new Request(new URL(request.url, publicUrl), {
      method: request.method,
      headers,
      body: hasBody ? JSON.stringify(request.body) : undefined,
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') reply.header(name, value);
  });
  // Several cookies must stay several headers.
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}
