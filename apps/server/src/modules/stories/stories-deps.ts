import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/live-hub.js';
import type { JobQueue } from '../../platform/queue/job-queue.js';
import type { Plans } from '../plans/plans.module.js';
import type { Story, StoryRequest } from '../storyteller/index.js';

/** Tells one story; the offline storyteller in production, a failing or slow one in tests. */
export type Storyteller = (
  request: StoryRequest,
  options: { signal: AbortSignal },
) => Story | Promise<Story>;

/** How the generation job retries; tests shorten the delay. */
export type GenerationRetries = {
  retryLimit: number;
  retryDelaySeconds: number;
  retryBackoff: boolean;
};

/** What the stories and artifacts services need from the platform and the plans module. */
export type StoriesDeps = {
  db: Db;
  jobs: Pick<JobQueue, 'register' | 'enqueue' | 'cancel'>;
  live: Pick<LiveHub, 'publish'>;
  plans: {
    credits: Pick<Plans['credits'], 'spendCredits' | 'refundCredits'>;
    subscriptions: Pick<Plans['subscriptions'], 'getCurrentSubscription'>;
  };
  tellStory: Storyteller;
  /** The generation job's queue name; a test with its own storyteller registers another. */
  generationJobName: string;
  retries: GenerationRetries;
  logger: { warn(details: object, message: string): void };
};
