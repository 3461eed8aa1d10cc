import type { Random } from '../storyteller/index.js';
import type { ChatLanguage, CharacterSheet } from './chat-port.js';
import type { Fact, FactSource, KnowledgeIndex } from './knowledge-index.js';
import type { ReplyBank } from './reply-bank.js';
import { REPLY_BANK_EN } from './reply-bank-en.js';
import { REPLY_BANK_ES } from './reply-bank-es.js';
import { wordCount } from './sentences.js';

// What every part of an offline reply draws on: the facts found, the words of the bank, and
// what the character has already said.

export const REPLY_BANKS: Record<ChatLanguage, ReplyBank> = {
  en: REPLY_BANK_EN,
  es: REPLY_BANK_ES,
};

/** A fact longer than this is not said whole: small children listen to short sentences. */
export const LONGEST_FACT_WORDS = 28;

export type Composer = {
  sheet: CharacterSheet;
  /** The reply's language (the child's). */
  language: ChatLanguage;
  /** The language the family wrote the facts in. */
  factsLanguage: ChatLanguage;
  bank: ReplyBank;
  index: KnowledgeIndex;
  random: Random;
  /** What the character said before (so facts and jokes are not told twice in a row). */
  said: string[];
  message: string;
  /** The message's sentiment (NLP.js): below 0 it is not cheered ('i am bored'). */
  sentiment: number;
  /** What the message asks about in words no example has ('hat', 'dinosaurs', 'Lola'). */
  subjectWords: string[];
};

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** Whether the character said this before (a fact is said with '!' for its '.', '¡' too). */
export function heard(composer: Composer, text: string): boolean {
  const core = text.replace(/^[¡¿]/, '').replace(/[.!?]+$/, '');
  return composer.said.some((reply) => reply.includes(core));
}

/** Facts matching the query, best first, the ones not said yet before the ones said. */
export function bestFacts(
  composer: Composer,
  query: string,
  sources: FactSource[],
  count: number,
  options: { topicWords?: string; needsSubject?: boolean; onTopic?: boolean } = {},
): Fact[] {
  const found = composer.index
    .find(query, sources, options)
    .map((match) => match.fact)
    .filter((fact) => wordCount(fact.spoken) <= LONGEST_FACT_WORDS);
  const fresh = found.filter((fact) => !heard(composer, fact.spoken));
  return [...fresh, ...found.filter((fact) => !fresh.includes(fact))].slice(0, count);
}

/** A fact about the character the child has not heard yet, for "I don't know, but…". */
export function somethingIKnow(composer: Composer): Fact | undefined {
  const known = composer.index.facts.filter(
    (fact) => fact.source !== 'companion' && wordCount(fact.spoken) <= LONGEST_FACT_WORDS,
  );
  const fresh = known.filter((fact) => !heard(composer, fact.spoken));
  return fresh[0] ?? (known.length > 0 ? composer.random.pick(known) : undefined);
}

/** Facts said cheerfully: 'My favourite food is blueberry pancakes!', '¡Vivo junto al faro!'. */
export function exclaimed(sentence: string, language: ChatLanguage): string {
  if (!sentence.endsWith('.')) return sentence;
  const cheerful = `${sentence.slice(0, -1)}!`;
  return language === 'es' && !/^[¡¿]/.test(cheerful) ? `¡${cheerful}` : cheerful;
}

export const spoken = (composer: Composer, facts: Fact[]) =>
  facts.map((fact) => exclaimed(fact.spoken, composer.factsLanguage));

export function listOf(names: string[], bank: ReplyBank): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${bank.and} ${names.at(-1)}`;
}

export function dontKnow(composer: Composer): string[] {
  const { bank, random } = composer;
  const fact = somethingIKnow(composer);
  return fact
    ? [
        random.pick(bank.dontKnow),
        random.pick(bank.butIKnow),
        exclaimed(fact.spoken, composer.factsLanguage),
      ]
    : [random.pick(bank.dontKnow)];
}

/** The first sentence the family wrote about a companion. */
export function factsAbout(composer: Composer, companionName: string): Fact[] {
  return composer.index.facts
    .filter((fact) => fact.companion?.name === companionName)
    .filter((fact) => wordCount(fact.spoken) <= LONGEST_FACT_WORDS)
    .slice(0, 1);
}

export function dontKnowTail(composer: Composer): string[] {
  const fact = somethingIKnow(composer);
  return fact
    ? [composer.random.pick(composer.bank.butIKnow), exclaimed(fact.spoken, composer.factsLanguage)]
    : [];
}

export function fresh(composer: Composer, lines: string[]): string {
  const unheard = lines.filter((line) => !heard(composer, line));
  return composer.random.pick(unheard.length > 0 ? unheard : lines);
}
