import { foldHomoglyphs } from './homoglyphs.js';

/**
 * Characters that show nothing or nothing of their own, which people slip inside a word so that
 * it no longer matches: format characters and the rest of Unicode's default-ignorables
 * (zero-width space, joiner and non-joiner, soft hyphen, word joiner, BOM, bidirectional marks,
 * tags, the combining grapheme joiner, variation selectors, Hangul fillers), and the blank Braille
 * pattern.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * A text as the check reads it: invisible characters dropped, compatibility forms folded (NFKC:
 * full-width, mathematical, circled and superscript letters, ligatures), look-alike letters of
 * other alphabets folded to Latin, lower case. Accents are kept here; words drop them later.
 */
export function normaliseText(text: string): string {
  const visible = text.replace(INVISIBLE, '').normalize('NFKC');
  const folded = foldHomoglyphs(visible.normalize('NFD')).normalize('NFC').toLowerCase();
  return /[|/\\]/.test(folded) ? undrawn(folded) : folded;
}

/** Letters drawn with strokes: 'c|_|nt', '\\/' for v, '/\\' for a. */
const DRAWN: [RegExp, string][] = [
  [/\|_\|/g, 'u'],
  [/\|\\\|/g, 'n'],
  [/\/\\\/\\/g, 'm'],
  [/\\\/\\\//g, 'w'],
  [/\\\//g, 'v'],
  [/\/\\/g, 'a'],
];

function undrawn(text: string): string {
  return DRAWN.reduce((drawn, [strokes, letter]) => drawn.replace(strokes, letter), text);
}

/** Digits and signs written instead of letters ('k1ll', '$exy', 'sh!t'). */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '9': 'g',
  '@': 'a',
  $: 's',
  '€': 'e',
  '¢': 'c',
  '§': 's',
  '!': 'i',
  '|': 'l',
};
const LEET_CHARS = /[0-9@$€¢§!|]/;
/** '1', '!' and '|' stand for i or for l: both readings are tried. */
const I_OR_L = /[1!|]/g;

/**
 * Accents dropped: 'coño' → 'cono', 'Mörder' → 'morder'. 'ß' stays: 'aß' (ate) is not 'ass'; listed
 * words are also registered with 'ss' (listedSpellings).
 */
export function plainLetters(word: string): string {
  // eslint-disable-next-line no-control-regex
  if (!/[^\u0000-\u007f]/.test(word)) return word;
  return word.normalize('NFD').replace(/\p{M}/gu, '').replace(/æ/g, 'ae').replace(/œ/g, 'oe');
}

/**
 * The spellings a listed word is known by: as written (with its accents), without accents, and
 * as typed without German letters ('scheiße' → 'scheisse', 'möse' → 'moese').
 */
export function listedSpellings(word: string): string[] {
  const spellings = new Set([word, plainLetters(word)]);
  if (/[äöüß]/.test(word)) {
    const typed = word.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue');
    spellings.add(plainLetters(typed.replace(/ß/g, 'ss')));
    spellings.add(plainLetters(word.replace(/ß/g, 'ss')));
  }
  return [...spellings];
}

const MAX_STRETCH_VARIANTS = 32;

/**
 * A stretched word ('kiiiilll', 'fuuuuck': a letter three times or more) with each run of a
 * repeated letter read once and twice: 'kil', 'kill', 'kiil', 'kiill'. So stretching is undone
 * and real double letters still match. A word with double letters only is not stretched: reading
 * 'drool', 'lull' or 'rapped' with single letters would find other words.
 */
function squeezed(word: string): string[] {
  const runs = word.match(/(.)\1*/gu) ?? [];
  if (!runs.some((run) => run.length >= 3 && /\p{L}/u.test(run))) return [];
  let variants = [''];
  for (const run of runs) {
    const letter = run[0]!;
    if (run.length === 1 || !/\p{L}/u.test(letter)) {
      variants = variants.map((variant) => variant + run);
    } else if (variants.length * 2 > MAX_STRETCH_VARIANTS) {
      variants = variants.map((variant) => variant + letter + letter);
    } else {
      variants = variants.flatMap((variant) => [variant + letter, variant + letter + letter]);
    }
  }
  return variants;
}

/** The readings of a word written with digits and signs for letters. */
function unLeeted(word: string): string[] {
  if (!LEET_CHARS.test(word)) return [];
  const decode = (text: string) => [...text].map((char) => LEET[char] ?? char).join('');
  const readings = new Set([decode(word), decode(word.replace(I_OR_L, 'l'))]);
  // '|' and '!' can also be separators: 's|e|x'.
  if (/[!|]/.test(word)) readings.add(decode(word.replace(/[!|]/g, '')));
  return [...readings];
}

/**
 * Every form a token of normalised text may be matched by: itself first, without accents,
 * leetspeak undone, stretched letters squeezed. A plain lower-case word has one form.
 */
export function formsOf(token: string): string[] {
  const plain = plainLetters(token);
  const forms = new Set([token, plain]);
  for (const reading of unLeeted(plain)) forms.add(reading);
  // 'v' written for 'u': 'fvck'.
  if (plain.includes('v')) forms.add(plain.replace(/v/g, 'u'));
  for (const form of [...forms]) {
    for (const variant of squeezed(form)) forms.add(variant);
  }
  return [...forms];
}
