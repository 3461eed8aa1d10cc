import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../platform/http/authentication.js';
import type { Platform } from '../../platform/platform.js';
import type { Plans } from '../plans/plans.module.js';
import { seedCategories } from './marketplace-categories.js';
import { marketplaceRoutes } from './marketplace.routes.js';
import { createMarketplaceService } from './marketplace.service.js';

/** Registers the marketplace; a new instance gets its default categories on start. */
export async function registerMarketplace(
  app: FastifyInstance,
  {
    platform,
    authenticate,
    plans,
  }: { platform: Platform; authenticate: Authenticate; plans: Plans },
): Promise<void> {
  await seedCategories(platform.database.db);
  const marketplace = createMarketplaceService({
    db: platform.database.db,
    files: platform.storage.files,
    live: platform.live,
    plans,
    logger: platform.logger.child({ component: 'marketplace' }),
  });
  await app.register(marketplaceRoutes({ authenticate, marketplace }));
}
