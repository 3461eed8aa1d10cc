/**
 * The offline songwriter: lyrics from the story, a tune in a child's singing range, and the score
 * as ABC. Everything is chosen by a seeded random source, so the same story and seed always give
 * the same song.
 */
import { Random } from '../storyteller/index.js';
import { composeMelody } from './compose-melody.js';
import { songToAbc } from './song-abc.js';
import { syllablesOfLine } from './syllables.js';
import {
  DEFAULT_SONG_RANGE,
  songRequestSchema,
  type Song,
  type SongRequest,
} from './song-types.js';
import { writeLyrics } from './write-lyrics.js';

/** Younger children sing a little slower. */
const TEMPO_BY_AGE = [
  { upTo: 4, tempos: [88, 92, 96] },
  { upTo: 7, tempos: [96, 100, 104] },
  { upTo: 99, tempos: [104, 108, 112] },
] as const;

export function writeSong(request: SongRequest): Song {
  const input = songRequestSchema.parse(request);
  const language = input.language ?? input.story.language;
  const range = input.range ?? DEFAULT_SONG_RANGE;
  const random = new Random(`song|${input.seed}|${language}|${input.story.title}`);
  const lyrics = writeLyrics({
    story: input.story,
    characters: input.characters,
    places: input.places,
    age: input.age,
    language,
    random,
  });
  const tempos = TEMPO_BY_AGE.find((band) => input.age <= band.upTo)?.tempos ?? [100];
  const melody = composeMelody({
    sections: lyrics.sections,
    syllables: lyrics.sections.map((section) =>
      section.lines.map((line) => syllablesOfLine(line, language)),
    ),
    range,
    tempoBpm: random.pick(tempos),
    random,
  });
  const song = { title: lyrics.title, language, sections: lyrics.sections, melody };
  return { ...song, abc: songToAbc(song) };
}
