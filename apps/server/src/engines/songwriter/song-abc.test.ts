import { parseMidi } from 'midi-file';
import { describe, expect, it } from 'vitest';
import { tellStory } from '../storyteller/index.js';
import { Random } from '../storyteller/random.js';
import { composeMelody } from './compose-melody.js';
import { songToAbc } from './song-abc.js';
import { syllablesOfLine, songToMidi, writeSong, type Song, type SongSection } from './index.js';

function songIn(language: 'en' | 'es', seed: string, age = 6): Song {
  const elements = [
    { name: 'Pip', description: '', type: 'character' as const },
    { name: 'Lola', description: '', type: 'character' as const },
  ];
  const story = tellStory({
    elements,
    event: '',
    goal: '',
    challenge: '',
    instructions: '',
    length: 'normal',
    age,
    language,
    seed,
  });
  return writeSong({ story, characters: elements, age, seed });
}

type Score = { header: Map<string, string>; body: string[] };

/** Just enough ABC reading for these checks: header fields, then the body without comments. */
function readAbc(abc: string): Score {
  const header = new Map<string, string>();
  const body: string[] = [];
  for (const line of abc.split('\n')) {
    if (line.trim() === '' || line.startsWith('%')) continue;
    const field = /^([A-Za-z]):(.*)$/.exec(line);
    if (field && body.length === 0 && field[1] !== 'w') header.set(field[1] ?? '', field[2] ?? '');
    else body.push(line);
  }
  return { header, body };
}

/** Notes in a music line: note letters (not rests z, not chord names in quotes). */
const notesIn = (music: string) => music.replace(/"[^"]*"/g, '').match(/[A-Ga-g]/g)?.length ?? 0;
/** Syllables of a w: line as ABC aligns them: split on spaces and unescaped hyphens. */
const syllablesIn = (words: string) =>
  words
    .replace(/\\-/g, '')
    .split(/[\s-]+/)
    .filter(Boolean).length;
/** The words a w: line spells once its hyphens join the syllables again. */
const spelled = (words: string) =>
  words
    .replace(/(?<!\\)-/g, '')
    .replace(/\\-/g, '-')
    .trim();

describe.each(['en', 'es'] as const)('songToAbc in %s', (language) => {
  const songs = Array.from({ length: 10 }, (_, index) =>
    songIn(language, `abc-${index}`, [3, 6, 10][index % 3]),
  );

  it('starts with the header fields a reader needs', () => {
    for (const song of songs) {
      const { header } = readAbc(song.abc);
      expect(song.abc.startsWith('X:')).toBe(true);
      expect(header.get('X')).toBe('1');
      expect(header.get('T')).toBe(song.title);
      expect(header.get('M')).toBe('4/4');
      expect(header.get('K')).toBe(song.melody.key);
      expect(header.get('Q')).toBe(`1/4=${song.melody.tempoBpm}`);
    }
  });

  it('puts a w: line under every music line, one syllable per note', () => {
    for (const song of songs) {
      const { body } = readAbc(song.abc);
      const lyricLines = song.sections.flatMap((section) => section.lines);
      expect(body).toHaveLength(lyricLines.length * 2);
      for (let index = 0; index < body.length; index += 2) {
        const music = body[index] ?? '';
        const words = body[index + 1] ?? '';
        expect(music).not.toMatch(/^w:/);
        expect(words).toMatch(/^w:/);
        expect(syllablesIn(words.slice(2)), `${music}\n${words}`).toBe(notesIn(music));
        const line = lyricLines[index / 2] ?? '';
        const lyricWords = line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
        expect(spelled(words.slice(2))).toBe(lyricWords.join(' '));
      }
    }
  });

  it('fills every bar with four beats and ends the tune with a final bar line', () => {
    for (const song of songs) {
      const { body } = readAbc(song.abc);
      const music = body.filter((line) => !line.startsWith('w:'));
      for (const line of music) {
        const bars = line
          .replace(/"[^"]*"/g, '')
          .split(/\|\]?/)
          .filter((bar) => bar.trim() !== '');
        for (const bar of bars) {
          // With L:1/8 a note without a number lasts one eighth; four beats are 8 eighths.
          const lengths = [...bar.matchAll(/[A-Ga-gz][,']*(\d*)/g)].map((note) =>
            Number(note[1] || 1),
          );
          expect(
            lengths.reduce((sum, length) => sum + length, 0),
            line,
          ).toBe(8);
        }
      }
      expect(music.at(-1)?.endsWith('|]')).toBe(true);
    }
  });
});

describe('songToAbc with rests', () => {
  it('writes a short line with a rest first, which takes no syllable', () => {
    const sections: SongSection[] = [
      { kind: 'verse', lines: ['Hello, Pip!', 'Sing along with me today.'] },
    ];
    const melody = composeMelody({
      sections,
      syllables: [sections[0]?.lines.map((line) => syllablesOfLine(line, 'en')) ?? []],
      range: { low: 60, high: 69 },
      tempoBpm: 100,
      random: new Random('rests'),
    });
    const song = { title: 'Short', language: 'en' as const, sections, melody };
    const rests = melody.notes.filter((note) => note.pitch === null);
    expect(rests.length).toBeGreaterThan(0);
    for (const rest of rests) expect(rest.syllable).toBeNull();

    const { body } = readAbc(songToAbc(song));
    expect(body[0]).toMatch(/z/);
    expect(syllablesIn(body[1]?.slice(2) ?? '')).toBe(notesIn(body[0] ?? ''));
    expect(spelled(body[1]?.slice(2) ?? '')).toBe('Hello, Pip!');
    // In the MIDI the first sung note comes in after the rest, with its syllable.
    const midi = parseMidi(songToMidi({ ...song, abc: '' }));
    const melodyEvents = midi.tracks[1] ?? [];
    const firstNote = melodyEvents.findIndex((event) => event.type === 'noteOn');
    const firstLyric = melodyEvents.findIndex((event) => event.type === 'lyrics');
    const ticksBefore = melodyEvents
      .slice(0, firstNote + 1)
      .reduce((sum, event) => sum + event.deltaTime, 0);
    const firstSung = melody.notes.find((note) => note.pitch !== null);
    expect(ticksBefore).toBe((firstSung?.startBeat ?? 0) * 480);
    expect(ticksBefore).toBeGreaterThan(0);
    expect(firstLyric).toBeLessThan(firstNote);
  });
});
