import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/live-hub.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { JobQueue } from '../../platform/queue/job-queue.js';
import type { Plans } from '../plans/index.js';
import type { Illustrator } from '../../engines/illustrator/index.js';
import type { Storyteller } from '../../engines/storyteller/index.js';

export type {
  DrawnPicture,
  Illustrator,
  PictureRequest,
  PictureSubject,
} from '../../engines/illustrator/index.js';
export type { Storyteller, StorytellerOptions } from '../../engines/storyteller/index.js';
import type { WorkMakers } from './works/story-works.js';

/** How the generation job retries; tests shorten the delay. */
export type GenerationRetries = {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
};

/** What the stories and artifacts services need from the platform and the plans module. */
export type StoriesDeps = {
  db: Db;
  jobs: Pick<JobQueue, 'enqueue' | 'cancel'>;
  live: Pick<LiveHub, 'publish'>;
  plans: {
    credits: Pick<Plans['credits'], 'spendCredits' | 'refundCredits' | 'refundEndedWork'>;
    subscriptions: Pick<Plans['subscriptions'], 'getCurrentSubscription'>;
  };
  tellStory: Storyteller;
  /** Draws each page's picture after the telling, and again on regenerate-image. */
  illustrate: Illustrator;
  /** Where pictures are kept, under the owner's `stories/{artifactId}/` folder. */
  files: Pick<FileStorage, 'put' | 'exists' | 'delete' | 'deletePrefix'>;
  /** Makes coloring books, songs and audiobooks from a told story (works/offline-makers.ts). */
  makeWork: WorkMakers;
  /** The generation job's queue name; a test with its own storyteller registers another. */
  generationJobName: string;
  /** The queue name of the job that makes works (same reason). */
  workJobName: string;
  retries: GenerationRetries;
  logger: { warn(details: object, message: string): void };
};
