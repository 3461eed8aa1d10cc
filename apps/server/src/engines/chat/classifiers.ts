import {
  CHAT_INTENTS,
  INTENT_EXAMPLES,
  OUT_OF_SCOPE_EXAMPLES,
  type ChatIntent,
} from './chat-intents.js';
import { StemmerEn } from '@nlpjs/lang-en-min';
import { StemmerEs } from '@nlpjs/lang-es';
import { leven } from '@nlpjs/similarity';
import type { ChatLanguage } from './chat-port.js';
import { feelingWordsKnown } from './child-feelings.js';
import { isSmallWord } from './small-words.js';
import { trainClassifier, type TextClassifier } from './text-classifier.js';

const intentClassifiers = new Map<ChatLanguage, Promise<TextClassifier<ChatIntent>>>();

/** The chat's intent classifier for a language, trained on first use (milliseconds), then kept. */
export function intentClassifier(language: ChatLanguage): Promise<TextClassifier<ChatIntent>> {
  let found = intentClassifiers.get(language);
  if (!found) {
    found = trainClassifier(language, INTENT_EXAMPLES[language], {
      outOfScope: OUT_OF_SCOPE_EXAMPLES[language],
      markPerson: true,
    });
    intentClassifiers.set(language, found);
  }
  return found;
}

// Below this the classifier is guessing: the message is answered from the facts alone.
const MIN_INTENT_SCORE = 0.5;

export type ReadMessage = {
  language: ChatLanguage;
  intent: ChatIntent | 'unknown';
  /** The message's words no example has: what it asks about ('hat', 'dinosaurs', 'Lola'). */
  subjectWords: string[];
};

/**
 * Which language a message is in (the one whose classifier knows more of its words; on a tie,
 * whose feeling examples do; then the conversation's) and what the child means.
 */
export async function readMessage(text: string, fallback: ChatLanguage): Promise<ReadMessage> {
  const [english, spanish] = await Promise.all([
    intentClassifier('en').then((classifier) => classifier.classify(text)),
    intentClassifier('es').then((classifier) => classifier.classify(text)),
  ]);
  const language = await moreKnownIn(english.knownWords, spanish.knownWords, async () => {
    // A tie on the questions' words: the words children tell their feelings with decide.
    const [en, es] = await Promise.all([
      feelingWordsKnown(text, 'en'),
      feelingWordsKnown(text, 'es'),
    ]);
    return moreKnownIn(en, es, async () => fallback);
  });
  const reading = language === 'en' ? english : spanish;
  const known = reading.label !== 'None' && reading.score >= MIN_INTENT_SCORE;
  const subjectWords = await (await intentClassifier(language)).unknownWords(text);
  return { language, intent: known ? (reading.label as ChatIntent) : 'unknown', subjectWords };
}

async function moreKnownIn(
  english: number,
  spanish: number,
  onTie: () => Promise<ChatLanguage>,
): Promise<ChatLanguage> {
  if (english === spanish) return onTie();
  return english > spanish ? 'en' : 'es';
}

export { CHAT_INTENTS };

const stemmers = { en: new StemmerEn(), es: new StemmerEs() };
const plain = (word: string) => word.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const vocabularies = new Map<string, string[]>();

/** The stems of the words an intent's examples use ('friend', 'best', 'play' for friends). */
function vocabularyOf(intent: ChatIntent, language: ChatLanguage): string[] {
  const key = `${language}:${intent}`;
  let found = vocabularies.get(key);
  if (!found) {
    const asking = INTENT_EXAMPLES[language][intent].map((example) =>
      example.replace(/\[[^\]]*\]/g, ''),
    );
    const words = asking.join(' ').match(/\p{L}+/gu) ?? [];
    found = [...new Set(words.map((word) => stemmers[language].stemWord(plain(word))))];
    vocabularies.set(key, found);
  }
  return found;
}

/**
 * The words of a question that its intent's examples do not ask with, misspellings forgiven:
 * what it asks about ('dog' in 'do you have a dog', 'pizza' in 'do you like pizza'), so that a
 * question about something the family never wrote of is answered honestly.
 */
export function subjectWordsFor(
  text: string,
  intent: ChatIntent,
  language: ChatLanguage,
): string[] {
  const vocabulary = vocabularyOf(intent, language);
  const words = [...new Set(text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])];
  return words.filter((word) => {
    if (isSmallWord(word, language)) return false;
    const stem = stemmers[language].stemWord(plain(word));
    // A short word is a typo only for a longer one with its first letter ('wat' for 'what';
    // 'dog' is no 'do', 'hat' no 'what').
    const typoOf = (known: string) =>
      stem.length <= 3
        ? known.length > stem.length && known[0] === stem[0] && leven(known, stem) <= 1
        : leven(known, stem) <= (stem.length >= 6 ? 2 : 1);
    return !vocabulary.some((known) => known === stem || typoOf(known));
  });
}
