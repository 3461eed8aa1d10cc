import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import type { ConfirmIdentity } from '../identity/index.js';
import type { Payments } from '../payments/index.js';
import { accountRoutes } from './account.routes.js';

/** GET /api/me/export and DELETE /api/me: the account's data, taken away or erased. */
export async function registerAccount(
  app: FastifyInstance,
  {
    config,
    platform,
    payments,
    confirmIdentity,
    sessionsEnded,
  }: {
    config: Config;
    platform: Platform;
    payments: Payments;
    confirmIdentity: ConfirmIdentity;
    sessionsEnded: (userId: string) => Promise<void>;
  },
): Promise<void> {
  await app.register(
    accountRoutes({
      publicUrl: config.publicUrl,
      deletion: {
        db: platform.database.db,
        files: platform.storage.files,
        cancelPaidSubscription: payments.cancelPaidSubscription,
        confirmIdentity,
        sessionsEnded,
        logger: platform.logger.child({ component: 'account' }),
      },
    }),
  );
}
