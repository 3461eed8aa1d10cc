import { UNSAFE_WORDS_EN } from './unsafe-words-en.js';
import { UNSAFE_WORDS_ES } from './unsafe-words-es.js';
import { UNSAFE_WORDS_FR } from './unsafe-words-fr.js';
import { UNSAFE_WORDS_DE } from './unsafe-words-de.js';
import { UNSAFE_WORDS_IT } from './unsafe-words-it.js';
import { UNSAFE_WORDS_PT } from './unsafe-words-pt.js';

/** Why a text is refused, in the order the check reports them. */
export const REASONS = [
  'violence',
  'sexual content',
  'drugs or alcohol',
  'hate',
  'self-harm',
  'bad language',
] as const;
export type Reason = (typeof REASONS)[number];

/**
 * One language's part of the check's own list, by reason. Entries are words or phrases in the
 * syntax of word-index.ts ('hang|hanged himself|herself', 'touch … private parts'), matched as
 * whole words after normalisation: lower case, look-alike letters folded, leetspeak undone,
 * stretched letters squeezed. Write accents as the language does: the accentless twin is found
 * too, unless innocent-words.ts excludes it ('mató' is listed; 'mato', a bush in Portuguese, is
 * not).
 *
 * Keep out words with an everyday meaning in a children's story (fight, blood, dead, weed, crack,
 * rum, wine, naked, 'heroína' which is also a heroine): the check would then stop ordinary
 * stories. Parts of innocent words are fine ('ass' in 'class'): only whole words match.
 */
export type WordList = Partial<Record<Reason, readonly string[]>>;

export const UNSAFE_WORDS: readonly WordList[] = [
  UNSAFE_WORDS_EN,
  UNSAFE_WORDS_ES,
  UNSAFE_WORDS_FR,
  UNSAFE_WORDS_DE,
  UNSAFE_WORDS_IT,
  UNSAFE_WORDS_PT,
];
