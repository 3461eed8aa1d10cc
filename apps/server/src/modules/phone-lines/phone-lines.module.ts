import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Platform } from '../../platform/platform.js';
import { chatDepsOf } from '../chat/index.js';
import type { Plans } from '../plans/index.js';
import { createPhoneMeter } from './phone-meter.js';
import { phoneLinesRoutes } from './phone-lines.routes.js';
import { createPhoneLinesService } from './phone-lines.service.js';

/** /api/phone/incoming, /api/phone/gather and /api/phone/status: 404 until Twilio is set up. */
export async function registerPhoneLines(
  app: FastifyInstance,
  {
    config,
    platform,
    plans,
    onSafetyEvent,
  }: {
    config: Config;
    platform: Platform;
    plans: Plans;
    /** Told after a safety event is stored (the parent's alert mail). */
    onSafetyEvent?: (familyId: string) => Promise<void>;
  },
): Promise<void> {
  const phone = createPhoneLinesService({
    db: platform.database.db,
    twilio: config.twilio,
    publicUrl: config.publicUrl,
    chat: chatDepsOf(config, platform, onSafetyEvent),
    meter: createPhoneMeter(plans),
    logger: platform.logger.child({ component: 'phone-lines' }),
    now: () => new Date(),
  });
  await app.register(phoneLinesRoutes({ phone }));
}
