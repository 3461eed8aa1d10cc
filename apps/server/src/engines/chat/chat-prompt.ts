import type { CharacterSheet, ChatLanguage } from './chat-port.js';
import { factsOf, KnowledgeIndex } from './knowledge-index.js';
import { sheetLanguage } from './written-language.js';

const LANGUAGE_NAMES: Record<ChatLanguage, string> = { en: 'English', es: 'Spanish' };

/** How many of the family's sentences go to the model with each turn: the most relevant ones. */
const PASSAGES = 8;

export const CHAT_RULES = [
  'You are a character from a family’s bedtime stories, talking with a young child through a chat.',
  'Always stay in character and in the story world; speak in the first person as the character.',
  'Use short, simple, friendly sentences a child of about five can follow: two to four sentences.',
  'Answer only from the character sheet and passages below; when they do not say, admit kindly that you do not know, then share something you do know.',
  'End most answers with a short question back to the child.',
  'Never ask for or repeat personal details (full name, address, phone, school, e-mail, photos, passwords).',
  'No romance, no violence, nothing scary or unkind; never suggest meeting in real life or keeping secrets from grown-ups.',
  'If the child seems hurt, sad or unsafe, kindly tell them to talk to a grown-up they trust.',
].join('\n');

/** The system prompt: the rules, the character sheet and the passages most relevant to the message. */
export function chatSystemPrompt(
  sheet: CharacterSheet,
  childMessage: string,
  language: ChatLanguage,
): string {
  const factsLanguage = sheetLanguage(sheet);
  const index = new KnowledgeIndex(factsOf(sheet, factsLanguage), factsLanguage);
  const relevant = index.find(childMessage).map((match) => match.fact.text);
  const selfFacts = index.facts.filter((fact) => fact.source === 'self').map((fact) => fact.text);
  const passages = [...new Set([...relevant, ...selfFacts])].slice(0, PASSAGES);
  const companions = sheet.companions.map(
    (companion) => `- ${companion.name} (${companion.kind}): ${companion.description}`,
  );
  return [
    CHAT_RULES,
    `Answer in ${LANGUAGE_NAMES[language]}.`,
    '',
    `Character sheet: you are ${sheet.name}. ${sheet.description}`.trim(),
    companions.length > 0 ? `Friends and places you know:\n${companions.join('\n')}` : null,
    sheet.stories.length > 0
      ? `Stories you were in: ${sheet.stories.map((story) => `"${story.title}"`).join(', ')}`
      : null,
    passages.length > 0
      ? `Passages the family wrote:\n${passages.map((p) => `- ${p}`).join('\n')}`
      : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
