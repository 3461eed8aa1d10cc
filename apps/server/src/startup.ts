import { seedCategories } from './modules/marketplace/index.js';
import type { Platform } from './platform/platform.js';
import type { Services } from './services.js';

/**
 * What a new instance needs before it serves anyone, run by every process at start (each step is
 * safe to run again and in several processes at once), after migrations.
 */
export async function runStartupSteps(platform: Platform, services: Services): Promise<void> {
  // The documented default costs and plans, unless an administrator already set them.
  await services.plans.systemConfiguration.ensureSeeded();
  // The marketplace's default categories.
  await seedCategories(platform.database.db);
}
