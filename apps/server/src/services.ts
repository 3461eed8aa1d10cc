import type { Config } from './config.js';
import { createFamilyMails, type FamilyMails } from './modules/family-mails/index.js';
import { createPlans, plansDepsOf, type Plans } from './modules/plans/index.js';
import { createStoriesModule, storiesDepsOf, type StoriesModule } from './modules/stories/index.js';
import type { Platform } from './platform/platform.js';

/**
 * The services that more than the HTTP app needs: the job list (jobs.ts) runs their jobs in the
 * worker role, where no HTTP app is built. Every role builds them once, from the platform.
 */
export type Services = {
  plans: Plans;
  stories: StoriesModule;
  /** The parents' alert and digest mails (their jobs run in the worker role). */
  familyMails: FamilyMails;
};

export function composeServices(
  config: Pick<Config, 'ai' | 'productName' | 'publicUrl'>,
  platform: Platform,
): Services {
  const plans = createPlans(plansDepsOf(platform));
  const stories = createStoriesModule(storiesDepsOf(platform, plans, config.ai));
  const familyMails = createFamilyMails({
    db: platform.database.db,
    mailer: platform.mailer,
    productName: config.productName,
    publicUrl: config.publicUrl,
    now: () => new Date(),
  });
  return { plans, stories, familyMails };
}
