import { z } from 'zod';
import { changeTypeSchema, storyElementTypeSchema } from './enum-schemas.js';
import { KNOWLEDGE_MEDIA_TYPES, STORY_ELEMENT_LIMITS } from './story-element-values.js';

export const knowledgeMediaTypeSchema = z.enum(KNOWLEDGE_MEDIA_TYPES);

const elementIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an element id (letters, digits, - and _)');

export const storyElementSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  type: storyElementTypeSchema,
  createdDateTimeUtcEpoch: z.number().nonnegative(),
  /** A storage path, not a download URL. */
  avatarUrl: z.string().optional(),
  /** Bags only: the ids of the elements the bag holds, in the order they were added. */
  memberIds: z.array(z.string()).optional(),
  /** When the element last changed, ms; absent on elements from older clients. */
  updatedDateTimeUtcEpoch: z.number().nonnegative().optional(),
});
export type StoryElement = z.infer<typeof storyElementSchema>;

export const storyElementChangeSchema = z.object({
  element: storyElementSchema,
  changeType: changeTypeSchema,
  timestamp: z.number().nonnegative(),
});
export type StoryElementChange = z.infer<typeof storyElementChangeSchema>;

/** What a client may write: the server owns ids of new elements, timestamps and the owner. */
export const storyElementInputSchema = z.object({
  /** Absent: create a new element. Present: update that element (404 unless it is yours). */
  id: elementIdSchema.optional(),
  name: z
    .string()
    .trim()
    .min(1, 'Please give it a name.')
    .max(
      STORY_ELEMENT_LIMITS.nameMax,
      `A name can be at most ${STORY_ELEMENT_LIMITS.nameMax} characters.`,
    ),
  description: z
    .string()
    .max(
      STORY_ELEMENT_LIMITS.descriptionMax,
      `A description can be at most ${STORY_ELEMENT_LIMITS.descriptionMax} characters.`,
    )
    .default(''),
  type: storyElementTypeSchema,
  /**
   * A storage path under the caller's own folder (from generate-avatar), null to remove the
   * picture, absent to keep it. An uploaded avatarFile wins over this.
   */
  avatarUrl: z.string().min(1).max(1024).nullable().optional(),
  /** Bags only: the full member list; absent keeps the members as they are. */
  memberIds: z.array(elementIdSchema).max(500).optional(),
});
export type StoryElementInput = z.infer<typeof storyElementInputSchema>;

/** The `requestData` part of `POST /storyElement/upsert`. */
export const storyElementUpsertRequestSchema = z.object({
  storyElement: storyElementInputSchema,
  removeKnowledgeIds: z.array(z.string().min(1).max(64)).max(100).default([]),
});
export type StoryElementUpsertRequest = z.input<typeof storyElementUpsertRequestSchema>;

export const knowledgeDocumentSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  mediaType: knowledgeMediaTypeSchema,
  sizeBytes: z.number().int().nonnegative(),
  createdDateTimeUtcEpoch: z.number().nonnegative(),
});
export type KnowledgeDocumentSummary = z.infer<typeof knowledgeDocumentSummarySchema>;

/** `GET /storyElement/{id}/knowledge/{knowledgeId}`. */
export const knowledgeDocumentSchema = knowledgeDocumentSummarySchema.extend({
  content: z.string(),
});
export type KnowledgeDocument = z.infer<typeof knowledgeDocumentSchema>;

/** `GET /storyElement/get/{id}` and the answer of `POST /storyElement/upsert`. */
export const storyElementDetailsSchema = storyElementSchema.extend({
  knowledge: z.array(knowledgeDocumentSummarySchema),
});
export type StoryElementDetails = z.infer<typeof storyElementDetailsSchema>;

/** `GET /storyElement/list`: newest first; pass nextCursor back as `cursor` for the next page. */
export const storyElementListQuerySchema = z.object({
  type: z.coerce.number().pipe(storyElementTypeSchema).optional(),
  /** Case-insensitive match on the name. */
  search: z.string().trim().max(STORY_ELEMENT_LIMITS.nameMax).optional(),
  limit: z.coerce.number().int().min(1).max(STORY_ELEMENT_LIMITS.listPageMax).default(100),
  cursor: z.string().max(200).optional(),
});
export type StoryElementListQuery = z.input<typeof storyElementListQuerySchema>;

export const storyElementPageSchema = z.object({
  items: z.array(storyElementSchema),
  nextCursor: z.string().nullable(),
});
export type StoryElementPage = z.infer<typeof storyElementPageSchema>;

/** `POST /storyElement/generate-avatar` (field casing as docs/product.md, "The API", writes it). */
export const generateAvatarRequestSchema = z.object({
  name: z.string().trim().min(1).max(STORY_ELEMENT_LIMITS.nameMax),
  description: z.string().max(STORY_ELEMENT_LIMITS.descriptionMax).default(''),
  StoryElementType: storyElementTypeSchema,
  storyId: z.string().max(128).nullish(),
});
export type GenerateAvatarRequest = z.input<typeof generateAvatarRequestSchema>;

/** The picture is stored, not yet attached: send its path as avatarUrl in the next upsert. */
export const generateAvatarResponseSchema = z.object({ avatarUrl: z.string() });
export type GenerateAvatarResponse = z.infer<typeof generateAvatarResponseSchema>;

/** The live event (STORY_ELEMENT_CHANGED_EVENT) sent to the owner after every element change. */
export const storyElementChangedEventSchema = z.object({
  changeType: changeTypeSchema,
  element: storyElementSchema,
});
export type StoryElementChangedEvent = z.infer<typeof storyElementChangedEventSchema>;
