/**
 * The song the offline songwriter writes from a story: lyrics in sections, a melody with one
 * syllable per note, and the same tune as ABC notation. MIDI and audio are made from it.
 */
import { z } from 'zod';
import { storyResultSchema, STORY_LANGUAGES, STORY_LIMITS } from '@storyloom/contracts';

export type SongLanguage = (typeof STORY_LANGUAGES)[number];

export type SongSection = { kind: 'verse' | 'chorus'; lines: string[] };

/** One note of the tune. pitch is a MIDI note number, null for a rest (which has no syllable). */
export type SongNote = {
  pitch: number | null;
  /** Length in quarter-note beats. */
  beats: number;
  /** Where the note starts, in beats from the start of the song (for highlighting lyrics). */
  startBeat: number;
  /** The syllable sung on this note, exactly as written in the lyric (punctuation included). */
  syllable: string | null;
  /** True on the last syllable of a word. */
  wordEnd: boolean;
  /** Which section (index into Song.sections) and line of it the note belongs to. */
  section: number;
  line: number;
};

export type SongMelody = {
  /** ABC key name of the major key, e.g. 'C', 'F', 'Bb'. */
  key: string;
  tempoBpm: number;
  /** Every pitch lies within low..high (MIDI note numbers, both included). */
  range: { low: number; high: number };
  /** The chord under each 4/4 bar, as ABC chord names ('C', 'F', 'G', 'Am'...). */
  chords: string[];
  notes: SongNote[];
};

export type Song = {
  title: string;
  language: SongLanguage;
  /** In the order they are sung: the chorus comes back after every verse. */
  sections: SongSection[];
  melody: SongMelody;
  abc: string;
};

/** A child's comfortable singing range: middle C up to A4. */
export const DEFAULT_SONG_RANGE = { low: 60, high: 69 } as const;
/** A major key needs a fifth above its tonic and a little more for the tune to move. */
export const MIN_RANGE_SEMITONES = 7;

export const songRangeSchema = z
  .object({ low: z.number().int().min(36).max(84), high: z.number().int().min(43).max(96) })
  .refine((range) => range.high - range.low >= MIN_RANGE_SEMITONES, {
    message: `A singing range must span at least ${MIN_RANGE_SEMITONES} semitones.`,
  });

export const songCharacterSchema = z.object({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(STORY_LIMITS.descriptionMax).default(''),
});

export const songRequestSchema = z.object({
  story: storyResultSchema,
  characters: z.array(songCharacterSchema).max(STORY_LIMITS.elementsMax).default([]),
  /** The story's locations: a long place name is sung as its kind ("the wood") when it must be. */
  places: z.array(songCharacterSchema).max(STORY_LIMITS.elementsMax).default([]),
  age: z.number().int().min(STORY_LIMITS.ageMin).max(STORY_LIMITS.ageMax).default(5),
  language: z.enum(STORY_LANGUAGES).optional(),
  seed: z.string().max(200).default(''),
  range: songRangeSchema.optional(),
});
export type SongRequest = z.input<typeof songRequestSchema>;
