import nlp from 'compromise';
import snowball from 'snowball-stemmers';
import { singularCandidates } from '../avatar-art/index.js';

export type SceneLanguage = 'en' | 'es';

/** One word of a page's text, with the forms the lexicons are looked up by. */
export type SceneWord = {
  /** As written, lower case, without punctuation. */
  text: string;
  /**
   * The forms to look the word up by, most particular first: for English the tagger's lemma
   * ("woods" → wood, "sleeping" → sleep) and the written word; for Spanish the Snowball stem.
   */
  keys: string[];
  /** Part of speech where the tagger knows it (English only). */
  noun: boolean;
  verb: boolean;
  /** Position in the text and in its clause, so an action can be given to who does it. */
  position: number;
  clause: number;
};

const spanishStemmer = snowball.newStemmer('spanish');

/** A Spanish word's index key: its Snowball stem, accents off (ñ kept), plurals folded. */
export function spanishKey(word: string): string {
  const lower = word.toLowerCase();
  // Accents off, but ñ is a letter of its own (año is not ano).
  const stem = spanishStemmer
    .stem(lower)
    .split('ñ')
    .map((part) => part.normalize('NFD').replace(/\p{M}/gu, ''))
    .join('ñ');
  return stem;
}

/** Keys for a Spanish word: its stem, and the stem without a plural ending Snowball left on. */
export function spanishKeys(word: string): string[] {
  const keys = [spanishKey(word)];
  const singular = word.replace(/(?<=[aeiouáéíóú])s$|(?<=[^aeiouáéíóú])es$/i, '');
  if (singular !== word && singular.length > 1) keys.push(spanishKey(singular));
  return [...new Set(keys)];
}

const CLAUSE_BREAK = /[.;:!?\u2014]|,\s+(?:y|pero|luego|mientras|cuando|entonces)\b/giu;

function clausesOf(text: string): string[] {
  return text.split(CLAUSE_BREAK).filter((part) => part && part.trim().length > 0);
}

const DETERMINERS = new Set(['Determiner', 'Possessive']);

const LETTERS = /[^\p{L}\p{N}'’-]+/gu;

/** A text's words in lower case, accents kept: what names and descriptions are compared by. */
export const plainWords = (text: string): string[] =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** A verb's bare form where the tagger gives none: cheering → cheer, smiling → smile. */
function verbStem(word: string): string | undefined {
  const stem = /^(.{2,}?)(ing|ed)$/.exec(word)?.[1];
  if (!stem) return undefined;
  if (/([^aeiou])\1$/.test(stem) && !/(ll|ss|ff|zz)$/.test(stem)) return stem.slice(0, -1);
  return /[^aeiouy][aeiou][^aeiouwxy]$/.test(stem) && stem.length <= 4 ? `${stem}e` : stem;
}

const isDeterminer = (term: Term | undefined) =>
  term !== undefined && [...term.tags].some((tag) => DETERMINERS.has(tag));

type Term = { normal: string; root?: string; post?: string; tags: Set<string> };

const CLAUSE_END = /[.;:!?\u2014]/u;
const JOINERS = new Set(['and', 'but', 'then', 'while', 'when', 'so']);

function englishWords(text: string): SceneWord[] {
  const doc = nlp(text);
  // Roots are the tagger's lemmas: "woods" → wood, "sleeping" → sleep, "carried" → carry.
  doc.compute('root');
  const terms = (doc as unknown as { docs: Term[][] }).docs.flat();
  const words: SceneWord[] = [];
  let clause = 0;
  terms.forEach((term, i) => {
    const plain = term.normal.replace(LETTERS, '');
    if (plain) {
      const lemma = term.root?.replace(LETTERS, '') || verbStem(plain);
      const before = terms.slice(Math.max(0, i - 2), i);
      words.push({
        text: plain,
        keys: [
          ...new Set(
            [lemma, plain, ...singularCandidates(plain)].filter((key): key is string =>
              Boolean(key),
            ),
          ),
        ],
        // The tagger can read "a book" after "read" as a verb; after a determiner it is a thing.
        // "the sun rose": a noun between the determiner and the word makes it no noun.
        noun:
          !term.tags.has('Pronoun') &&
          (term.tags.has('Noun') ||
            (!term.tags.has('Adjective') &&
              (isDeterminer(before[1] ?? before[0]) ||
                (before.length === 2 &&
                  isDeterminer(before[0]) &&
                  before[1]!.tags.has('Adjective'))))),
        verb: term.tags.has('Verb'),
        position: words.length,
        clause,
      });
    }
    const post = term.post ?? '';
    const next = terms[i + 1]?.normal ?? '';
    if (CLAUSE_END.test(post) || (post.includes(',') && JOINERS.has(next))) clause += 1;
  });
  return words;
}

function spanishWords(text: string): SceneWord[] {
  const words: SceneWord[] = [];
  clausesOf(text).forEach((clause, clauseIndex) => {
    for (const raw of clause.toLowerCase().split(LETTERS)) {
      const plain = raw.replace(/^['’-]+|['’-]+$/g, '');
      if (!plain) continue;
      words.push({
        text: plain,
        keys: spanishKeys(plain),
        noun: false,
        verb: false,
        position: words.length,
        clause: clauseIndex,
      });
    }
  });
  return words;
}

const ENGLISH_DETERMINERS = new Set(
  'the a an his her their its my your our this that these those some every'.split(' '),
);

/**
 * English words without the tagger, for long texts read only for their things: a word counts
 * as a noun after a determiner ("the lantern", "her old lantern").
 */
function untaggedEnglishWords(text: string): SceneWord[] {
  const tokens = text.toLowerCase().split(LETTERS).filter(Boolean);
  return tokens.map((plain, i) => ({
    text: plain,
    keys: [...new Set([...singularCandidates(plain), plain])],
    noun: tokens.slice(Math.max(0, i - 2), i).some((before) => ENGLISH_DETERMINERS.has(before)),
    verb: false,
    position: i,
    clause: 0,
  }));
}

/**
 * The words of a text as the scene planner reads them, in its language. `tagged: false` skips
 * the English tagger (much the slowest step) for texts of many pages.
 */
export function sceneWords(
  text: string,
  language: SceneLanguage,
  options: { tagged?: boolean } = {},
): SceneWord[] {
  if (language === 'es') return spanishWords(text);
  return options.tagged === false ? untaggedEnglishWords(text) : englishWords(text);
}

const SPANISH_MARKERS = new Set(
  'el la los las un una unos unas de del y en con por para que se su sus al es era muy pero cuando'.split(
    ' ',
  ),
);
const ENGLISH_MARKERS = new Set(
  'the a an and of in on with to is was are were his her their they at by for from into but when'.split(
    ' ',
  ),
);

/** Which of the two languages a text is written in, from its commonest little words. */
export function guessLanguage(text: string): SceneLanguage {
  let spanish = 0;
  let english = 0;
  for (const word of text.toLowerCase().split(LETTERS)) {
    if (SPANISH_MARKERS.has(word)) spanish++;
    if (ENGLISH_MARKERS.has(word)) english++;
  }
  if (/[ñ¿¡áéíóú]/i.test(text)) spanish++;
  return spanish > english ? 'es' : 'en';
}
