import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { accountConfigurationRoutes } from './account-configuration.routes.js';
import { createAccountConfigurationService } from './account-configuration.service.js';

/** The signed-in user's language, phone number and phone-number slots. */
export async function registerAccountConfiguration(
  app: FastifyInstance,
  { platform }: { platform: Platform },
): Promise<void> {
  await app.register(
    accountConfigurationRoutes({
      accountConfiguration: createAccountConfigurationService({ db: platform.database.db }),
    }),
  );
}
