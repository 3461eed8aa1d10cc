import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import type { Plans } from '../plans/index.js';
import { marketplaceRoutes } from './marketplace.routes.js';
import { createMarketplaceService } from './marketplace.service.js';

/** The start-up step that gives a new instance its default categories (startup.ts runs it). */
export { seedCategories } from './marketplace-categories.js';

/** The marketplace service, built from the platform (its routes, and the default demo). */
export const createMarketplace = (platform: Platform, plans: Plans) =>
  createMarketplaceService({
    db: platform.database.db,
    files: platform.storage.files,
    live: platform.live,
    plans,
    logger: platform.logger.child({ component: 'marketplace' }),
  });

/** Registers the marketplace. */
export async function registerMarketplace(
  app: FastifyInstance,
  { platform, plans }: { platform: Platform; plans: Plans },
): Promise<void> {
  await app.register(marketplaceRoutes({ marketplace: createMarketplace(platform, plans) }));
}
