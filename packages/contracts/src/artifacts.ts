import { z } from 'zod';
import { audiobookChapterSchema, voiceIdSchema } from './audiobook.js';
import {
  artifactKindSchema,
  artifactStatusSchema,
  generationProgressSchema,
  storyIdSchema,
  storyResultSchema,
  type ArtifactKind,
} from './story.js';
import { STORY_LANGUAGES } from './story-values.js';

// ---------------------------------------------------------------------------------------------
// Artifacts: a told story, and the works made from it (issue 7). Every stored file is a storage
// path in the owner's files: read it through `GET /api/files/signed-url?path=`.
// ---------------------------------------------------------------------------------------------

/** Paper sizes a coloring book is drawn for. */
export const PAPER_SIZES = ['a4', 'letter'] as const;
export const paperSizeSchema = z.enum(PAPER_SIZES);
export type PaperSize = z.infer<typeof paperSizeSchema>;

/** One printable coloring page: a story scene as black outlines on white, 1-bit PNG at 150 dpi. */
export const coloringPageSchema = z.object({
  /** 'page-1', 'page-2', ...: the story page whose scene it shows. */
  tag: z.string(),
  png: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** What the scene shows, for screen readers. */
  description: z.string(),
});
export type ColoringPage = z.infer<typeof coloringPageSchema>;

export const coloringBookResultSchema = z.object({
  title: z.string(),
  language: z.enum(STORY_LANGUAGES),
  paper: paperSizeSchema,
  /** The story artifact it was made from. */
  sourceArtifactId: z.string(),
  pages: z.array(coloringPageSchema),
  /** Every page in one printable PDF, one scene a page. */
  pdf: z.string(),
});
export type ColoringBookResult = z.infer<typeof coloringBookResultSchema>;

/** One sung syllable, timed against the song's audio so a player can light up the lyrics. */
export const songSyllableSchema = z.object({
  text: z.string(),
  /** True on a word's last syllable (a space follows it when the line is written out). */
  wordEnd: z.boolean(),
  /** Index into sections, and line within it. */
  section: z.number().int().nonnegative(),
  line: z.number().int().nonnegative(),
  startSeconds: z.number().nonnegative(),
  durationSeconds: z.number().positive(),
});
export type SongSyllable = z.infer<typeof songSyllableSchema>;

export const songResultSchema = z.object({
  title: z.string(),
  language: z.enum(STORY_LANGUAGES),
  sourceArtifactId: z.string(),
  /** In the order they are sung: the chorus comes back after every verse. */
  sections: z.array(z.object({ kind: z.enum(['verse', 'chorus']), lines: z.array(z.string()) })),
  /** The score in ABC notation, lyrics under the notes (render it with abcjs). */
  abc: z.string(),
  tempoBpm: z.number().positive(),
  syllables: z.array(songSyllableSchema),
  midi: z.string(),
  mp3: z.string(),
  durationSeconds: z.number().positive(),
});
export type SongResult = z.infer<typeof songResultSchema>;

export const audiobookResultSchema = z.object({
  title: z.string(),
  language: z.enum(STORY_LANGUAGES),
  sourceArtifactId: z.string(),
  voiceId: voiceIdSchema,
  mp3: z.string(),
  durationSeconds: z.number().positive(),
  /** The title first, then one chapter per story page. */
  chapters: z.array(audiobookChapterSchema),
});
export type AudiobookResult = z.infer<typeof audiobookResultSchema>;

/** The result each kind of artifact has once it succeeded. */
export const ARTIFACT_RESULT_SCHEMAS = {
  story: storyResultSchema,
  'coloring-book': coloringBookResultSchema,
  song: songResultSchema,
  audiobook: audiobookResultSchema,
} as const satisfies Record<ArtifactKind, z.ZodType>;
export type ArtifactResult = z.infer<(typeof ARTIFACT_RESULT_SCHEMAS)[ArtifactKind]>;

const artifactFields = {
  id: z.string(),
  storyId: z.string(),
  status: artifactStatusSchema,
  /** Names the generation for cancelling; null for artifacts that were not generated. */
  processTrackingId: z.string().nullable(),
  progress: generationProgressSchema,
  /** A readable message when status is 'failed' or 'cancelled'. */
  error: z.string().nullable(),
  parentBagId: z.string().nullable(),
  createdUtcEpoch: z.number(),
  updatedUtcEpoch: z.number(),
};

