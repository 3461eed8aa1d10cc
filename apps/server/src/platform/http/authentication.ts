import type { FastifyRequest } from 'fastify';
import { unauthorized } from './app-error.js';

/** Who is calling. The identity module resolves it from the ID token. */
export type RequestUser = { id: string; admin: boolean };

/** Resolves the caller of a request, or null when the request carries no valid credentials. */
export type Authenticate = (request: FastifyRequest) => Promise<RequestUser | null>;

/** Until an identity provider is wired in, nobody is signed in. */
export const nobodySignedIn: Authenticate = async () => null;

/** For routes that need a signed-in user: answers 401 in the API error shape otherwise. */
export async function requireUser(
  authenticate: Authenticate,
  request: FastifyRequest,
): Promise<RequestUser> {
  const user = await authenticate(request);
  if (!user) throw unauthorized();
  return user;
}
