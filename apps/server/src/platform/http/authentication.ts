import type { FastifyRequest } from 'fastify';

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
