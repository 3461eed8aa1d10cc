import type { FastifyInstance } from 'fastify';
import type { Platform } from '../../platform/platform.js';
import { composeAvatarPortrait } from '../../engines/avatar-art/index.js';
import type { Plans } from '../plans/index.js';
import type { StoryElementsDeps } from './story-elements-deps.js';
import { storyElementsRoutes } from './story-elements.routes.js';
import { createStoryElementsService } from './story-elements.service.js';

export const storyElementsDepsOf = (platform: Platform, plans: Plans): StoryElementsDeps => ({
  db: platform.database.db,
  files: platform.storage.files,
  live: platform.live,
  plans,
  composePortrait: composeAvatarPortrait,
  logger: platform.logger.child({ component: 'story-elements' }),
});

/** Registers the library's API: elements, knowledge documents, avatar pictures, bags. */
export async function registerStoryElements(
  app: FastifyInstance,
  { platform, plans }: { platform: Platform; plans: Plans },
): Promise<void> {
  const service = createStoryElementsService(storyElementsDepsOf(platform, plans));
  await app.register(storyElementsRoutes({ service }));
}
