import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../platform/http/authentication.js';
import type { Platform } from '../../platform/platform.js';
import { accountConfigurationRoutes } from './account-configuration.routes.js';
import { createAccountConfigurationService } from './account-configuration.service.js';

/** The signed-in user's language, phone number and phone-number slots. */
export async function registerAccountConfiguration(
  app: FastifyInstance,
  { platform, authenticate }: { platform: Platform; authenticate: Authenticate },
): Promise<void> {
  await app.register(
    accountConfigurationRoutes({
      authenticate,
      accountConfiguration: createAccountConfigurationService({ db: platform.database.db }),
    }),
  );
}
