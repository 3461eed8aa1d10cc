/**
 * Splits lyric lines into the syllables that go one per note. Punctuation stays attached to the
 * syllable next to it, so joining a word's syllables gives back the word exactly as written.
 */
import type { SongLanguage } from './song-types.js';
import { syllablesOfEnglishWord } from './syllables-en.js';
import { syllablesOfSpanishWord } from './syllables-es.js';

export type Syllable = { text: string; wordEnd: boolean };

const LETTERS = /[\p{L}\p{N}]/u;

/** The syllables of one written word (which may carry punctuation, hyphens or apostrophes). */
export function syllablesOfWord(word: string, language: SongLanguage): string[] {
  const first = word.search(LETTERS);
  if (first < 0) return [word];
  let last = word.length - 1;
  while (last > first && !LETTERS.test(word[last] ?? '')) last--;
  const lead = word.slice(0, first);
  const core = word.slice(first, last + 1);
  const tail = word.slice(last + 1);
  // Hyphenated words: each part on its own, the hyphen stays with the part before it.
  const parts = core.split(/(?<=-)/);
  const pieces = parts.flatMap((part) => {
    const letters = part.replace(/-$/, '');
    const split =
      language === 'es' ? syllablesOfSpanishWord(letters) : syllablesOfEnglishWord(letters);
    if (part.endsWith('-')) split[split.length - 1] += '-';
    return split;
  });
  pieces[0] = lead + (pieces[0] ?? '');
  pieces[pieces.length - 1] += tail;
  return pieces;
}

/** The syllables of a line, in order, marking where each word ends. */
export function syllablesOfLine(line: string, language: SongLanguage): Syllable[] {
  return line
    .split(/\s+/)
    .filter((word) => LETTERS.test(word))
    .flatMap((word) => {
      const pieces = syllablesOfWord(word, language);
      return pieces.map((text, index) => ({ text, wordEnd: index === pieces.length - 1 }));
    });
}

/** The words of a line as the syllables will spell them (words with a letter or digit only). */
export function wordsOfLine(line: string): string[] {
  return line.split(/\s+/).filter((word) => LETTERS.test(word));
}
