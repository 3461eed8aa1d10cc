import { APIError, createAuthMiddleware, getIP, isAPIError } from 'better-auth/api';
import type { Db } from '../../platform/db/database.js';
import {
  countAttempt,
  MAIL_LIMITS,
  RATE_LIMITED_MESSAGE,
  RateLimitedError,
} from './rate-limits.js';
import { SignInThrottled, type AttemptOutcome, type SignInThrottle } from './sign-in-throttle.js';

export const SIGN_IN_PATH = '/sign-in/email';
const SIGN_UP_PATH = '/sign-up/email';
/** No real address is longer (RFC 5321 caps a path at 256 octets). */
const MAX_EMAIL_LENGTH = 320;

/**
 * better-auth's own hooks around its endpoints. They see the endpoint that will run (ctx.path
 * is its declared path), not the URL it was reached by, so `/./sign-in/email`, `%2e`, `..` or a
 * query string count exactly as the plain path does.
 *
 * Before: a password sign-in reserves an attempt in the throttle; the mailing endpoints count
 * per address. After: the sign-in attempt is settled by its outcome, and a sign-up answers the
 * same fields whether or not the address already had an account.
 */
export function createAuthHooks({ db, throttle }: { db: Db; throttle: SignInThrottle }) {
  const before = createAuthMiddleware(async (ctx) => {
    const email = emailIn(ctx.body);
    if (email === undefined) return;
    if (ctx.path === SIGN_IN_PATH) {
      try {
        await throttle.reserve(email, clientOf(ctx));
      } catch (error) {
        if (error instanceof SignInThrottled) {
          throw tooManyRequests(
            error.retryAfterSeconds,
            signInWaitMessage(error.retryAfterSeconds),
          );
        }
        throw error;
      }
      return;
    }
    const limit = MAIL_LIMITS[ctx.path];
    if (!limit) return;
    try {
      await countAttempt(db, `${ctx.path}:${email}`, limit);
    } catch (error) {
      if (error instanceof RateLimitedError) {
        throw tooManyRequests(error.retryAfterSeconds, RATE_LIMITED_MESSAGE);
      }
      throw error;
    }
  });

  const after = createAuthMiddleware(async (ctx) => {
    if (ctx.path === SIGN_IN_PATH) {
      const email = emailIn(ctx.body);
      if (email !== undefined) {
        await throttle.settle(email, clientOf(ctx), outcomeOf(ctx.context.returned));
      }
      return;
    }
    if (ctx.path === SIGN_UP_PATH) {
      const returned = ctx.context.returned;
      if (isAPIError(returned) || !isSignUpAnswer(returned)) return;
      return ctx.json({ token: null, user: publicUserOf(returned.user) });
    }
  });

  return { before, after };
}

/** The address a request names, as better-auth looks it up (lower case); undefined for none. */
function emailIn(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { email } = body as { email?: unknown };
  if (typeof email !== 'string' || email.trim() === '') return undefined;
  if (email.length > MAX_EMAIL_LENGTH) {
    throw APIError.from('BAD_REQUEST', { code: 'INVALID_EMAIL', message: 'Invalid email' });
  }
  return email.trim().toLowerCase();
}

type HookContext = {
  request?: Request | undefined;
  context: { options: Parameters<typeof getIP>[1] };
};

/** The client address auth.routes.ts handed over (Fastify's, per TRUST_PROXY); IPv6 as its /64. */
function clientOf(ctx: HookContext): string {
  return (ctx.request && getIP(ctx.request, ctx.context.options)) || 'unknown';
}

/**
 * A wrong password (401) is a failure. The right one is a success, also when the address is
 * not verified yet (403 EMAIL_NOT_VERIFIED comes only after the password matched). Anything
 * else (a malformed request, a banned account) says nothing about the password.
 */
function outcomeOf(returned: unknown): AttemptOutcome {
  if (!isAPIError(returned)) return 'succeeded';
  if (returned.statusCode === 401) return 'failed';
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  return code === 'EMAIL_NOT_VERIFIED' ? 'succeeded' : 'void';
}

function tooManyRequests(retryAfterSeconds: number, message: string) {
  return new APIError(
    'TOO_MANY_REQUESTS',
    { code: 'RATE_LIMITED', message },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

export function signInWaitMessage(seconds: number): string {
  const wait =
    seconds <= 90
      ? `${seconds} second${seconds === 1 ? '' : 's'}`
      : `${Math.ceil(seconds / 60)} minutes`;
  return `Too many sign-in attempts. Please wait ${wait} and try again.`;
}

type SignUpAnswer = { user: Record<string, unknown> };

const isSignUpAnswer = (value: unknown): value is SignUpAnswer =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { user?: unknown }).user === 'object' &&
  (value as { user?: unknown }).user !== null;

/**
 * The fields a sign-up answers with. better-auth answers an existing address with a made-up
 * user (so the answer does not tell whether the address is taken) but without the fields our
 * plugins add (role, banned...), which a new account has: only these fields leave, for both.
 */
function publicUserOf(user: Record<string, unknown>) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: user.image ?? null,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}
