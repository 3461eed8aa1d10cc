import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './app-error.js';

/** Who is calling. The identity module resolves it from the ID token's claims. */
export type RequestUser = {
  id: string;
  admin: boolean;
  email?: string;
  name?: string;
  /** The sign-in session the caller's token came from (to ask how recent the sign-in was). */
  sessionId?: string;
};

/** Resolves the caller of a request, or null when the request carries no valid credentials. */
export type Authenticate = (request: FastifyRequest) => Promise<RequestUser | null>;

/** For routes that need a signed-in user: answers 401 in the API error shape otherwise. */
export async function requireUser(
  authenticate: Authenticate,
  request: FastifyRequest,
): Promise<RequestUser> {
  const user = await authenticate(request);
  if (!user) throw unauthorized();
  return user;
}

/** For admin-only routes: 401 without a user, 403 for a user whose ID token has no admin claim. */
export async function requireAdmin(
  authenticate: Authenticate,
  request: FastifyRequest,
): Promise<RequestUser> {
  const user = await requireUser(authenticate, request);
  if (!user.admin) throw forbidden('This needs an administrator account.');
  return user;
}
