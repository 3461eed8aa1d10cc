// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).
import { WizardPhase } from './enums.js';
import type { ArtifactStatus, StoryDraft, StoryImageStyle, StoryOptions } from './story.js';

/** ISO timestamp with ':' and '.' replaced by '-', e.g. 2024-05-01T10-20-30-123Z. */
export function newStoryId(date: Date = new Date()): string {
  return date.toISOString().replace(/[:.]/g, '-');
}

export function newStoryDraft(date?: Date): StoryDraft {
  return {
    id: newStoryId(date),
    currentPhase: WizardPhase.Ideas,
    event: { description: '' },
    goal: { description: '' },
    challenge: { description: '' },
    instructions: { description: '' },
    storyElements: [],
  };
}

/**
 * Story and artifact ids: the client's timestamp ids (2026-11-22T07-30-00-000Z) and similar.
 * storyIdSchema checks the same pattern, so the client and the server agree on what an id is.
 */
export const STORY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const isStoryId = (value: string): boolean => STORY_ID_PATTERN.test(value);

export const STORY_LIMITS = {
  /** Longest event, goal, challenge or instructions description. */
  descriptionMax: 2000,
  titleMax: 200,
  /** Most elements one story may use (the storyteller's limit). */
  elementsMax: 40,
  ageMin: 2,
  ageMax: 12,
} as const;

export const STORY_LENGTHS = ['normal', 'longer'] as const;

/** How many pages (each with a picture) a story of each length gets; the cost depends on it. */
export const STORY_PAGE_RANGE = {
  normal: { min: 6, max: 12 },
  longer: { min: 10, max: 20 },
} as const satisfies Record<(typeof STORY_LENGTHS)[number], { min: number; max: number }>;

/** What a story costs: its words plus one picture a page, from the fewest to the most pages. */
export function storyCostRange(
  costs: { creditsPerStory: number; creditsPerImage: number },
  length: (typeof STORY_LENGTHS)[number],
): { min: number; max: number } {
  const pages = STORY_PAGE_RANGE[length];
  return {
    min: costs.creditsPerStory + costs.creditsPerImage * pages.min,
    max: costs.creditsPerStory + costs.creditsPerImage * pages.max,
  };
}

export const STORY_LANGUAGES = ['en', 'es'] as const;

export const DEFAULT_STORY_OPTIONS: StoryOptions = { length: 'normal', age: 5, language: 'en' };

/**
 * What an artifact of a story is: the told story itself, or a work made from it (a coloring book,
 * a song, an audiobook; see artifacts.ts).
 */
export const ARTIFACT_KINDS = ['story', 'coloring-book', 'song', 'audiobook'] as const;

export const ARTIFACT_STATUSES = ['queued', 'running', 'succeeded', 'failed', 'cancelled'] as const;

/** Statuses after which nothing changes any more. */
export const FINISHED_ARTIFACT_STATUSES: readonly ArtifactStatus[] = [
  'succeeded',
  'failed',
  'cancelled',
];

/**
 * Stages of a generation. A story goes planning, writing, illustrating, finishing; a coloring book
 * planning, drawing, finishing; a song planning, composing, recording, finishing; an audiobook
 * planning, narrating, finishing.
 */
export const GENERATION_STAGES = [
  'planning',
  'writing',
  'illustrating',
  'drawing',
  'composing',
  'recording',
  'narrating',
  'finishing',
] as const;

/** How a picture is drawn; the offline illustrator varies palette and line weight. */
export const STORY_IMAGE_STYLES = ['storybook', 'pastel', 'bold'] as const;

export const DEFAULT_STORY_IMAGE_STYLE: StoryImageStyle = 'storybook';

/** The tag of the picture on page `index` (0-based). */
export const pictureTagForPage = (index: number): string => `page-${index + 1}`;

/** `GET /story/list?limit=` (ApiRoutes.stories.list): the caller's stories, newest saved first. */
export const RECENT_STORIES_LIMITS = { default: 20, max: 50 } as const;
/** How many chosen elements a recent story names. */
export const RECENT_STORY_ELEMENT_NAMES = 5;

export const PICTURE_SPECIFICATION_MAX = 500;

/** Shown in the app and on the PDF's last page wherever OpenMoji artwork is used. */
export const OPENMOJI_CREDIT =
  'Pictures made with OpenMoji, the open-source emoji and icon project (openmoji.org), license CC BY-SA 4.0.';

export const ENHANCEABLE_FIELDS = ['event', 'goal', 'challenge', 'instructions'] as const;

/** The live event sent to the owner whenever a generation's status, stage or percent changes. */
export const STORY_GENERATION_EVENT = 'story.generation';

/** Shown (400) when a story has no elements and no descriptions. */
export const nothingToTellMessage =
  'Choose at least one story element or describe what should happen before creating the story.';
/** Shown (403) when a plan without longer content asks for a longer story. */
export const longerContentNotAllowedMessage =
  'Longer stories are part of a bigger plan. Choose the normal length, or upgrade your plan.';
