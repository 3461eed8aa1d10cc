import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { AiConfig } from '../../platform/ai/ai-config.js';
import { providerEngines } from '../../platform/ai/provider-engines.js';
import type { Authenticate } from '../../platform/http/authentication.js';
import type { Platform } from '../../platform/platform.js';
import type { Plans } from '../plans/plans.module.js';
import { drawOfflinePicture } from '../illustrator/index.js';
import { storyPdfRoutes } from '../story-pdf/story-pdf.routes.js';
import { tellStory } from '../storyteller/index.js';
import { artifactsRoutes } from './artifacts.routes.js';
import { createArtifactsService } from './artifacts.service.js';
import type { StoriesDeps } from './stories-deps.js';
import { createHttpMusicRenderer } from '../../platform/ai/provider-music.js';
import { coloringBookMaker } from './works/make-coloring-book.js';
import { speechWorkMaker } from './works/make-provider-audiobook.js';
import { renderOffline, songMaker } from './works/make-song.js';
import { OFFLINE_WORK_MAKERS } from './works/offline-makers.js';
import { storiesRoutes } from './stories.routes.js';
import { createStoriesService } from './stories.service.js';

export const STORY_GENERATION_JOB = 'stories.generate';
export const STORY_WORK_JOB = 'stories.make-work';

const OFFLINE: AiConfig = { text: { provider: 'offline' }, image: { provider: 'offline' } };

/** The configured AI providers where there are any; the offline engines otherwise. */
export function storiesDepsOf(
  platform: Platform,
  plans: Plans,
  ai: AiConfig = OFFLINE,
): StoriesDeps {
  const engines = providerEngines(ai);
  return {
    db: platform.database.db,
    jobs: platform.jobs,
    live: platform.live,
    plans,
    tellStory:
      engines.storyteller ??
      ((request, { pageCount, onProgress }) =>
        tellStory(request, onProgress ? { pageCount, onProgress } : { pageCount })),
    illustrate: engines.illustrator ?? drawOfflinePicture,
    files: platform.storage.files,
    makeWork: {
      ...OFFLINE_WORK_MAKERS,
      'coloring-book': coloringBookMaker(engines.illustrator),
      song: songMaker(
        ai.music?.provider === 'http' ? createHttpMusicRenderer(ai.music) : renderOffline,
      ),
      audiobook: speechWorkMaker(ai) ?? OFFLINE_WORK_MAKERS.audiobook,
    },
    generationJobName: STORY_GENERATION_JOB,
    workJobName: STORY_WORK_JOB,
    retries: { retryLimit: 2, retryDelaySeconds: 2, retryBackoff: true },
    logger: platform.logger.child({ component: 'stories' }),
  };
}

/** Registers stories (wizard drafts) and their artifacts, with story generation as a job. */
export async function registerStories(
  app: FastifyInstance,
  {
    config,
    platform,
    authenticate,
    plans,
  }: { config: Pick<Config, 'ai'>; platform: Platform; authenticate: Authenticate; plans: Plans },
): Promise<void> {
  const deps = storiesDepsOf(platform, plans, config.ai);
  const artifacts = createArtifactsService(deps);
  await app.register(storiesRoutes({ authenticate, stories: createStoriesService(deps) }));
  await app.register(artifactsRoutes({ authenticate, artifacts }));
  await app.register(
    storyPdfRoutes({
      authenticate,
      getArtifact: (userId, id) => artifacts.get(userId, id),
      storage: platform.storage.files,
    }),
  );
}
