import { z } from 'zod';
import { wizardPhaseSchema } from './enum-schemas.js';
import { storyElementSchema } from './story-element.js';
import {
  ARTIFACT_KINDS,
  ARTIFACT_STATUSES,
  ENHANCEABLE_FIELDS,
  GENERATION_STAGES,
  PICTURE_SPECIFICATION_MAX,
  RECENT_STORIES_LIMITS,
  RECENT_STORY_ELEMENT_NAMES,
  STORY_ID_PATTERN,
  STORY_IMAGE_STYLES,
  STORY_LANGUAGES,
  STORY_LENGTHS,
  STORY_LIMITS,
} from './story-values.js';

export const storyDescriptionSchema = z.object({ description: z.string() });
export type StoryDescription = z.infer<typeof storyDescriptionSchema>;

/** The artifact's fields are not specified; keep whatever arrives. */
export const storyArtifactSchema = z.record(z.string(), z.unknown());
export type StoryArtifact = z.infer<typeof storyArtifactSchema>;

export const storyDraftSchema = z.object({
  id: z.string().min(1),
  currentPhase: wizardPhaseSchema,
  event: storyDescriptionSchema,
  goal: storyDescriptionSchema,
  challenge: storyDescriptionSchema,
  instructions: storyDescriptionSchema,
  storyElements: z.array(storyElementSchema),
  artifact: storyArtifactSchema.optional(),
  processTrackingId: z.string().optional(),
  parentBagId: z.string().optional(),
});
export type StoryDraft = z.infer<typeof storyDraftSchema>;

// ---------------------------------------------------------------------------------------------
// Stories and artifacts API (issue 6). Field casing follows docs/product.md, "The API", as written
// ("Readings of unclear points" 10).
// ---------------------------------------------------------------------------------------------

/** Accepts exactly what isStoryId accepts. */
export const storyIdSchema = z
  .string()
  .regex(STORY_ID_PATTERN, 'must be a story id (letters, digits, - and _)');

/** How the story is told; 'longer' needs a plan with canGenerateLongerContent. */
export const storyOptionsSchema = z.object({
  length: z.enum(STORY_LENGTHS).default('normal'),
  age: z.number().int().min(STORY_LIMITS.ageMin).max(STORY_LIMITS.ageMax).default(5),
  language: z.enum(STORY_LANGUAGES).default('en'),
});
export type StoryOptions = z.infer<typeof storyOptionsSchema>;

const descriptionInputSchema = z.object({
  description: z
    .string()
    .max(
      STORY_LIMITS.descriptionMax,
      `A description can be at most ${STORY_LIMITS.descriptionMax} characters.`,
    )
    .default(''),
});

/**
 * The story inside `POST /story/upsert` `{story}`. The wizard may send its whole draft: only the
 * fields below are read (artifact, processTrackingId and any other key are ignored). Chosen elements
 * are stored by id; ids that are not in the caller's library are dropped, and the answer shows
 * which were kept.
 */
export const storyInputSchema = z.object({
  id: storyIdSchema,
  currentPhase: wizardPhaseSchema,
  event: descriptionInputSchema.default({ description: '' }),
  goal: descriptionInputSchema.default({ description: '' }),
  challenge: descriptionInputSchema.default({ description: '' }),
  instructions: descriptionInputSchema.default({ description: '' }),
  storyElements: z
    .array(z.object({ id: z.string().min(1).max(64) }).loose())
    .max(STORY_LIMITS.elementsMax, `A story can use at most ${STORY_LIMITS.elementsMax} elements.`)
    .default([]),
  /** Absent keeps the saved options (a new story gets DEFAULT_STORY_OPTIONS). */
  options: storyOptionsSchema.optional(),
  /** Absent keeps the saved title; null clears it. */
  title: z.string().trim().max(STORY_LIMITS.titleMax).nullable().optional(),
});
export type StoryInput = z.input<typeof storyInputSchema>;

/** Body of `POST /story/upsert`. */
export const storyUpsertRequestSchema = z.object({ story: storyInputSchema });
export type StoryUpsertRequest = z.input<typeof storyUpsertRequestSchema>;

