import type { FastifyInstance } from 'fastify';
import type { AiConfig } from '../../platform/ai/ai-config.js';
import { providerEngines } from './configured-engines.js';
import type { Platform } from '../../platform/platform.js';
import type { Plans } from '../plans/index.js';
import { drawOfflinePicture } from '../../engines/illustrator/index.js';
import { storyPdfRoutes } from '../story-pdf/index.js';
import { tellStory } from '../../engines/storyteller/index.js';
import { artifactsRoutes } from './artifacts.routes.js';
import { createArtifactsService, type ArtifactsService } from './artifacts.service.js';
import type { StoriesDeps } from './stories-deps.js';
import { createHttpMusicRenderer, renderOffline } from '../../engines/songwriter/index.js';
import { coloringBookMaker } from './works/make-coloring-book.js';
import { speechWorkMaker, type AudiobookMaker } from './works/make-provider-audiobook.js';
import { songMaker } from './works/make-song.js';
import { OFFLINE_WORK_MAKERS } from './works/offline-makers.js';
import type { WorkMakers } from './works/story-works.js';
import { storiesRoutes } from './stories.routes.js';
import { createStoriesService, type StoriesService } from './stories.service.js';
import { storyGenerationJob } from './story-generation.job.js';
import { storyWorkJob } from './works/story-work.job.js';
import type { StoriesJobs } from './artifacts.service.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import { tracedCalls } from '../../platform/telemetry/span-scope.js';

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
    // Each engine call is a span of the generation's trace (docs/operations.md, "Tracing").
    tellStory: tracedCalls(
      'engine storyteller',
      { category: 'engine', feature: 'story' },
      engines.storyteller ??
        ((request, { pageCount, onProgress }) =>
          tellStory(request, onProgress ? { pageCount, onProgress } : { pageCount })),
    ),
    illustrate: tracedCalls(
      'engine illustrator',
      { category: 'engine', feature: 'story' },
      engines.illustrator ?? drawOfflinePicture,
    ),
    files: platform.storage.files,
    makeWork: tracedWorkMakers({
      ...OFFLINE_WORK_MAKERS,
      'coloring-book': coloringBookMaker(engines.illustrator),
      song: songMaker(
        ai.music?.provider === 'http' ? createHttpMusicRenderer(ai.music) : renderOffline,
      ),
      audiobook: speechWorkMaker(ai) ?? OFFLINE_WORK_MAKERS.audiobook,
    }),
    generationJobName: STORY_GENERATION_JOB,
    workJobName: STORY_WORK_JOB,
    retries: { retryLimit: 2, retryDelaySeconds: 2, retryBackoff: true },
    logger: platform.logger.child({ component: 'stories' }),
  };
}

function tracedWorkMakers(makers: WorkMakers): WorkMakers {
  const span = (kind: keyof WorkMakers) => ({ category: 'engine', feature: kind }) as const;
  return {
    'coloring-book': tracedCalls(
      'engine coloring-book',
      span('coloring-book'),
      makers['coloring-book'],
    ),
    song: tracedCalls('engine song', span('song'), makers.song),
    // The audiobook maker also tells which voices it has (the request's voice is checked with it).
    audiobook: Object.assign(tracedCalls('engine audiobook', span('audiobook'), makers.audiobook), {
      findVoice: (makers.audiobook as AudiobookMaker).findVoice,
    }),
  };
}

export type StoriesModule = {
  stories: StoriesService;
  artifacts: ArtifactsService;
  /** Registered by the server's job list (jobs.ts) in every role; the services enqueue them. */
  jobs: StoriesJobs;
};

/** Builds the stories services and their jobs, without HTTP (every role builds this). */
export function createStoriesModule(deps: StoriesDeps): StoriesModule {
  const jobs: StoriesJobs = { generation: storyGenerationJob(deps), work: storyWorkJob(deps) };
  return {
    stories: createStoriesService(deps),
    artifacts: createArtifactsService(deps, jobs),
    jobs,
  };
}

/** Registers the routes of stories (wizard drafts), their artifacts and the story PDF. */
export async function registerStories(
  app: FastifyInstance,
  {
    stories,
    files,
  }: {
    stories: StoriesModule;
    files: FileStorage;
  },
): Promise<void> {
  const { artifacts } = stories;
  await app.register(storiesRoutes({ stories: stories.stories }));
  await app.register(artifactsRoutes({ artifacts }));
  await app.register(
    storyPdfRoutes({
      getArtifact: (userId, id) => artifacts.get(userId, id),
      storage: files,
    }),
  );
}
