import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import type { Plans } from '../plans/index.js';
import { marketplaceRoutes } from './marketplace.routes.js';
import { createMarketplaceService } from './marketplace.service.js';

/** The start-up step that gives a new instance its default categories (startup.ts runs it). */
export { seedCategories } from './marketplace-categories.js';

/** Registers the marketplace. */
export async function registerMarketplace(
  app: FastifyInstance,
  { platform, plans }: { platform: Platform; plans: Plans },
): Promise<void> {
  const marketplace = createMarketplaceService({
    db: platform.database.db,
    files: platform.storage.files,
    live: platform.live,
    plans,
    logger: platform.logger.child({ component: 'marketplace' }),
  });
  await app.register(marketplaceRoutes({ marketplace }));
}
