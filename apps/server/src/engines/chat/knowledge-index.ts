import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerEs } from '@nlpjs/lang-es';
import MiniSearch, { type QueryCombination } from 'minisearch';
import type { ChatCompanion, ChatLanguage, CharacterSheet } from './chat-port.js';
import { describedAs, nameParts, toFirstPerson } from './first-person.js';
import { sentencesOf } from './sentences.js';
import { isSmallWord } from './small-words.js';

/** A second fact must match at least this share of the best one's score to be said too. */
const RELATIVE_SCORE_KEPT = 0.5;

/** Where a fact was written: about the character itself, in a story, or about a companion. */
export type FactSource = 'self' | 'story' | 'companion';

export type Fact = {
  id: number;
  /** As the family wrote it. */
  text: string;
  /** As the character says it (first person for facts about itself). */
  spoken: string;
  source: FactSource;
  companion?: ChatCompanion;
};

export type FoundFact = { fact: Fact; score: number; matchedTerms: string[] };

/** Every sentence the character may speak from, each said the way the character says it. */
export function factsOf(sheet: CharacterSheet, language: ChatLanguage): Fact[] {
  const facts: Omit<Fact, 'id'>[] = [];
  const self = (text: string) => {
    for (const sentence of sentencesOf(text, language)) {
      facts.push({
        text: sentence,
        spoken: toFirstPerson(sentence, sheet.name, language, true),
        source: 'self',
      });
    }
  };
  self(describedAs(sheet.name, sheet.description, language));
  for (const document of sheet.knowledge) self(document.content);
  const names = nameParts(sheet.name).map((part) => part.toLowerCase());
  for (const story of sheet.stories) {
    for (const sentence of sentencesOf(story.text, language)) {
      if (!names.some((part) => sentence.toLowerCase().includes(part))) continue;
      facts.push({
        text: sentence,
        spoken: toFirstPerson(sentence, sheet.name, language, false),
        source: 'story',
      });
    }
  }
  for (const companion of sheet.companions) {
    for (const sentence of sentencesOf(
      describedAs(companion.name, companion.description, language),
      language,
    )) {
      facts.push({
        text: sentence,
        spoken: toFirstPerson(sentence, sheet.name, language, false),
        source: 'companion',
        companion,
      });
    }
  }
  return facts.map((fact, id) => ({ ...fact, id }));
}

// Words a question is about, kept although the stop-word lists drop them ('like' is one).
const TOPIC_WORDS = new Set(['like', 'likes', 'love', 'loves', 'live', 'lives', 'home', 'friend']);

const stemmers = { en: new StemmerEn(), es: new StemmerEs() };
const TOPIC_STEMS = new Set(
  [...TOPIC_WORDS].flatMap((word) => [stemmers.en.stemWord(word), stemmers.es.stemWord(word)]),
);

/** Lower case, accents kept apart from meaning ('canción' finds 'cancion'), stop words out. */
function termOf(language: ChatLanguage) {
  return (term: string): string | null => {
    const lower = term.toLowerCase();
    if (isSmallWord(lower, language) && !TOPIC_WORDS.has(lower)) return null;
    const plain = lower.normalize('NFD').replace(/\p{M}/gu, '');
    return stemmers[language].stemWord(plain) || null;
  };
}

/**
 * Full-text search over a character's facts (MiniSearch: BM25 ranking, fuzzy matching for
 * misspelt words, prefix matching), with the language's stemmer so 'friends' finds 'friend'.
 */
export class KnowledgeIndex {
  private readonly search: MiniSearch<Fact>;
  private readonly termOf: (term: string) => string | null;

  constructor(
    readonly facts: Fact[],
    readonly language: ChatLanguage,
  ) {
    this.termOf = termOf(language);
    this.search = new MiniSearch<Fact>({
      fields: ['text'],
      storeFields: [],
      processTerm: this.termOf,
    });
    this.search.addAll(facts);
  }

  /**
   * Facts that match best first, optionally only from some sources. The child's words are
   * matched fuzzily (they may be misspelt); `topicWords` (ours, spelt right) exactly, so 'love'
   * never finds 'live'. Facts far below the best match are left out. `needsSubject`: only facts
   * that match more than 'like' or 'love' ('I like dinosaurs' needs a fact about dinosaurs).
   * `onTopic`: only facts that match one of the topic words ('where do you live' needs a fact
   * about living somewhere, not one that shares 'do').
   */
  find(
    childWords: string,
    sources?: FactSource[],
    { topicWords = '', needsSubject = false, onTopic = false } = {},
  ): FoundFact[] {
    const queries: QueryCombination[] = [
      {
        queries: [childWords],
        fuzzy: (term) => (term.length >= 8 ? 2 : term.length >= 5 ? 1 : 0),
        prefix: (term) => term.length >= 4,
      },
    ];
    if (topicWords.trim()) queries.push({ queries: [topicWords], fuzzy: false, prefix: false });
    const results = this.search.search(
      { combineWith: 'OR', queries },
      {
        filter: sources ? (result) => sources.includes(this.facts[result.id]!.source) : undefined,
      },
    );
    const topicTerms = new Set(topicWords.split(/\s+/).flatMap((word) => this.termOf(word) ?? []));
    const telling = results.filter(
      (result) =>
        (!needsSubject || result.queryTerms.some((term) => !TOPIC_STEMS.has(term))) &&
        (!onTopic || result.queryTerms.some((term) => topicTerms.has(term))),
    );
    const best = telling[0]?.score ?? 0;
    return telling
      .filter((result) => result.score >= best * RELATIVE_SCORE_KEPT)
      .map((result) => ({
        fact: this.facts[result.id]!,
        score: result.score,
        matchedTerms: result.queryTerms,
      }));
  }
}
