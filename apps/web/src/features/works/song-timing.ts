import type { SongResult, SongSyllable } from '@storyloom/contracts';

/**
 * Which syllable is being sung at `seconds`: the index of the last syllable that has started and
 * not yet ended, or -1 in the pauses between lines, before the first and after the last.
 * Syllables come in singing order, so a binary search finds it in a long song at 60 frames a
 * second without effort.
 */
export function syllableAt(syllables: readonly SongSyllable[], seconds: number): number {
  let low = 0;
  let high = syllables.length - 1;
  let started = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const syllable = syllables[middle];
    if (syllable && syllable.startSeconds <= seconds) {
      started = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  const candidate = syllables[started];
  if (!candidate) return -1;
  return seconds < candidate.startSeconds + candidate.durationSeconds ? started : -1;
}

/** One line of lyrics as sung: its syllables with their index in the song's syllable list. */
export interface SungLine {
  text: string;
  syllables: { index: number; text: string; wordEnd: boolean }[];
}

export interface SungSection {
  kind: 'verse' | 'chorus';
  /** 1 for the first verse, 2 for the second; choruses are not numbered. */
  number: number;
  lines: SungLine[];
}

/**
 * The lyrics section by section, each line split into its timed syllables. A line the timing does
 * not cover is still shown, as plain words.
 */
export function sungSections(song: Pick<SongResult, 'sections' | 'syllables'>): SungSection[] {
  let verses = 0;
  return song.sections.map((section, sectionIndex) => {
    if (section.kind === 'verse') verses += 1;
    return {
      kind: section.kind,
      number: section.kind === 'verse' ? verses : 0,
      lines: section.lines.map((text, lineIndex) => ({
        text,
        syllables: song.syllables.flatMap((syllable, index) =>
          syllable.section === sectionIndex && syllable.line === lineIndex
            ? [{ index, text: syllable.text, wordEnd: syllable.wordEnd }]
            : [],
        ),
      })),
    };
  });
}
