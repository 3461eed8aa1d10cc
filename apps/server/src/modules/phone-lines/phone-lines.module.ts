import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import type { Calls } from '../calls/index.js';
import { phoneLinesRoutes } from './phone-lines.routes.js';
import { createPhoneLinesService } from './phone-lines.service.js';

/** /api/phone/incoming, /api/phone/gather and /api/phone/status: 404 until Twilio is set up. */
export async function registerPhoneLines(
  app: FastifyInstance,
  {
    config,
    platform,
    calls,
  }: {
    config: Config;
    platform: Platform;
    /** The voice calls a phone call becomes once its character answers (decision 0033). */
    calls: Calls;
  },
): Promise<void> {
  const phone = createPhoneLinesService({
    db: platform.database.db,
    twilio: config.twilio,
    publicUrl: config.publicUrl,
    calls,
    logger: platform.logger.child({ component: 'phone-lines' }),
    now: () => new Date(),
  });
  await app.register(phoneLinesRoutes({ phone }));
}
