/**
 * Writes the tune as ABC 2.1: a header (X, T, C, M, L, Q, K), then one music line per lyric
 * line with a chord symbol on every bar, each followed by its `w:` line with one syllable per
 * note (a hyphen joins the syllables of a word).
 */
import { BEATS_PER_BAR } from './rhythm.js';
import { MAJOR_KEYS, abcPitch } from './keys.js';
import type { Song, SongNote } from './song-types.js';

/** With L:1/8, a quarter-note beat is 2 units. */
const UNITS_PER_BEAT = 2;

const SECTION_LABELS = {
  en: { verse: 'Verse', chorus: 'Chorus' },
  es: { verse: 'Estrofa', chorus: 'Estribillo' },
} as const;

/** Header fields are one line each and may not start a comment. */
const headerText = (text: string): string => text.replace(/[\r\n%]+/g, ' ').trim();

/** A syllable as a `w:` field reads it: its own hyphens escaped, ABC's special marks dropped. */
function lyricToken(syllable: string): string {
  return syllable.replace(/[~_*|%\\]/g, '').replace(/-/g, '\\-');
}

function noteToken(note: SongNote, keyName: string): string {
  const key = MAJOR_KEYS.find((candidate) => candidate.name === keyName);
  if (!key) throw new Error(`Unknown key ${keyName}.`);
  const units = note.beats * UNITS_PER_BEAT;
  const length = units === 1 ? '' : String(units);
  return (note.pitch === null ? 'z' : abcPitch(note.pitch, key)) + length;
}

/** One music line: notes with bar lines, eighth pairs beamed, a chord on each bar. */
function musicLine(notes: SongNote[], song: Song, closing: string): string {
  let out = '';
  notes.forEach((note, index) => {
    const bar = Math.floor(note.startBeat / BEATS_PER_BAR);
    const startsBar = note.startBeat % BEATS_PER_BAR === 0;
    if (startsBar && index > 0) out += ' | ';
    else if (index > 0 && !(note.beats === 0.5 && note.startBeat % 1 !== 0)) out += ' ';
    if (startsBar) out += `"${song.melody.chords[bar] ?? ''}"`;
    out += noteToken(note, song.melody.key);
  });
  return `${out} ${closing}`;
}

function lyricLine(notes: SongNote[]): string {
  return notes
    .filter((note) => note.syllable !== null)
    .map((note) => lyricToken(note.syllable as string) + (note.wordEnd ? ' ' : '-'))
    .join('')
    .replace(/-$/, '')
    .trim();
}

export function songToAbc(song: Omit<Song, 'abc'>): string {
  const labels = SECTION_LABELS[song.language];
  const lines: string[] = [
    'X:1',
    `T:${headerText(song.title)}`,
    'C:Storyloom',
    'M:4/4',
    'L:1/8',
    `Q:1/4=${song.melody.tempoBpm}`,
    `K:${song.melody.key}`,
  ];
  let verse = 0;
  song.sections.forEach((section, sectionIndex) => {
    if (section.kind === 'verse') verse++;
    const label = section.kind === 'verse' ? `${labels.verse} ${verse}` : labels.chorus;
    lines.push(`% ${label}`);
    section.lines.forEach((_, lineIndex) => {
      const notes = song.melody.notes.filter(
        (note) => note.section === sectionIndex && note.line === lineIndex,
      );
      const lastOfSong =
        sectionIndex === song.sections.length - 1 && lineIndex === section.lines.length - 1;
      lines.push(musicLine(notes, song as Song, lastOfSong ? '|]' : '|'));
      lines.push(`w: ${lyricLine(notes)}`);
    });
  });
  return lines.join('\n') + '\n';
}
