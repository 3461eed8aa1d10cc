import { StopwordsEn } from '@nlpjs/lang-en-min';
import { StopwordsEs } from '@nlpjs/lang-es';
import type { ChatLanguage } from './chat-port.js';

// NLP.js's stop-word lists, with the Spanish question and linking words its short Spanish list
// leaves out (so '¿cuál es tu casa?' is not taken to be about every fact that says 'es').
const SPANISH_EXTRA = [
  'es',
  'son',
  'era',
  'eran',
  'está',
  'esta',
  'están',
  'estan',
  'hay',
  'tu',
  'tus',
  'su',
  'sus',
  'cuál',
  'cuáles',
  'cuales',
  'cómo',
  'como',
  'dónde',
  'donde',
  'quién',
  'quien',
  'quiénes',
  'quienes',
  'muy',
  'más',
  'mas',
  'te',
  'me',
];

const lists = { en: new StopwordsEn(), es: new StopwordsEs() };
const spanishExtra = new Set(SPANISH_EXTRA);

/** Whether a lower-case word is one of a language's small words ('the', 'is' / 'el', 'es'). */
export function isSmallWord(word: string, language: ChatLanguage): boolean {
  return lists[language].isStopword(word) || (language === 'es' && spanishExtra.has(word));
}
