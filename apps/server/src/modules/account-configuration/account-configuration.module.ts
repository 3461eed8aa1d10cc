import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import { accountConfigurationRoutes } from './account-configuration.routes.js';
import { createAccountConfigurationService } from './account-configuration.service.js';
import { createPhoneVerificationService } from './phone-verification.js';
import { twilioTextMessages } from './twilio-messages.js';

/** The signed-in user's language, phone number (verified by a texted code) and phone-number slots. */
export async function registerAccountConfiguration(
  app: FastifyInstance,
  {
    platform,
    config,
  }: { platform: Platform; config: Pick<Config, 'twilio' | 'productName' | 'authSecret'> },
): Promise<void> {
  const db = platform.database.db;
  await app.register(
    accountConfigurationRoutes({
      accountConfiguration: createAccountConfigurationService({ db }),
      phoneVerification: createPhoneVerificationService({
        db,
        sendText: config.twilio ? twilioTextMessages(config.twilio) : null,
        productName: config.productName,
        hashKey: config.authSecret ?? 'storyloom-phone-codes',
        now: () => new Date(),
        logger: platform.logger.child({ component: 'phone-verification' }),
      }),
    }),
  );
}
