import { and, eq, gt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
import { session } from '../../db/schema/auth.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { Authenticate, RequestUser } from '../../platform/http/authentication.js';

export const TokenText = {
  expired: 'Your sign-in has expired. Please sign in again.',
  invalid: 'Your sign-in could not be verified. Please sign in again.',
  sessionEnded: 'You have been signed out. Please sign in again.',
} as const;

type IdTokenClaims = JWTPayload & {
  sub: string;
  email?: string;
  name?: string;
  admin?: boolean;
  sid: string;
};

export type IdTokenVerifierOptions = {
  issuer: string;
  audience: string;
  /** The signing keys' public half, as the auth module publishes them at /api/auth/jwks. */
  loadJwks: () => Promise<JSONWebKeySet>;
  db: Db;
};

const invalid = (message: string) => new AppError('invalid_token', message, 401);

/**
 * Verifies `Authorization: Bearer {ID token}` against our own signing keys (no HTTP round trip),
 * then checks that the session it was minted from still exists, so signing out or changing the
 * password ends every token at once.
 */
export function createIdTokenAuthenticator(options: IdTokenVerifierOptions): Authenticate {
  let keySet: ReturnType<typeof createLocalJWKSet> | undefined;
  const loadKeys = async () => (keySet = createLocalJWKSet(await options.loadJwks()));

  async function verify(token: string) {
    const verifyWith = (keys: ReturnType<typeof createLocalJWKSet>) =>
      jwtVerify<IdTokenClaims>(token, keys, {
        issuer: options.issuer,
        audience: options.audience,
        requiredClaims: ['sub', 'exp', 'sid'],
      });
    try {
      return await verifyWith(keySet ?? (await loadKeys()));
    } catch (error) {
      // A key minted after we loaded the set (another process, a rotation): reload once.
      if (error instanceof errors.JWKSNoMatchingKey) return verifyWith(await loadKeys());
      throw error;
    }
  }

  return async (request: FastifyRequest): Promise<RequestUser | null> => {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw invalid('Send the ID token as "Authorization: Bearer {token}".');

    let claims: IdTokenClaims;
    try {
      claims = (await verify(match[1])).payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw invalid(TokenText.expired);
      throw invalid(TokenText.invalid);
    }

    const [live] = await options.db
      .select({ id: session.id })
      .from(session)
      .where(and(eq(session.id, claims.sid), gt(session.expiresAt, new Date())))
      .limit(1);
    if (!live) throw invalid(TokenText.sessionEnded);
    return {
      id: claims.sub,
      admin: claims.admin === true,
      sessionId: claims.sid,
      ...(claims.email ? { email: claims.email } : {}),
      ...(claims.name ? { name: claims.name } : {}),
    };
  };
}
