// The public surface of this folder: other modules and engines import only from here.
export { deleteQuietly, releaseAvatar } from './avatar-storage.js';
export { presentElements, publishElementChange, toStoryElement } from './story-element-view.js';
export { registerStoryElements, storyElementsDepsOf } from './story-elements.module.js';
export { createStoryElementsService } from './story-elements.service.js';
export {
  elementsFromJson,
  ownedElementsAsJson,
  replaceBagMembers,
  selectBagIdsHolding,
  selectKnowledgeContents,
  selectMemberIds,
  selectOwnedElement,
  selectOwnedElements,
  type StoryElementRow,
  touchElements,
} from './story-elements.repository.js';
