import { describe, expect, it } from 'vitest';
import { syllablesOfLine, syllablesOfWord } from './index.js';

describe('syllablesOfWord', () => {
  it.each([
    ['happy', ['hap', 'py']],
    ['along', ['a', 'long']],
    ['monster', ['mon', 'ster']],
    ['little', ['lit', 'tle']],
    ['button', ['but', 'ton']],
    ['tiger', ['ti', 'ger']],
    ['everywhere', ['ev', 'ery', 'where']],
    ['jumped', ['jumped']],
    ['Pip', ['Pip']],
    // -ing is its own syllable and the verb stays whole, but a doubled consonant splits.
    ['searching', ['search', 'ing']],
    ['coming', ['com', 'ing']],
    ['flying', ['fly', 'ing']],
    ['telling', ['tell', 'ing']],
    ['running', ['run', 'ning']],
    ['evening', ['e', 'ven', 'ing']],
    // Not that ending: no vowel before it, or a consonant and l.
    ['spring', ['spring']],
    ['darling', ['dar', 'ling']],
  ])('splits the English word %s', (word, expected) => {
    expect(syllablesOfWord(word, 'en')).toEqual(expected);
  });

  it.each([
    ['canción', ['can', 'ción']],
    ['mariposa', ['ma', 'ri', 'po', 'sa']],
    ['perro', ['pe', 'rro']],
    ['chocolate', ['cho', 'co', 'la', 'te']],
    ['ardilla', ['ar', 'di', 'lla']],
    ['guitarra', ['gui', 'ta', 'rra']],
    ['teatro', ['te', 'a', 'tro']],
    ['ciudad', ['ciu', 'dad']],
    ['país', ['pa', 'ís']],
  ])('splits the Spanish word %s', (word, expected) => {
    expect(syllablesOfWord(word, 'es')).toEqual(expected);
  });

  it('keeps punctuation on the syllable next to it', () => {
    expect(syllablesOfWord('Hello,', 'en')).toEqual(['Hel', 'lo,']);
    expect(syllablesOfWord('"Follow', 'en')).toEqual(['"Fol', 'low']);
    expect(syllablesOfWord('¡Hola!', 'es')).toEqual(['¡Ho', 'la!']);
    expect(syllablesOfWord('¿Dónde?', 'es')).toEqual(['¿Dón', 'de?']);
  });

  it('keeps hyphens and apostrophes, so the pieces spell the word again', () => {
    expect(syllablesOfWord('Lola’s', 'en')).toEqual(['Lo', 'la’s']);
    expect(syllablesOfWord('sing-along', 'en')).toEqual(['sing-', 'a', 'long']);
    for (const word of ['wonderful!', '“Hooray”', 'mother-in-law', 'mariposas,']) {
      expect(syllablesOfWord(word, 'en').join('')).toBe(word);
      expect(syllablesOfWord(word, 'es').join('')).toBe(word);
    }
  });
});

describe('syllablesOfLine', () => {
  it('marks where each word ends and skips marks that are not words', () => {
    expect(syllablesOfLine('Pip and Lola, one — two!', 'en')).toEqual([
      { text: 'Pip', wordEnd: true },
      { text: 'and', wordEnd: true },
      { text: 'Lo', wordEnd: false },
      { text: 'la,', wordEnd: true },
      { text: 'one', wordEnd: true },
      { text: 'two!', wordEnd: true },
    ]);
  });

  it('splits a Spanish line', () => {
    const line = syllablesOfLine('Canta la mariposa', 'es');
    expect(line.map((syllable) => syllable.text)).toEqual([
      'Can',
      'ta',
      'la',
      'ma',
      'ri',
      'po',
      'sa',
    ]);
    expect(line.filter((syllable) => syllable.wordEnd)).toHaveLength(3);
  });
});
