import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { createCreditsService, type CreditsService } from './credits.service.js';
import { plansAdminRoutes } from './plans-admin.routes.js';
import { createPlansAdminService, type PlansAdminService } from './plans-admin.service.js';
import type { PlansDeps } from './plans-deps.js';
import { plansRoutes } from './plans.routes.js';
import { createSubscriptionsService, type SubscriptionsService } from './subscriptions.service.js';
import {
  createSystemConfigurationService,
  type SystemConfigurationService,
} from './system-configuration.service.js';

export { PICTURE_CONTENT_KIND } from './credit-costs.js';

/** The plans services other modules (generation, payments) are handed. */
export type Plans = {
  credits: CreditsService;
  subscriptions: SubscriptionsService;
  systemConfiguration: SystemConfigurationService;
  admin: PlansAdminService;
};

/** Builds the services without HTTP (the admin command and the benchmark use this). */
export function createPlans(deps: PlansDeps): Plans {
  const credits = createCreditsService(deps);
  const subscriptions = createSubscriptionsService(deps);
  return {
    credits,
    subscriptions,
    systemConfiguration: createSystemConfigurationService(deps),
    admin: createPlansAdminService({ db: deps.db, subscriptions, credits }),
  };
}

export const plansDepsOf = (
  platform: Pick<Platform, 'database' | 'live' | 'logger'>,
): PlansDeps => ({
  db: platform.database.db,
  live: platform.live,
  logger: platform.logger.child({ component: 'plans' }),
});

/** Registers the plans routes (the system configuration is seeded at start: startup.ts). */
export async function registerPlans(
  app: FastifyInstance,
  { plans }: { plans: Plans },
): Promise<void> {
  await app.register(
    plansRoutes({
      subscriptions: plans.subscriptions,
      systemConfiguration: plans.systemConfiguration,
    }),
  );
  await app.register(
    plansAdminRoutes({
      admin: plans.admin,
      systemConfiguration: plans.systemConfiguration,
    }),
  );
}
