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

  // Words as story songs use them, with the syllables a singer gives them: -le endings (ap-ples,
  // tum-bled), a silent e before a suffix (care-ful), vowels heard apart (cu-ri-ous, Mi-a).
  it.each([
    ['happiest', 3],
    ['everything', 3],
    ['tugged', 1],
    ['anyone', 3],
    ['usual', 3],
    ['tumbled', 2],
    ['mysterious', 4],
    ['curled', 1],
    ['reaction', 3],
    ['going', 2],
    ['climbed', 1],
    ['stretched', 1],
    ['wriggled', 2],
    ['careful', 2],
    ['else', 1],
    ['sideways', 2],
    ['carefully', 3],
    ['cheer', 1],
    ['bubbled', 2],
    ['walked', 1],
    ['politely', 3],
    ['apples', 2],
    ['watched', 1],
    ['helped', 1],
    ['kindnesses', 3],
    ['twinkled', 2],
    ['giggled', 2],
    ['somebody', 3],
    ['rumbled', 2],
    ['mooed', 1],
    ['serious', 3],
    ['waddled', 2],
    ['quacked', 1],
    ['funniest', 3],
    ['hundred', 2],
    ['titles', 2],
    ['hedgehog', 2],
    ['lantern', 2],
    ['fire', 1],
    ['Rosa', 2],
    ['Mia', 2],
    ['Olivia', 4],
    ['Sofia', 3],
    ['piano', 3],
    ['radio', 3],
    ['violin', 3],
    ['curious', 3],
    ['delicious', 3],
    ['special', 2],
    ['station', 2],
    ['actual', 3],
    ['cruel', 2],
    ['blue', 1],
    ['true', 1],
    ['queen', 1],
    ['guard', 1],
    ['Leo', 2],
    ['video', 3],
    ['people', 2],
    ['lonely', 2],
    ['lovely', 2],
    ['excitement', 3],
    ['hopeful', 2],
    ['little', 2],
    ['bottle', 2],
    ['candle', 2],
    ['candles', 2],
    ['whistled', 2],
    ['castle', 2],
    ['together', 3],
    ['adventure', 3],
    ['forest', 2],
    ['beautiful', 3],
    ['tiger', 2],
    ['monster', 2],
    ['friends', 1],
    ['played', 1],
    ['wanted', 2],
    ['smiled', 1],
    ['ocean', 2],
    ['idea', 3],
    ['giant', 2],
    ['quiet', 2],
    ['flower', 2],
    ['hour', 1],
    ['fireflies', 2],
    ['sunset', 2],
    ['goodnight', 2],
    ['cinnamon', 3],
    ['button', 2],
    ['buttons', 2],
    ['rainbow', 2],
    ['squirrel', 2],
    ['turtle', 2],
    ['owl', 1],
    ['Lola', 2],
    ['Pip', 1],
    ['Cloudberry', 3],
    ['Grandma', 2],
    ['morning', 2],
    ['evening', 3],
    ['sleepy', 2],
    ['dreamed', 1],
    ['lullaby', 3],
    ['tonight', 2],
    ['home', 1],
    ['safely', 2],
    ['bedtime', 2],
    ['brightly', 2],
    ['Chloe', 2],
    ['Noah', 2],
    ['Liam', 2],
    ['Maya', 2],
    ['Aria', 3],
  ])('counts %s as %i syllables', (word, count) => {
    expect(syllablesOfWord(word, 'en')).toHaveLength(count);
    expect(syllablesOfWord(word, 'en').join('')).toBe(word);
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
