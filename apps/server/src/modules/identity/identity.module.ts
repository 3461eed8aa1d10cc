import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Authenticate } from '../../platform/http/authentication.js';
import type { Platform } from '../../platform/platform.js';
import { authRoutes } from './auth.routes.js';
import { createAuth, type Auth } from './auth.js';
import { createIdTokenAuthenticator } from './id-token.js';
import { identityRoutes } from './identity.routes.js';
import { originTrustFrom } from './origin-trust.js';
import { createIdentityConfirmation, type ConfirmIdentity } from './reauthentication.js';
import { createSessionLiveness } from './session-liveness.js';
import { createSignInThrottle } from './sign-in-throttle.js';

export type Identity = {
  auth: Auth;
  authenticate: Authenticate;
  /** Before something that cannot be undone: the password again, or a sign-in just now. */
  confirmIdentity: ConfirmIdentity;
  /**
   * Call after deleting an account outside better-auth: its sessions went with it (cascade),
   * and every process stops accepting their tokens.
   */
  sessionsOfDeletedAccountEnded: (userId: string) => Promise<void>;
};

/** Accounts under /api/auth, ID-token authentication for every other route, and /api/me. */
export async function registerIdentity(
  app: FastifyInstance,
  {
    config,
    platform,
    authenticate: override,
  }: { config: Config; platform: Platform; authenticate?: Authenticate },
): Promise<Identity> {
  const signInThrottle = createSignInThrottle(platform.database.db);
  const sessions = await createSessionLiveness({
    database: platform.database,
    logger: platform.logger.child({ component: 'sessions' }),
  });
  app.addHook('onClose', () => sessions.close());
  const auth = await createAuth({
    config,
    database: platform.database,
    mailer: platform.mailer,
    logger: platform.logger.child({ component: 'auth' }),
    signInThrottle,
    onSessionEnded: (sessionId) => sessions.ended([sessionId]),
  });
  const authenticate =
    override ??
    createIdTokenAuthenticator({
      issuer: config.publicUrl,
      audience: config.publicUrl,
      loadJwks: () => auth.api.getJwks(),
      isSessionLive: (sessionId) => sessions.isLive(sessionId),
    });
  await app.register(
    authRoutes({
      auth,
      publicUrl: config.publicUrl,
      originTrust: originTrustFrom(config),
    }),
  );
  await app.register(identityRoutes({ db: platform.database.db }));
  const confirmIdentity = createIdentityConfirmation({
    db: platform.database.db,
    auth,
    throttle: signInThrottle,
  });
  return {
    auth,
    authenticate,
    confirmIdentity,
    sessionsOfDeletedAccountEnded: (userId) => sessions.endedForUser(userId),
  };
}