/**
 * A saved story: the answer of `POST /story/upsert` (200) and `GET /story/get/{id}`. It also
 * parses as a StoryDraft. storyElements are the caller's current library elements, in the chosen
 * order; artifactIds are the story's artifacts, newest first.
 */
export const savedStorySchema = z.object({
  id: z.string(),
  currentPhase: wizardPhaseSchema,
  event: storyDescriptionSchema,
  goal: storyDescriptionSchema,
  challenge: storyDescriptionSchema,
  instructions: storyDescriptionSchema,
  storyElements: z.array(storyElementSchema),
  options: storyOptionsSchema,
  title: z.string().nullable(),
  artifactIds: z.array(z.string()),
  createdUtcEpoch: z.number(),
  updatedUtcEpoch: z.number(),
});
export type SavedStory = z.infer<typeof savedStorySchema>;

/** What an artifact of a story is (ARTIFACT_KINDS). */
export const artifactKindSchema = z.enum(ARTIFACT_KINDS);
export type ArtifactKind = z.infer<typeof artifactKindSchema>;

export const artifactStatusSchema = z.enum(ARTIFACT_STATUSES);
export type ArtifactStatus = z.infer<typeof artifactStatusSchema>;

export const generationStageSchema = z.enum(GENERATION_STAGES);
export type GenerationStage = z.infer<typeof generationStageSchema>;

export const generationProgressSchema = z.object({
  stage: generationStageSchema.nullable(),
  /** 0 to 100. */
  percent: z.number().min(0).max(100),
});
export type GenerationProgress = z.infer<typeof generationProgressSchema>;

export const storyImageStyleSchema = z.enum(STORY_IMAGE_STYLES);
export type StoryImageStyle = z.infer<typeof storyImageStyleSchema>;

/**
 * A page's picture. png and svg are storage paths in the owner's files (read them through
 * `GET /api/files/signed-url?path=`); a new drawing gets new paths, so caches never show an old
 * one. specification is what was drawn: the page's illustration sentence, or the revision the
 * user asked for.
 */
export const storyPictureSchema = z.object({
  /** Names the picture for `PUT /artifacts/{id}/regenerate-image`: 'page-1', 'page-2', ... */
  tag: z.string(),
  png: z.string(),
  /** The vector original, when the illustrator drew one (the offline one does). */
  svg: z.string().nullable(),
  specification: z.string(),
  style: storyImageStyleSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type StoryPicture = z.infer<typeof storyPictureSchema>;

export const storyPageSchema = z.object({
  text: z.string(),
  /** Names of the characters on this page. */
  characters: z.array(z.string()),
  location: z.string().nullable(),
  /** One sentence describing the scene, for the illustrator. */
  illustration: z.string(),
  /** Absent on stories told before pictures existed, and on pages written by hand. */
  picture: storyPictureSchema.nullable().optional(),
});
export type StoryPage = z.infer<typeof storyPageSchema>;

export const storyResultSchema = z.object({
  title: z.string(),
  pages: z.array(storyPageSchema),
  language: z.enum(STORY_LANGUAGES),
});
export type StoryResult = z.infer<typeof storyResultSchema>;

export const recentStoriesQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECENT_STORIES_LIMITS.max)
    .default(RECENT_STORIES_LIMITS.default),
});

/**
 * One story in the library's Recent Work. title is the saved title, else the latest succeeded
 * artifact's title, else null; elementNames are the first chosen elements still in the library;
 * latestArtifact is the newest generation (any status), null before the first one; works are the
 * newest artifact of each kind, stories first, then coloring books, songs and audiobooks.
 */
export const recentStorySchema = z.object({
  id: z.string(),
  title: z.string().nullable(),
  updatedUtcEpoch: z.number(),
  elementNames: z.array(z.string()).max(RECENT_STORY_ELEMENT_NAMES),
  latestArtifact: z
    .object({ id: z.string(), status: artifactStatusSchema, kind: artifactKindSchema })
    .nullable(),
  works: z.array(
    z.object({ id: z.string(), status: artifactStatusSchema, kind: artifactKindSchema }),
  ),
});
export type RecentStory = z.infer<typeof recentStorySchema>;

