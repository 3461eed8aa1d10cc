import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { createTextModel } from '../../platform/ai/models.js';
import { createProviderImprover } from '../../engines/improver/index.js';
import type { Platform } from '../../platform/platform.js';
import { enhancementsRoutes } from './enhancements.routes.js';
import { createEnhancementsService } from './enhancements.service.js';

/** POST /enhancements/enhance: the wizard's "improve" action, by AI provider or offline. */
export async function registerEnhancements(
  app: FastifyInstance,
  { config, platform }: { config: Config; platform: Platform },
): Promise<void> {
  // A short rewrite suits the quicker model when one is configured.
  const model = createTextModel(config.ai, { fast: true });
  const enhancements = createEnhancementsService({
    providerImprover: model ? createProviderImprover(model) : null,
    logger: platform.logger.child({ component: 'enhancements' }),
  });
  await app.register(enhancementsRoutes({ db: platform.database.db, enhancements }));
}
