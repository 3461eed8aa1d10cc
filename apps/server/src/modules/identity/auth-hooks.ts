import {
  APIError,
  createAuthMiddleware,
  getIP,
  getSessionFromCtx,
  isAPIError,
} from 'better-auth/api';
import type { Db } from '../../platform/db/database.js';
import { MAIL_LIMITS } from './rate-limits.js';
import {
  countAttempt,
  RATE_LIMITED_MESSAGE,
  RateLimitedError,
} from '../../platform/http/rate-limit.js';
import { SignInThrottled, type AttemptOutcome, type SignInThrottle } from './sign-in-throttle.js';

export const SIGN_IN_PATH = '/sign-in/email';
const SIGN_UP_PATH = '/sign-up/email';
/** No real address is longer (RFC 5321 caps a path at 256 octets). */
const MAX_EMAIL_LENGTH = 320;

/**
 * Endpoints that check a password. Sign-in names its address; the other two check the
 * signed-in account's password, and would otherwise let whoever holds a session (a phone left
 * unlocked) guess it without limit.
 */
const PASSWORD_CHECKS: Record<string, 'address in body' | 'signed-in account'> = {
  [SIGN_IN_PATH]: 'address in body',
  '/change-password': 'signed-in account',
  '/verify-password': 'signed-in account',
};

type Reserved = { email: string; client: string; check: 'address in body' | 'signed-in account' };

/**
 * better-auth's own hooks around its endpoints. They see the endpoint that will run (ctx.path
 * is its declared path), not the URL it was reached by, so `/./sign-in/email`, `%2e`, `..` or a
 * query string count exactly as the plain path does.
 *
 * Before: a password check reserves an attempt in the throttle; the mailing endpoints count
 * per address. After: the attempt is settled by its outcome, and a sign-up answers the same
 * fields whether or not the address already had an account.
 */
export function createAuthHooks({ db, throttle }: { db: Db; throttle: SignInThrottle }) {
  // The same Request object travels from the before hook to the after hook.
  const reserved = new WeakMap<Request, Reserved>();

  const before = createAuthMiddleware(async (ctx) => {
    const check = PASSWORD_CHECKS[ctx.path];
    if (check && ctx.request) {
      const email =
        check === 'address in body'
          ? emailIn(ctx.body)
          : (await getSessionFromCtx(ctx, { disableRefresh: true }))?.user.email.toLowerCase();
      if (email === undefined) return;
      const client = clientOf(ctx);
      try {
        await throttle.reserve(email, client);
      } catch (error) {
        if (error instanceof SignInThrottled) {
          throw tooManyRequests(
            error.retryAfterSeconds,
            signInWaitMessage(error.retryAfterSeconds),
          );
        }
        throw error;
      }
      reserved.set(ctx.request, { email, client, check });
      return;
    }
    const limit = MAIL_LIMITS[ctx.path];
    const email = limit ? emailIn(ctx.body) : undefined;
    if (!limit || email === undefined) return;
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
    const request = ctx.request;
    const attempt = request && reserved.get(request);
    if (request && attempt) {
      reserved.delete(request);
      const outcome = outcomeOf(attempt.check, ctx.context.returned);
      await throttle.settle(attempt.email, attempt.client, outcome);
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
 * A wrong password is a failure: 401 at sign-in, INVALID_PASSWORD for the signed-in checks.
 * The right one is a success, also when the address is not verified yet (403
 * EMAIL_NOT_VERIFIED comes only after the password matched). Anything else (a malformed
 * request, a banned account, no session) says nothing about the password.
 */
function outcomeOf(check: Reserved['check'], returned: unknown): AttemptOutcome {
  if (!isAPIError(returned)) return 'succeeded';
  const code = (returned.body as { code?: unknown } | undefined)?.code;
  if (check === 'signed-in account') return code === 'INVALID_PASSWORD' ? 'failed' : 'void';
  if (returned.statusCode === 401) return 'failed';
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
