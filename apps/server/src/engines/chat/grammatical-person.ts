import type { ChatLanguage } from './chat-port.js';

// The Spanish stemmer gives 'tengo' and 'tienes' one stem ('ten'), 'soy' and 'eres' another
// ('ser'): a child telling ('tengo un perro') and a child asking ('¿tienes un perro?') looked the
// same to the classifier. So a Spanish text gets a word naming its grammatical person, which the
// classifier learns from the examples like any other word. English keeps its pronouns ('i',
// 'you'), so it needs none.

const SECOND_PERSON = new Set(
  'tienes eres estás estas vives sabes quieres puedes juegas haces conoces comes te tu tus ti contigo'.split(
    ' ',
  ),
);
const FIRST_PERSON = new Set(
  'tengo soy estoy vivo quiero puedo juego hago conozco me mi mis yo conmigo fui jugué'.split(' '),
);

/** Marker words: letters only, so the classifier reads them as words; never said by a child. */
export const ASKS_THE_CHARACTER = 'segundapersona';
export const TELLS_OF_ONESELF = 'primerapersona';

/** The text with its grammatical person named (Spanish), as the classifier reads it. */
export function withGrammaticalPerson(text: string, language: ChatLanguage): string {
  if (language !== 'es') return text;
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const markers: string[] = [];
  if (words.some((word) => SECOND_PERSON.has(word))) markers.push(ASKS_THE_CHARACTER);
  if (words.some((word) => FIRST_PERSON.has(word))) markers.push(TELLS_OF_ONESELF);
  return markers.length > 0 ? `${text} ${markers.join(' ')}` : text;
}
