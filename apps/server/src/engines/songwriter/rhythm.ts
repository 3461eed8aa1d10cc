/**
 * Rhythm for one sung line: the syllables fill whole 4/4 bars (two for a usual line, more for a
 * line with long names), each beat holding a quarter note, two eighths, or half of a half note,
 * and the line ends on a long note. Nothing crosses a bar line, so ABC needs no ties.
 */
import type { Random } from '../storyteller/index.js';

export const BEATS_PER_BAR = 4;

/** Note lengths in beats for one line; rests carry no syllable. */
export type RhythmNote = { beats: number; rest: boolean };
type Cell = 'quarter' | 'eighths' | 'half' | 'rest';

/** How many beats a line needs: 8 normally, 4 more for every 6 or so extra syllables. */
export function lineBeats(syllables: number): number {
  let beats = 2 * BEATS_PER_BAR;
  // Before the final 2-beat note, every beat can carry at most two syllables.
  while (2 * (beats - 2) + 1 < syllables) beats += BEATS_PER_BAR;
  return beats;
}

export function lineRhythm(syllables: number, random: Random): RhythmNote[] {
  const cells = lineBeats(syllables) - 2;
  const before = syllables - 1;
  const kinds = new Array<Cell>(cells).fill('quarter');
  if (before > cells) {
    const order = random.shuffle([...Array(cells).keys()]);
    for (const cell of order.slice(0, before - cells)) kinds[cell] = 'eighths';
  } else {
    let spare = cells - before;
    // Halves (two cells) start on a bar's first or third beat, so they never cross a bar line.
    const pairs = random.shuffle([...Array(cells / 2).keys()].map((pair) => pair * 2));
    for (const start of pairs) {
      if (spare === 0) break;
      kinds[start] = kinds[start + 1] = 'half';
      spare--;
    }
    // A very short line rests on its first beats instead.
    for (let start = 0; spare > 0 && start < cells; start += 2, spare--) {
      kinds[start] = kinds[start + 1] = 'rest';
    }
  }
  const notes: RhythmNote[] = [];
  kinds.forEach((kind, cell) => {
    if (kind === 'quarter') notes.push({ beats: 1, rest: false });
    if (kind === 'eighths') notes.push({ beats: 0.5, rest: false }, { beats: 0.5, rest: false });
    const startsPair = cell % 2 === 0;
    if (kind === 'half' && startsPair) notes.push({ beats: 2, rest: false });
    if (kind === 'rest' && startsPair) notes.push({ beats: 2, rest: true });
  });
  notes.push({ beats: 2, rest: false });
  return notes;
}
