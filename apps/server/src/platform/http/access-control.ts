import type { FastifyContextConfig, FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import {
  apiErrorSchema,
  CHILD_PROFILE_HEADER,
  type Access,
  type ApiRoute,
} from '@storyloom/contracts';
import { AppError, forbidden, unauthorized } from './app-error.js';
import type { Authenticate, RequestUser } from './authentication.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route (see registerAccessControl); set from the contracts' ApiRoutes. */
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller, as the access hook found them: always set on 'user' and 'admin' routes. */
    user: RequestUser | null;
    /**
     * The child profile the device acts as (the X-Child-Profile header), as sent: the routes that
     * use it check it is the family's. Null on the parent's side.
     */
    childProfileId: string | null;
  }
}

/**
 * The Fastify options of a route of the contracts' table: its method, its path and who may call
 * it, with any other route config (such as answerCache). Spread into
 * `app.route({ ...routeOf(ApiRoutes.x.y), schema, handler })`.
 */
export function routeOf<Path extends string>(
  route: ApiRoute<Path>,
  config: Omit<FastifyContextConfig, 'access'> = {},
) {
  return {
    method: route.method,
    url: route.path,
    config: { ...config, access: route.access },
  } as const;
}

const NEEDS_ADMIN = 'This needs an administrator account.';
export const NEEDS_PARENT =
  "This is for grown-ups: switch back to the parent's profile with the PIN first.";

/**
 * One hook enforces every route's declared access before anything of the request is read, so a
 * caller without a token gets 401 before any 400 and never learns a request schema. An 'anyone'
 * route still learns who calls when a token comes with the request. The OpenAPI description
 * (security and the 401/403 answers) follows from the same declaration.
 */
export function registerAccessControl(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorateRequest('user', null);
  app.decorateRequest('childProfileId', null);
  app.addHook('onRoute', describeAccess);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined) return;
    request.childProfileId = childProfileHeaderOf(request);
    if (access === 'anyone') {
      if (request.headers.authorization) request.user = await userIfValid(authenticate, request);
      return;
    }
    const user = await authenticate(request);
    if (!user) throw unauthorized();
    if (access === 'admin' && !user.admin) throw forbidden(NEEDS_ADMIN);
    if (access === 'parent' && request.childProfileId !== null) throw forbidden(NEEDS_PARENT);
    request.user = user;
  });
}

/** The header's value, or null when absent or blank (any value counts as a child's device). */
function childProfileHeaderOf(request: FastifyRequest): string | null {
  const value = request.headers[CHILD_PROFILE_HEADER];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : null;
}

/** The caller of a 'user', 'parent' or 'admin' route, whom the access hook let in. */
export function callerOf(request: FastifyRequest): RequestUser {
  if (!request.user) {
    // Only a route that declares no user access can get here: a mistake in the route, not the caller.
    throw new Error(`${request.routeOptions.url ?? request.url} has no signed-in caller`);
  }
  return request.user;
}

/**
 * On a route open to anyone, an expired or unknown token counts as no token: a beacon or a
 * feedback note is not lost because the ID token lapsed; the caller is then a visitor.
 */
async function userIfValid(
  authenticate: Authenticate,
  request: FastifyRequest,
): Promise<RequestUser | null> {
  try {
    return await authenticate(request);
  } catch (error) {
    if (error instanceof AppError && error.status === 401) return null;
    throw error;
  }
}

function describeAccess(options: RouteOptions): void {
  const access = options.config?.access;
  if (access !== 'user' && access !== 'parent' && access !== 'admin') return;
  const schema = options.schema ?? {};
  const response = (schema.response ?? {}) as Record<string, unknown>;
  options.schema = {
    ...schema,
    security: [{ idToken: [] }],
    response: {
      401: apiErrorSchema.describe('Not signed in'),
      ...(access === 'admin' ? { 403: apiErrorSchema.describe('Not an administrator') } : {}),
      ...(access === 'parent'
        ? { 403: apiErrorSchema.describe('Sent as a child profile (X-Child-Profile)') }
        : {}),
      ...response,
    },
  };
}
