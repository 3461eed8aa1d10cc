import type { StoryElementType } from '@storyloom/contracts';
import { wordsOf } from './child-safety.js';
import { MatchStrength, type EmojiKeywordIndex, type KeywordMatch } from './emoji-keyword-index.js';
import type { OpenmojiEntry } from './openmoji-catalog.js';
import { stableHash } from './stable-hash.js';
import { storyWords, type StoryWord } from './story-words.js';
import { FRIENDLY_DEFAULTS, typePreference } from './type-preferences.js';

export interface StoryElementText {
  name: string;
  description: string;
  type: StoryElementType;
  seed?: string;
}

export interface EmojiChoice {
  main: OpenmojiEntry;
  /** A small second picture when the description clearly names another thing. */
  badge?: OpenmojiEntry;
}

interface Candidate {
  match: KeywordMatch;
  score: number;
  /** Which words of the text this emoji answers. */
  origins: Set<string>;
}

function scoreCandidates(words: readonly StoryWord[], index: EmojiKeywordIndex) {
  const candidates = new Map<number, Candidate>();
  for (const { word, weight, origin } of words) {
    for (const match of index.matches(word)) {
      const candidate = candidates.get(match.rank) ?? { match, score: 0, origins: new Set() };
      candidate.score += match.strength * weight;
      candidate.origins.add(origin);
      candidates.set(match.rank, candidate);
    }
  }
  return [...candidates.values()];
}

/** Higher score first; then the plainer picture ("dragon" before "dragon face"); then OpenMoji's order. */
function byPreference(a: { score: number; match: KeywordMatch }, b: typeof a): number {
  return (
    b.score - a.score ||
    wordsOf(a.match.entry.annotation).length - wordsOf(b.match.entry.annotation).length ||
    a.match.rank - b.match.rank
  );
}

function friendlyDefault(text: StoryElementText, index: EmojiKeywordIndex): OpenmojiEntry {
  const available = FRIENDLY_DEFAULTS[text.type]
    .map((hexcode) => index.catalog.byHexcode.get(hexcode))
    .filter((entry): entry is OpenmojiEntry => entry !== undefined);
  const pick = stableHash(text.name, text.description, text.seed ?? '') % available.length;
  const entry = available[pick] ?? index.catalog.entries[0];
  if (!entry) throw new Error('OpenMoji has no pictures installed');
  return entry;
}

/** People and faces next to the main picture read as a second character, not a detail. */
const BADGE_GROUPS_LEFT_OUT = new Set(['people-body', 'smileys-emotion']);

/**
 * A badge only for a description word that names a thing outright (the word is the emoji's
 * name or the last word of it, never a colour or a loose tag) and that the main picture does
 * not already show, so "a fox who loves books" gets a book but "a blue fox" gets nothing.
 */
function chooseBadge(
  words: readonly StoryWord[],
  main: Candidate,
  index: EmojiKeywordIndex,
): OpenmojiEntry | undefined {
  const mainWords = new Set(wordsOf(main.match.entry.annotation));
  const otherWords = words.filter(
    ({ origin }) => origin.startsWith('description:') && !main.origins.has(origin),
  );
  const options = scoreCandidates(otherWords, index).filter(({ match }) => {
    const named = otherWords.some(({ word }) =>
      index
        .matches(word)
        .some((m) => m.rank === match.rank && m.strength >= MatchStrength.annotationHead - 1),
    );
    return (
      named &&
      !BADGE_GROUPS_LEFT_OUT.has(match.entry.group) &&
      !wordsOf(match.entry.annotation).some((part) => mainWords.has(part))
    );
  });
  return options.sort(byPreference)[0]?.match.entry;
}

/**
 * "Grandma Rosa, a hedgehog": the person picture came only from words of relation, and the text
 * names an animal outright, so the animal is who she is.
 */
function speciesOverRelation(
  best: Candidate,
  candidates: readonly Candidate[],
  words: readonly StoryWord[],
): Candidate {
  if (best.match.entry.group !== 'people-body') return best;
  const relationOrigins = new Set(words.filter((w) => w.relation).map((w) => w.origin));
  if (![...best.origins].every((origin) => relationOrigins.has(origin))) return best;
  const animal = candidates.find(
    (candidate) =>
      candidate.match.entry.group === 'animals-nature' &&
      candidate.match.entry.subgroups.startsWith('animal-') &&
      candidate.match.strength >= MatchStrength.annotationHead,
  );
  return animal ?? best;
}

export function chooseEmoji(text: StoryElementText, index: EmojiKeywordIndex): EmojiChoice {
  const words = storyWords(text.name, text.description, index.has);
  const candidates = scoreCandidates(words, index).map((candidate) => ({
    ...candidate,
    score: candidate.score * typePreference(text.type, candidate.match.entry),
  }));
  const best = candidates.sort(byPreference)[0];
  if (!best) return { main: friendlyDefault(text, index) };
  const main = speciesOverRelation(best, candidates, words);
  const badge = chooseBadge(words, main, index);
  return badge ? { main: main.match.entry, badge } : { main: main.match.entry };
}
