import type { FastifyRequest } from 'fastify';
import { createLocalJWKSet, errors, jwtVerify, type JSONWebKeySet, type JWTPayload } from 'jose';
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
  exp: number;
};

export type IdTokenVerifierOptions = {
  issuer: string;
  audience: string;
  /** The signing keys' public half, as the auth module publishes them at /api/auth/jwks. */
  loadJwks: () => Promise<JSONWebKeySet>;
  /** Whether the sign-in session a token was minted from still exists (session-liveness.ts). */
  isSessionLive: (sessionId: string) => Promise<boolean>;
};

/** Tokens whose signature was checked; a family's tab sends the same one for many minutes. */
const MAX_VERIFIED_TOKENS = 10_000;

const invalid = (message: string) => new AppError('invalid_token', message, 401);

/**
 * Verifies `Authorization: Bearer {ID token}` against our own signing keys (no HTTP round trip),
 * then checks that the session it was minted from still exists, so signing out or changing the
 * password ends every token (within the bound session-liveness.ts states).
 *
 * A token's signature, issuer and audience never change, so each token is verified once and its
 * claims remembered; its expiry is still checked on every request.
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

  /** A verified token's claims and the caller they name, made once per token. */
  type Verified = { claims: IdTokenClaims; user: Readonly<RequestUser> };
  const verified = new Map<string, Verified>();
  // The last token seen and what it gave: a tab sends its token with every call, and comparing
  // two strings costs less than hashing a 600-character token for the map on every request.
  let lastToken: string | undefined;
  let lastVerified: Verified | undefined;

  async function verifiedOf(token: string): Promise<Verified> {
    const known = token === lastToken ? lastVerified : verified.get(token);
    // jose's own rule: a token is expired from its exp second on.
    if (known && known.claims.exp > Math.floor(Date.now() / 1000)) {
      lastToken = token;
      lastVerified = known;
      return known;
    }
    verified.delete(token);
    const claims = (await verify(token)).payload;
    const fresh = { claims, user: userOf(claims) };
    verified.set(token, fresh);
    if (verified.size > MAX_VERIFIED_TOKENS) verified.delete(verified.keys().next().value!);
    lastToken = token;
    lastVerified = fresh;
    return fresh;
  }

  return async (request: FastifyRequest): Promise<RequestUser | null> => {
    const header = request.headers.authorization;
    if (!header) return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw invalid('Send the ID token as "Authorization: Bearer {token}".');

    let known: Verified;
    try {
      known = await verifiedOf(match[1]);
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw invalid(TokenText.expired);
      throw invalid(TokenText.invalid);
    }

    if (!(await options.isSessionLive(known.claims.sid))) throw invalid(TokenText.sessionEnded);
    return known.user;
  };
}

function userOf(claims: IdTokenClaims): Readonly<RequestUser> {
  return Object.freeze({
    id: claims.sub,
    admin: claims.admin === true,
    sessionId: claims.sid,
    ...(claims.email ? { email: claims.email } : {}),
    ...(claims.name ? { name: claims.name } : {}),
  });
}

