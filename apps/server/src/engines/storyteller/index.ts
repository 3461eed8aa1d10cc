export { pageCountFor, tellStory, type TellStoryOptions } from './tell-story.js';
export {
  storyRequestSchema,
  type Story,
  type StoryPage,
  type StoryRequest,
} from './story-request.js';
