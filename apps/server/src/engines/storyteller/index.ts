export { pageCountFor, tellStory, type TellStoryOptions } from './tell-story.js';
export {
  storyRequestSchema,
  type Story,
  type StoryPage,
  type StoryRequest,
} from './story-request.js';
export type { Storyteller, StorytellerOptions } from './storyteller-port.js';
export { createProviderStoryteller, type ProviderStoryteller } from './provider-storyteller.js';
export { Random } from './random.js';
export { stripEndPunctuation, upperFirst } from './text-tidy.js';
export { withTitleArticle } from './spanish-agreement.js';
