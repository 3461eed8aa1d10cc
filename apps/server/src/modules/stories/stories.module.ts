import type { FastifyInstance } from 'fastify';
import type { Authenticate } from '../../platform/http/authentication.js';
import type { Platform } from '../../platform/platform.js';
import type { Plans } from '../plans/plans.module.js';
import { tellStory } from '../storyteller/index.js';
import { artifactsRoutes } from './artifacts.routes.js';
import { createArtifactsService } from './artifacts.service.js';
import type { StoriesDeps } from './stories-deps.js';
import { storiesRoutes } from './stories.routes.js';
import { createStoriesService } from './stories.service.js';

export const STORY_GENERATION_JOB = 'stories.generate';

export const storiesDepsOf = (platform: Platform, plans: Plans): StoriesDeps => ({
  db: platform.database.db,
  jobs: platform.jobs,
  live: platform.live,
  plans,
  tellStory: (request) => tellStory(request),
  generationJobName: STORY_GENERATION_JOB,
  retries: { retryLimit: 2, retryDelaySeconds: 2, retryBackoff: true },
  logger: platform.logger.child({ component: 'stories' }),
});

/** Registers stories (wizard drafts) and their artifacts, with story generation as a job. */
export async function registerStories(
  app: FastifyInstance,
  {
    platform,
    authenticate,
    plans,
  }: { platform: Platform; authenticate: Authenticate; plans: Plans },
): Promise<void> {
  const deps = storiesDepsOf(platform, plans);
  await app.register(storiesRoutes({ authenticate, stories: createStoriesService(deps) }));
  await app.register(artifactsRoutes({ authenticate, artifacts: createArtifactsService(deps) }));
}
