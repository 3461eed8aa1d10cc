import { and, eq, isNotNull } from 'drizzle-orm';
import { getIP } from 'better-auth/api';
import { account, session, user } from '../../db/schema/auth.js';
import type { Db } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/app-error.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import { signInWaitMessage } from './auth-hooks.js';
import { CLIENT_ADDRESS_HEADER, type Auth } from './auth.js';
import { SignInThrottled, type SignInThrottle } from './sign-in-throttle.js';

/** A sign-in this recent proves the person at the screen is the account's owner. */
export const FRESH_SIGN_IN_MINUTES = 5;

export const ReauthenticationText = {
  passwordRequired: 'Type your password to confirm.',
  wrongPassword: 'That is not the password of this account.',
  signInAgain: `For your safety, please sign out and sign in again, then try again within ${FRESH_SIGN_IN_MINUTES} minutes.`,
} as const;

/** better-auth's provider id for an e-mail and password sign-in method. */
const PASSWORD_PROVIDER_ID = 'credential';

export type ConfirmIdentity = (
  caller: RequestUser,
  proof: { password: string | undefined; clientAddress: string },
) => Promise<void>;

/**
 * Asks the caller to prove again that they are the account's owner before something that
 * cannot be undone: a token alone may be a phone left unlocked. An account with a password
 * gives it (wrong guesses count in the sign-in throttle, so this is no way round it); an
 * account that signs in only through a provider has none, and must have signed in within the
 * last few minutes instead.
 */
export function createIdentityConfirmation({
  db,
  auth,
  throttle,
}: {
  db: Db;
  auth: Auth;
  throttle: SignInThrottle;
}): ConfirmIdentity {
  return async (caller, { password, clientAddress }) => {
    const [credential] = await db
      .select({ hash: account.password, email: user.email })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(
        and(
          eq(account.userId, caller.id),
          eq(account.providerId, PASSWORD_PROVIDER_ID),
          isNotNull(account.password),
        ),
      )
      .limit(1);

    if (!credential?.hash) {
      if (!(await signedInLately(db, caller))) {
        throw new AppError('sign_in_again', ReauthenticationText.signInAgain, 403);
      }
      return;
    }
    if (!password)
      throw new AppError('password_required', ReauthenticationText.passwordRequired, 400);

    const email = credential.email.toLowerCase();
    const client = clientKeyOf(auth, clientAddress);
    try {
      await throttle.reserve(email, client);
    } catch (error) {
      if (error instanceof SignInThrottled) {
        throw new AppError('rate_limited', signInWaitMessage(error.retryAfterSeconds), 429, {
          'retry-after': String(error.retryAfterSeconds),
        });
      }
      throw error;
    }
    const context = await auth.$context;
    const matches = await context.password.verify({ hash: credential.hash, password });
    if (!matches) throw new AppError('wrong_password', ReauthenticationText.wrongPassword, 403);
    await throttle.settle(email, client, 'succeeded');
  };
}

async function signedInLately(db: Db, caller: RequestUser): Promise<boolean> {
  if (!caller.sessionId) return false;
  const [row] = await db
    .select({ createdAt: session.createdAt })
    .from(session)
    .where(and(eq(session.id, caller.sessionId), eq(session.userId, caller.id)))
    .limit(1);
  return (
    row !== undefined && Date.now() - row.createdAt.getTime() <= FRESH_SIGN_IN_MINUTES * 60_000
  );
}

/** The client as the sign-in throttle keys it (an IPv6 address as its /64, as better-auth does). */
function clientKeyOf(auth: Auth, address: string): string {
  return getIP(new Headers({ [CLIENT_ADDRESS_HEADER]: address }), auth.options) ?? 'unknown';
}
