import { wordsOf } from './child-safety.js';
import {
  loadOpenmojiCatalog,
  type OpenmojiCatalog,
  type OpenmojiEntry,
} from './openmoji-catalog.js';
import { singularCandidates } from './story-words.js';

/**
 * How well a word names an emoji. The annotation is OpenMoji's name for the picture and its
 * last word is usually the thing itself ("world map", "water wave"); tags are loose
 * associations ("dragon" is tagged "knights"), so they count for much less.
 */
export const MatchStrength = {
  wholeAnnotation: 14,
  annotationHead: 10,
  annotationWord: 6,
  tag: 4,
  openmojiTag: 3,
} as const;

export interface KeywordMatch {
  entry: OpenmojiEntry;
  /** Position in OpenMoji's order, a stable tie-breaker. */
  rank: number;
  strength: number;
}

export interface EmojiKeywordIndex {
  catalog: OpenmojiCatalog;
  matches(word: string): readonly KeywordMatch[];
  has(word: string): boolean;
}

function addWord(
  byWord: Map<string, Map<number, KeywordMatch>>,
  word: string,
  match: KeywordMatch,
): void {
  // Index the word as written and as singular, so tags like "knights" answer "knight".
  // A singular form counts a little less than the word itself: "house" is 🏠 before 🏘 houses.
  for (const form of new Set([word, ...singularCandidates(word)])) {
    const strength = form === word ? match.strength : match.strength - 1;
    let matches = byWord.get(form);
    if (!matches) byWord.set(form, (matches = new Map()));
    const known = matches.get(match.rank);
    if (!known || known.strength < strength) matches.set(match.rank, { ...match, strength });
  }
}

function buildIndex(catalog: OpenmojiCatalog): EmojiKeywordIndex {
  const byWord = new Map<string, Map<number, KeywordMatch>>();
  catalog.entries.forEach((entry, rank) => {
    const annotation = wordsOf(entry.annotation);
    const add = (word: string, strength: number) =>
      addWord(byWord, word, { entry, rank, strength });
    for (const word of wordsOf(entry.openmoji_tags)) add(word, MatchStrength.openmojiTag);
    for (const word of wordsOf(entry.tags)) add(word, MatchStrength.tag);
    annotation.forEach((word, position) =>
      add(
        word,
        position === annotation.length - 1
          ? MatchStrength.annotationHead
          : MatchStrength.annotationWord,
      ),
    );
    if (annotation.length === 1 && annotation[0]) add(annotation[0], MatchStrength.wholeAnnotation);
  });
  const frozen = new Map([...byWord].map(([word, matches]) => [word, [...matches.values()]]));
  return {
    catalog,
    matches: (word) => frozen.get(word) ?? [],
    has: (word) => frozen.has(word),
  };
}

let index: Promise<EmojiKeywordIndex> | undefined;

/** The keyword index over every child-friendly OpenMoji picture, built once per process. */
export function loadEmojiKeywordIndex(): Promise<EmojiKeywordIndex> {
  index ??= loadOpenmojiCatalog()
    .then(buildIndex)
    .catch((error: unknown) => {
      index = undefined;
      throw error;
    });
  return index;
}
