import type { StoryImageStyle } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import type { LiveHub } from '../../platform/live/live-hub.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';
import type { JobQueue } from '../../platform/queue/job-queue.js';
import type { Plans } from '../plans/plans.module.js';
import type { Story, StoryRequest } from '../storyteller/index.js';
import type { WorkMakers } from './works/story-works.js';

export type StorytellerOptions = {
  signal: AbortSignal;
  /** Exactly this many pages: it was charged for (one picture each) before the telling began. */
  pageCount: number;
  /** Called now and then while writing, with how much is written (0 to 1). */
  onProgress?: (fraction: number) => void;
  /** The client asked for speed (UseFastModel): a provider may use its quicker model. */
  fast?: boolean;
};

/**
 * Tells one story: the offline storyteller by default, a configured AI provider otherwise, a
 * failing or slow one in tests. Answers exactly options.pageCount pages.
 */
export type Storyteller = (
  request: StoryRequest,
  options: StorytellerOptions,
) => Story | Promise<Story>;

/** Someone or something in a picture, drawn the same way on every page (same name, same look). */
export type PictureSubject = { name: string; description: string };

export type PictureRequest = {
  /** What the picture shows: the page's illustration sentence or the user's revision. */
  specification: string;
  characters: PictureSubject[];
  location: PictureSubject | null;
  style: StoryImageStyle;
  /** A coloring page asks for black outlines on white instead of a coloured picture. */
  purpose?: 'picture' | 'coloring-page';
  /** Varies what is left to chance (placement, backdrop details); same seed, same picture. */
  seed: string;
};

export type DrawnPicture = {
  png: Buffer;
  /** The vector original when the illustrator draws in SVG (the offline one does). */
  svg: string | null;
  width: number;
  height: number;
};

/** Draws one picture: the offline OpenMoji illustrator by default, an image provider otherwise. */
export type Illustrator = (
  request: PictureRequest,
  options: { signal: AbortSignal },
) => Promise<DrawnPicture>;

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
    credits: Pick<Plans['credits'], 'spendCredits' | 'refundCredits'>;
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
