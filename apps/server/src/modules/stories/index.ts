// The public surface of this folder: other modules and engines import only from here.
export {
  createStoriesModule,
  registerStories,
  storiesDepsOf,
  type StoriesModule,
} from './stories.module.js';
export { ownsStory, storiesFeaturing, type StoryMemory } from './stories-featuring.js';
export { selectStoriesMadeByChildren as storiesMadeByChildren } from './stories.repository.js';
