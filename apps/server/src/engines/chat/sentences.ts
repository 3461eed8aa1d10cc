import type { ChatLanguage } from './chat-port.js';

const segmenters = new Map<ChatLanguage, Intl.Segmenter>();

function segmenter(language: ChatLanguage): Intl.Segmenter {
  let found = segmenters.get(language);
  if (!found) {
    found = new Intl.Segmenter(language, { granularity: 'sentence' });
    segmenters.set(language, found);
  }
  return found;
}

/** Markdown marks that mean nothing read aloud: headings, list bullets, emphasis, links. */
function plainText(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|[-*+>]|\d+[.)])\s+/gm, '')
    .replace(/(\*\*|__|`)/g, '')
    .replace(/(^|\s)[*_](\S[^*_]*\S|\S)[*_](?=\s|$|[.,!?])/g, '$1$2');
}

/**
 * The sentences of a text (Intl.Segmenter, so 'Dr. Hoot' or '¿Qué?' stay whole), each trimmed
 * and ending with a stop. A line break ends a sentence too: notes are often written as lists.
 */
export function sentencesOf(text: string, language: ChatLanguage): string[] {
  return plainText(text)
    .split(/\n+/)
    .flatMap((line) => [...segmenter(language).segment(line)].map((part) => part.segment))
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter((sentence) => /\p{L}/u.test(sentence))
    .map((sentence) => (/[.!?…]["”»)]?$/.test(sentence) ? sentence : `${sentence}.`));
}

/** How many words a sentence has, to keep replies short for small children. */
export const wordCount = (sentence: string) => sentence.split(/\s+/).filter(Boolean).length;
