import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import type { Plans } from '../plans/index.js';
import type { StoriesModule } from '../stories/index.js';
import { createCampaignsService } from './campaigns.service.js';
import { createDemoContentService, type DemoContentService } from './demo-content.service.js';
import { demoRoutes } from './demo.routes.js';

/**
 * Registers the public demo and the campaigns' admin routes; answers the content service, whose
 * isScopeLive the files routes ask before serving a demo's file.
 */
export async function registerDemo(
  app: FastifyInstance,
  { platform, stories, plans }: { platform: Platform; stories: StoriesModule; plans: Plans },
): Promise<Pick<DemoContentService, 'isScopeLive'>> {
  const deps = { db: platform.database.db, files: platform.storage.files, stories, plans };
  const content = createDemoContentService(deps);
  await app.register(demoRoutes({ content, campaigns: createCampaignsService(deps) }));
  return content;
}
