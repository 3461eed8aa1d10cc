import { describe, expect, it } from 'vitest';
import { hasSpeech, splitIntoSentences, tidyForSpeech } from './speech-text.js';

describe('tidyForSpeech', () => {
  it('drops emoji, including joined, toned and flag emoji', () => {
    expect(tidyForSpeech('The fox 🦊 waved 👋🏽 to the family 👨‍👩‍👧 from 🇪🇸.', 'en')).toBe(
      'The fox waved to the family from.',
    );
  });

  it('removes what eSpeak would read as markup or phonemes, and Markdown symbols', () => {
    expect(tidyForSpeech('<b>Bold</b> [[h@l]] *very* #happy _day_', 'en')).toBe(
      'Bold h@l very happy day',
    );
  });

  it('says "and" for an ampersand, in the voice language', () => {
    expect(tidyForSpeech('Pip & Lola', 'en')).toBe('Pip and Lola');
    expect(tidyForSpeech('Pip & Lola', 'es')).toBe('Pip y Lola');
  });

  it('plains typographic punctuation and collapses repeated marks', () => {
    expect(tidyForSpeech('“Wow!!!” she said… “Really?!?” — yes.....', 'en')).toBe(
      '"Wow!" she said... "Really?", yes...',
    );
  });

  it('keeps Spanish opening marks and accents', () => {
    expect(tidyForSpeech('¡¡Hola!! ¿Qué tal?', 'es')).toBe('¡Hola! ¿Qué tal?');
  });

  it('turns line breaks and runs of spaces into single spaces', () => {
    expect(tidyForSpeech('One.\n\nTwo\t three   four.', 'en')).toBe('One. Two three four.');
  });
});

describe('splitIntoSentences', () => {
  it('splits after sentence marks, keeping quotes with their sentence', () => {
    expect(splitIntoSentences('"Hello!" said Pip. Are you there? Yes.')).toEqual([
      '"Hello!" said Pip.',
      'Are you there?',
      'Yes.',
    ]);
  });

  it('splits a very long sentence at commas', () => {
    const long = Array.from({ length: 30 }, (_, index) => `the ${index} little trees`).join(', ');
    const pieces = splitIntoSentences(`${long}.`, 100);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.every((piece) => piece.length <= 100)).toBe(true);
    expect(pieces.join(' ')).toBe(`${long}.`);
  });

  it('leaves out pieces with nothing to say', () => {
    expect(splitIntoSentences('... !')).toEqual([]);
    expect(hasSpeech(tidyForSpeech('🦊 🌳 ✨', 'en'))).toBe(false);
  });
});
