import type { NarratorVoice } from '@storyloom/contracts';

type Language = NarratorVoice['language'];

const AND: Record<Language, string> = { en: 'and', es: 'y' };

// Emoji and their glue: pictographs, skin tones, variation selectors, joiners, keycaps, flags.
const EMOJI =
  /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}]|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}/gu;
// Control characters (not line breaks and tabs, which become spaces below).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * Makes story text safe and pleasant for eSpeak NG: no emoji (it spells out their names), no
 * markup it would read as SSML ('<', '&') or phonemes ('[[', ']]'), no Markdown symbols read
 * aloud ('*', '#', '_'), typographic punctuation in plain forms and repeated marks collapsed
 * ("!!!" pauses the same as "!"). Words and sentence marks are kept.
 */
export function tidyForSpeech(text: string, language: Language): string {
  return text
    .normalize('NFC')
    .replace(EMOJI, ' ')
    .replace(CONTROL, '')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/\s*&\s*/g, ` ${AND[language]} `)
    .replace(/[<>[\]{}|\\^`~*#_]/g, ' ')
    .replace(/[\u2018\u2019\u201A\u201B\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/\s*[\u2013\u2014\u2015]\s*/g, ', ')
    .replace(/\.{4,}/g, '...')
    .replace(/([!?¡¿])[!?¡¿]+/g, '$1')
    .replace(/,(\s*,)+/g, ',')
    .replace(/\s+([,.!?;:])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when tidied text still has something to say (a letter or a digit). */
export const hasSpeech = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/**
 * Splits tidied text after each sentence mark that a capital or digit follows, so narration can stop between sentences and each
 * synthesis call stays short (the server stays responsive while a book is being read).
 * Very long sentences are split again at commas; a piece without letters joins its neighbour.
 */
export function splitIntoSentences(text: string, maxLength = 400): string[] {
  const sentences = text
    .split(/(?<=[.!?;:]["')]?)\s+(?=["'(¡¿]?[\p{Lu}\p{N}])/u)
    .flatMap((sentence) =>
      sentence.length > maxLength ? splitAtCommas(sentence, maxLength) : [sentence],
    )
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
  const merged: string[] = [];
  for (const sentence of sentences) {
    if (!hasSpeech(sentence) && merged.length > 0) merged[merged.length - 1] += ` ${sentence}`;
    else merged.push(sentence);
  }
  return merged.filter(hasSpeech);
}

function splitAtCommas(sentence: string, maxLength: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const part of sentence.split(/(?<=,)\s+/)) {
    if (current && current.length + part.length + 1 > maxLength) {
      pieces.push(current);
      current = part;
    } else {
      current = current ? `${current} ${part}` : part;
    }
  }
  if (current) pieces.push(current);
  return pieces;
}