export const recentStoriesResponseSchema = z.object({ items: z.array(recentStorySchema) });
export type RecentStoriesResponse = z.infer<typeof recentStoriesResponseSchema>;

/**
 * Body of `POST /artifacts/create`: a story written by hand, saved as succeeded (201). With the id
 * of one of your succeeded artifacts of the same story, its result is replaced instead (a page
 * edited by hand; 201); 409 when that id is another story's or not finished. A page's picture must
 * be one that artifact already has (stored in its own folder), otherwise 400; pictures the edit
 * leaves out are deleted.
 */
export const createArtifactRequestSchema = z.object({
  artifact: z.object({
    id: storyIdSchema.optional(),
    storyId: storyIdSchema,
    /** Only stories are written by hand; coloring books, songs and audiobooks are generated. */
    kind: z.literal('story'),
    result: storyResultSchema,
    parentBagId: z.string().min(1).max(64).nullable().optional(),
  }),
});
export type CreateArtifactRequest = z.input<typeof createArtifactRequestSchema>;

/**
 * Body of `PUT /artifacts/{id}/regenerate-image`: draws the picture named by tag again from the
 * revised description, in imageStyle (default: the picture's current style). Costs
 * creditsPerImage, refunded when the drawing fails. Answers 200 with the updated artifact; 404 when
 * the artifact or tag is not yours, 409 while the story is still being told, 422 unsafe words, 402
 * too few credits.
 */
export const regenerateImageRequestSchema = z.object({
  tag: z.string().regex(/^page-[1-9][0-9]{0,2}$/, 'must name a page picture, like page-1'),
  revisedImageSpecification: z
    .string()
    .trim()
    .min(1, 'Describe what the picture should show.')
    .max(
      PICTURE_SPECIFICATION_MAX,
      `A picture description can be at most ${PICTURE_SPECIFICATION_MAX} characters.`,
    ),
  storyId: storyIdSchema,
  imageStyle: storyImageStyleSchema.optional(),
});
export type RegenerateImageRequest = z.input<typeof regenerateImageRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Enhancements: the wizard's "improve" action on a description.
// ---------------------------------------------------------------------------------------------

export const enhanceableFieldSchema = z.enum(ENHANCEABLE_FIELDS);
export type EnhanceableField = z.infer<typeof enhanceableFieldSchema>;

/**
 * Body of `POST /enhancements/enhance`: makes one wizard description richer and clearer for a
 * story, keeping its meaning. Free; rate-limited. 422 when the text (or the improvement) is not
 * suitable for children.
 */
export const enhanceRequestSchema = z.object({
  field: enhanceableFieldSchema,
  text: z
    .string()
    .trim()
    .min(1, 'Write a few words first, then improve them.')
    .max(
      STORY_LIMITS.descriptionMax,
      `A description can be at most ${STORY_LIMITS.descriptionMax} characters.`,
    ),
  language: z.enum(STORY_LANGUAGES).default('en'),
  /** Names of the story's chosen elements, so the improvement can weave them in. */
  elementNames: z.array(z.string().min(1).max(200)).max(STORY_LIMITS.elementsMax).default([]),
});
export type EnhanceRequest = z.input<typeof enhanceRequestSchema>;
export const enhanceResponseSchema = z.object({ text: z.string() });
export type EnhanceResponse = z.infer<typeof enhanceResponseSchema>;

/** Body of `PUT /artifacts/{id}/parent`: the bag must be one of your bags; null takes it out. */
export const setArtifactParentRequestSchema = z.object({
  StoryId: storyIdSchema,
  NewParentBagId: z.string().min(1).max(64).nullable(),
});
export type SetArtifactParentRequest = z.input<typeof setArtifactParentRequestSchema>;

/**
 * The live event (STORY_GENERATION_EVENT) sent to the owner whenever a generation's status, stage
 * or percent changes.
 */
export const storyGenerationEventSchema = z.object({
  artifactId: z.string(),
  storyId: z.string(),
  processTrackingId: z.string(),
  status: artifactStatusSchema,
  progress: generationProgressSchema,
  error: z.string().nullable(),
});
export type StoryGenerationEvent = z.infer<typeof storyGenerationEventSchema>;
