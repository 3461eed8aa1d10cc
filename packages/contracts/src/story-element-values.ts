// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).
import { StoryElementType } from './enums.js';

export const STORY_ELEMENT_LIMITS = {
  nameMax: 80,
  descriptionMax: 2000,
  /** Bytes of one knowledge document. */
  knowledgeDocumentMaxBytes: 100 * 1024,
  knowledgeDocumentsPerElement: 20,
  knowledgeTitleMax: 120,
  /** Bytes of one uploaded avatar picture. */
  avatarUploadMaxBytes: 8 * 1024 * 1024,
  /** Most elements one list page returns. */
  listPageMax: 200,
} as const;

/** Formats an uploaded avatar may have; recognised by content, never by file name. */
export const AVATAR_UPLOAD_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;

/** Knowledge documents are plain text or Markdown. */
export const KNOWLEDGE_MEDIA_TYPES = ['text/plain', 'text/markdown'] as const;

/** The live event sent to the owner after every element change. */
export const STORY_ELEMENT_CHANGED_EVENT = 'storyElement.changed';

export const bagFullMessage = (capacity: number): string =>
  `A bag holds up to ${capacity} ideas on your plan. Remove one first, or choose a bigger plan.`;

/** Elements that a bag may hold: anything but another bag. */
export const isBagMemberType = (type: StoryElementType): boolean => type !== StoryElementType.Bag;
