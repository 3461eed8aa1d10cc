import {
  CHAT_INTENTS,
  INTENT_EXAMPLES,
  OUT_OF_SCOPE_EXAMPLES,
  type ChatIntent,
} from './chat-intents.js';
import type { ChatLanguage } from './chat-port.js';
import { trainClassifier, type TextClassifier } from './text-classifier.js';

const intentClassifiers = new Map<ChatLanguage, Promise<TextClassifier<ChatIntent>>>();

/** The chat's intent classifier for a language, trained on first use (milliseconds), then kept. */
export function intentClassifier(language: ChatLanguage): Promise<TextClassifier<ChatIntent>> {
  let found = intentClassifiers.get(language);
  if (!found) {
    found = trainClassifier(language, INTENT_EXAMPLES[language], {
      outOfScope: OUT_OF_SCOPE_EXAMPLES[language],
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
 * Which language a message is in (the one whose classifier knows more of its words; a tie keeps
 * the conversation's) and what the child means.
 */
export async function readMessage(text: string, fallback: ChatLanguage): Promise<ReadMessage> {
  const [english, spanish] = await Promise.all([
    intentClassifier('en').then((classifier) => classifier.classify(text)),
    intentClassifier('es').then((classifier) => classifier.classify(text)),
  ]);
  const language =
    english.knownWords === spanish.knownWords
      ? fallback
      : english.knownWords > spanish.knownWords
        ? 'en'
        : 'es';
  const reading = language === 'en' ? english : spanish;
  const known = reading.label !== 'None' && reading.score >= MIN_INTENT_SCORE;
  const subjectWords = await (await intentClassifier(language)).unknownWords(text);
  return { language, intent: known ? (reading.label as ChatIntent) : 'unknown', subjectWords };
}

export { CHAT_INTENTS };
