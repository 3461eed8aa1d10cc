import type { CharacterSheet, ChatLanguage } from './chat-port.js';
import { isSmallWord } from './small-words.js';

/**
 * The language a family wrote in, by how many of its words are each language's small words
 * ('the', 'is' / 'el', 'es'): reliable over a few sentences, where letter statistics are not.
 */
export function writtenLanguage(texts: string[], fallback: ChatLanguage): ChatLanguage {
  const words =
    texts
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? [];
  let english = 0;
  let spanish = 0;
  for (const word of words) {
    if (isSmallWord(word, 'en')) english += 1;
    if (isSmallWord(word, 'es')) spanish += 1;
  }
  if (english === spanish) return fallback;
  return english > spanish ? 'en' : 'es';
}

/** The language of the family's texts about a character: its story's, else the texts' own. */
export function sheetLanguage(sheet: CharacterSheet): ChatLanguage {
  return (
    sheet.language ??
    writtenLanguage(
      [sheet.description, ...sheet.knowledge.map((document) => document.content)],
      'en',
    )
  );
}
