import type { Story, StoryRequest } from './story-request.js';

// The port stories call to have a story told: the offline storyteller (tell-story.ts) and the
// AI provider (provider-storyteller.ts) both implement it.

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