/** Present once status is 'succeeded'. */
const resultOf = <T extends z.ZodType>(schema: T) => schema.nullable();

/**
 * `GET /artifacts/{id}`, `POST /artifacts/create` (201) and `PUT /artifacts/{id}/parent`. kind
 * says which result it carries.
 */
export const artifactSchema = z.discriminatedUnion('kind', [
  z.object({ ...artifactFields, kind: z.literal('story'), result: resultOf(storyResultSchema) }),
  z.object({
    ...artifactFields,
    kind: z.literal('coloring-book'),
    result: resultOf(coloringBookResultSchema),
  }),
  z.object({ ...artifactFields, kind: z.literal('song'), result: resultOf(songResultSchema) }),
  z.object({
    ...artifactFields,
    kind: z.literal('audiobook'),
    result: resultOf(audiobookResultSchema),
  }),
]);
export type Artifact = z.infer<typeof artifactSchema>;
export type ArtifactOf<K extends ArtifactKind> = Extract<Artifact, { kind: K }>;

/** The kinds made from a told story. */
export const STORY_WORK_KINDS = [
  'coloring-book',
  'song',
  'audiobook',
] as const satisfies readonly ArtifactKind[];
export type StoryWorkKind = (typeof STORY_WORK_KINDS)[number];
export const isStoryWorkKind = (kind: ArtifactKind): kind is StoryWorkKind =>
  (STORY_WORK_KINDS as readonly ArtifactKind[]).includes(kind);

/**
 * How a work is made: paper for a coloring book (default 'a4'), voiceId for an audiobook (default:
 * the warm voice of the story's language; `GET /audiobook/voice-samples` lists them). Options that
 * do not apply to the kind are ignored.
 */
export const workOptionsSchema = z.object({
  paper: paperSizeSchema.optional(),
  voiceId: voiceIdSchema.optional(),
});
export type WorkOptions = z.infer<typeof workOptionsSchema>;

/**
 * Body of `POST /artifacts/generate`. Artifact.id is optional: send a fresh id (newStoryId()) to
 * make a retried request safe; the same id again answers the same artifact and is charged only
 * once. Without Regenerate, a story that already has a queued, running or succeeded artifact of
 * that kind answers that one (nothing charged); with Regenerate a new one is always made (unless
 * one is still queued or running, which is answered instead). UseFastModel lets a configured
 * quicker text model write a story.
 *
 * Costs: a story creditsPerStory plus creditsPerImage for each page's picture; a coloring book
 * creditsPerImage for each page; a song creditsPerSong; an audiobook creditsPerAudioBook. Works are
 * made from the story's newest succeeded story artifact.
 */
export const generateArtifactRequestSchema = z.object({
  Artifact: z.object({
    id: storyIdSchema.optional(),
    storyId: storyIdSchema,
    kind: artifactKindSchema,
  }),
  Regenerate: z.boolean().default(false),
  UseFastModel: z.boolean().default(false),
  Options: workOptionsSchema.default({}),
});
export type GenerateArtifactRequest = z.input<typeof generateArtifactRequestSchema>;

/**
 * 202 answer of `POST /artifacts/generate`: follow progress on the live channel
 * (STORY_GENERATION_EVENT) or with `GET /artifacts/{artifactId}`. Errors: 404 story not yours,
 * 400 nothing to tell or bad body (or an unknown voice), 403 'longer' not on your plan, 409 a work
 * asked for before the story is told, 422 unsafe words, 402 too few credits (nothing charged or
 * queued in each case).
 */
export const generateArtifactResponseSchema = z.object({
  artifactId: z.string(),
  processTrackingId: z.string(),
});
export type GenerateArtifactResponse = z.infer<typeof generateArtifactResponseSchema>;

/** Shown (409) when a coloring book, song or audiobook is asked for before the story is told. */
export const storyNotToldYetMessage =
  'Create the story first: coloring pages, songs and audiobooks are made from a finished story.';
