import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, genericOAuth, jwt } from 'better-auth/plugins';
import { count, isNull, ne, or } from 'drizzle-orm';
import { PASSWORD_LENGTH, AUTH_BASE_PATH } from '@storyloom/contracts';
import type { Logger } from 'pino';
import type { Config } from '../../config.js';
import * as authSchema from '../../db/schema/auth.js';
import type { Database } from '../../platform/db/database.js';
import { localSecret } from '../../platform/local-secret.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { createAuthHooks, SIGN_IN_PATH } from './auth-hooks.js';
import { avatarUrl } from './avatar.js';
import { passwordResetMail, verificationMail } from './identity-mails.js';
import { originTrustFrom } from './origin-trust.js';
import { tryCountAttempt, type Limit } from '../../platform/http/rate-limit.js';
import type { SignInThrottle } from './sign-in-throttle.js';

export const ADMIN_ROLE = 'admin';
/**
 * Accounts the instance makes for itself (the owner of the default demo): they cannot sign in
 * and do not count as the first account.
 */
export const SYSTEM_ROLE = 'system';
export const CLIENT_ADDRESS_HEADER = 'x-storyloom-client-address';

/** Where the web app finishes each mailed flow (see apps/web/src/config/paths.ts). */
const VERIFIED_PAGE = '/verify-email';

/**
 * Signing in unverified re-sends the link, but a sign-in is not a way to fill someone's inbox:
 * at most one such mail every few minutes and a handful an hour per address. The sign-in still
 * answers that the link was re-sent; the last one sent still works (links last a day).
 */
const SIGN_IN_RESEND_LIMITS: Limit[] = [
  { max: 1, windowSeconds: 5 * 60 },
  { max: 4, windowSeconds: 60 * 60 },
];

export type AuthDependencies = {
  config: Config;
  database: Database;
  mailer: Mailer;
  logger: Logger;
  signInThrottle: SignInThrottle;
  /** After a session row is deleted, whichever way (sign-out, revocation, password change). */
  onSessionEnded: (sessionId: string) => Promise<void>;
};

/** Accounts, sessions, verification, password reset, ID tokens and the optional OIDC provider. */
export async function createAuth({
  config,
  database,
  mailer,
  logger,
  signInThrottle,
  onSessionEnded,
}: AuthDependencies) {
  const secret = config.authSecret ?? (await localSecret(config.dataDir, 'auth-secret'));
  const productName = config.productName;
  const originTrust = originTrustFrom(config);
  const mayResendOnSignIn = async (email: string) => {
    for (const [index, limit] of SIGN_IN_RESEND_LIMITS.entries()) {
      const key = `sign-in-verification-mail:${index}:${email.toLowerCase()}`;
      if (!(await tryCountAttempt(database.db, key, limit))) return false;
    }
    return true;
  };

  return betterAuth({
    appName: productName,
    baseURL: config.publicUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // Checked against each request's Host, so a page at 127.0.0.1 works as one at localhost.
    trustedOrigins: (request) => originTrust.originsFor(request?.headers.get('host') ?? undefined),
    database: drizzleAdapter(database.db, { provider: 'pg', schema: authSchema }),
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_LENGTH.min,
      maxPasswordLength: PASSWORD_LENGTH.max,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetMail({ productName, to: user.email, name: user.name, url }));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // Signing in unverified answers 403 and mails a fresh link (docs/product.md, "Errors and failure handling"),
      // at most as often as SIGN_IN_RESEND_LIMITS let it.
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, url }, request) => {
        if (request && isSignIn(request) && !(await mayResendOnSignIn(user.email))) {
          logger.info({ userId: user.id }, 'verification mail on sign-in held back: sent lately');
          return;
        }
        await mailer.send(
          verificationMail({ productName, to: user.email, name: user.name, url: landOn(url) }),
        );
      },
    },
    hooks: createAuthHooks({ db: database.db, throttle: signInThrottle }),
    databaseHooks: {
      user: {
        create: {
          // The first account of an instance administers it (README: "The first account").
          before: async (user) => {
            const [row] = await database.db
              .select({ users: count() })
              .from(authSchema.user)
              .where(or(isNull(authSchema.user.role), ne(authSchema.user.role, SYSTEM_ROLE)));
            return { data: { ...user, role: row?.users === 0 ? ADMIN_ROLE : 'user' } };
          },
        },
      },
      session: {
        // Every way better-auth ends sessions runs this, one call per deleted row.
        delete: { after: (ended) => onSessionEnded(ended.id) },
      },
    },
    // Per IP address. Generous, because a whole school or family shares one address; the tight
    // limits are per e-mail address, in the hooks above (auth-hooks.ts).
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 200,
      customRules: {
        '/sign-in/email': { window: 60, max: 30 },
        '/sign-up/email': { window: 60, max: 20 },
        '/request-password-reset': { window: 60, max: 20 },
        '/send-verification-email': { window: 60, max: 20 },
      },
    },
    // auth.routes.ts passes the client address Fastify worked out (TRUST_PROXY decides).
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] } },
    plugins: [
      jwt({
        jwt: {
          issuer: config.publicUrl,
          audience: config.publicUrl,
          expirationTime: `${config.idTokenTtlSeconds}s`,
          definePayload: ({ user, session }) => ({
            email: user.email,
            email_verified: user.emailVerified,
            name: user.name,
            picture: avatarUrl(user.email),
            admin: user.role === ADMIN_ROLE,
            // The session the token was minted from: signing out ends the token too.
            sid: session.id,
          }),
        },
      }),
      admin({ defaultRole: 'user', adminRoles: [ADMIN_ROLE] }),
      ...(config.oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: config.oidc.providerId,
                  name: config.oidc.displayName,
                  discoveryUrl: config.oidc.discoveryUrl,
                  clientId: config.oidc.clientId,
                  clientSecret: config.oidc.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

/** Whether better-auth is answering a password sign-in (it routes only this exact path there). */
function isSignIn(request: Request): boolean {
  return new URL(request.url).pathname.endsWith(`${AUTH_BASE_PATH}${SIGN_IN_PATH}`);
}

/** Every verification link lands on the page that says "verified, continue", whatever flow sent it. */
function landOn(verificationUrl: string): string {
  const url = new URL(verificationUrl);
  url.searchParams.set('callbackURL', VERIFIED_PAGE);
  return url.toString();
}
