import { Random } from '../storyteller/index.js';
import type { CharacterSheet, ChatLanguage } from './chat-port.js';
import { factsOf, KnowledgeIndex } from './knowledge-index.js';
import { exclaimed, fill, REPLY_BANKS } from './reply-composer.js';
import { sheetLanguage } from './written-language.js';

// How a conversation starts: the character's greeting, and the questions a child may tap.

/** The character's first words in a new conversation. */
export function greetingOf(sheet: CharacterSheet, seed: string): string {
  const language = sheetLanguage(sheet);
  const bank = REPLY_BANKS[language];
  const random = new Random(seed);
  const index = new KnowledgeIndex(factsOf(sheet, language), language);
  const first = index.facts.find((fact) => fact.source === 'self');
  const question = random.pick(bank.questionsBack.greet ?? bank.questionsBack.any!);
  return [
    fill(random.pick(bank.greeting), { name: sheet.name }),
    ...(first ? [exclaimed(first.spoken, language)] : []),
    question,
  ].join(' ');
}

const SUGGESTION_ORDER = [
  'likes',
  'home',
  'friends',
  'story',
  'joke',
  'identity',
  'riddle',
] as const;

/** Four questions to tap, turning with the conversation; the story's only when there is one. */
export function suggestionsFor(
  sheet: CharacterSheet,
  turnCount: number,
  language: ChatLanguage = sheetLanguage(sheet),
): string[] {
  const bank = REPLY_BANKS[language];
  const topics = SUGGESTION_ORDER.filter((topic) => topic !== 'story' || sheet.stories.length > 0);
  const start = turnCount % topics.length;
  return [...topics.slice(start), ...topics.slice(0, start)]
    .slice(0, 4)
    .map((topic) => bank.suggestions[topic]);
}
