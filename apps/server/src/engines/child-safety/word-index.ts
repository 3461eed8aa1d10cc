import { listedSpellings, normaliseText, plainLetters } from './normalise.js';

/**
 * An entry of a list, in the lists' small syntax: words separated by spaces are a phrase, read
 * in order with nothing between them ('kill yourself'); 'a|b' lists the forms one place takes
 * ('hang|hanged|hanging'); '…' between two places lets up to GAP_WORDS other words stand there
 * ('touch|touches … private parts'), within one sentence and one clause.
 */
export type ListEntry = { entry: string; reason: string };

export const GAP_WORDS = 4;

type Slot = { spellings: ReadonlySet<string>; gapBefore: number };
export type Phrase = { slots: Slot[]; reason: string };

export type WordIndex = {
  /** Every spelling of a single listed word, with its reason (the first list naming it wins). */
  words: Map<string, string>;
  /** Single words by length, for words with hidden letters ('f*ck'). */
  wordsByLength: Map<number, string[]>;
  /** Phrases by every spelling of their first word. */
  phrases: Map<string, Phrase[]>;
  /**
   * Innocent phrases ('killer whale') and words ('râpe', a grater, is not 'rape'): listed words
   * inside them are not read as unsafe. Matched as written, accents included.
   */
  innocent: Map<string, Phrase[]>;
  /** Entries without any letter (an emoji), found anywhere in the text. */
  symbols: ListEntry[];
};

const MAX_GLUED_FORMS = 32;

/** A phrase's places, or null for an entry without any letter or digit. */
function slotsOf(entry: string, external: boolean, spell = listedSpellings): Slot[] | null {
  const text = normaliseText(entry);
  // The maintained lists write some phrases with hyphens or apostrophes ('foda-se', "op z'n").
  const cleaned = external ? text.replace(/[^\p{L}\p{M}\p{N}\s]/gu, ' ') : text;
  const slots: Slot[] = [];
  let gap = 0;
  for (const item of cleaned.split(/\s+/).filter(Boolean)) {
    // NFKC writes '…' as three dots.
    if (item === '...') {
      gap = GAP_WORDS;
      continue;
    }
    const spellings = new Set(item.split('|').flatMap(spell));
    slots.push({ spellings, gapBefore: gap });
    gap = 0;
  }
  return slots.length > 0 ? slots : null;
}

/** A phrase as its exclusion is written: plain letters, single spaces ('tied up'). */
const phraseKey = (entry: string) =>
  plainLetters(
    normaliseText(entry)
      .replace(/[^\p{L}\p{M}\p{N}|]+/gu, ' ')
      .trim(),
  );

/**
 * What an exclusion list excludes: a phrase as a whole ('tied up'); a word in every spelling
 * ('heroína' and 'heroina'), while an accentless word leaves its accented twin listed ('tue'
 * excluded, 'tué' still found).
 */
export function exclusionSet(exclusions: readonly string[]): ReadonlySet<string> {
  return new Set(
    exclusions.flatMap((exclusion) =>
      /\s/.test(exclusion.trim())
        ? [phraseKey(exclusion)]
        : listedSpellings(normaliseText(exclusion.trim())),
    ),
  );
}

/** 'blow job' → 'blowjob': a phrase typed without its spaces is the same phrase. */
function gluedForms(slots: Slot[]): string[] {
  if (slots.length > 4 || slots.some((slot) => slot.gapBefore > 0)) return [];
  let forms = [''];
  for (const slot of slots) {
    forms = forms.flatMap((form) => [...slot.spellings].map((spelling) => form + spelling));
    if (forms.length > MAX_GLUED_FORMS) return [];
  }
  return forms;
}

function addPhrase(map: Map<string, Phrase[]>, phrase: Phrase) {
  for (const spelling of phrase.slots[0]!.spellings) {
    map.set(spelling, [...(map.get(spelling) ?? []), phrase]);
  }
}

/**
 * Builds the lookup the check uses, from its own lists (first: their reasons win) and the
 * maintained lists. An excluded spelling or phrase is never registered: innocent words of some
 * language ('chatte', she-cat) and a listed word's accentless twin ('tue' for 'tué'); see
 * exclusionSet.
 */
export function buildWordIndex(sources: {
  own: ListEntry[];
  maintained: ListEntry[];
  excluded: ReadonlySet<string>;
  innocent: string[];
}): WordIndex {
  const index: WordIndex = {
    words: new Map(),
    wordsByLength: new Map(),
    phrases: new Map(),
    innocent: new Map(),
    symbols: [],
  };
  const addWord = (spelling: string, reason: string) => {
    if (sources.excluded.has(spelling) || index.words.has(spelling)) return;
    index.words.set(spelling, reason);
    if (/^\p{L}+$/u.test(spelling)) {
      const sameLength = index.wordsByLength.get(spelling.length) ?? [];
      index.wordsByLength.set(spelling.length, [...sameLength, spelling]);
    }
  };
  const add = ({ entry, reason }: ListEntry, external: boolean) => {
    const slots = slotsOf(entry, external);
    if (!slots) {
      index.symbols.push({ entry: entry.trim(), reason });
      return;
    }
    if (slots.length === 1) {
      for (const spelling of slots[0]!.spellings) addWord(spelling, reason);
      return;
    }
    if (sources.excluded.has(phraseKey(entry))) return;
    addPhrase(index.phrases, { slots, reason });
    for (const glued of gluedForms(slots)) addWord(glued, reason);
  };
  for (const entry of sources.own) add(entry, false);
  for (const entry of sources.maintained) add(entry, true);
  for (const entry of sources.innocent) {
    const slots = slotsOf(entry, false, (word) => [word]);
    if (slots) addPhrase(index.innocent, { slots, reason: '' });
  }
  return index;
}
