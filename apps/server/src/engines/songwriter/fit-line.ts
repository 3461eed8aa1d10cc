/**
 * Fits a lyric template to its phrase of the tune: exactly as many syllables as the phrase has
 * notes. A template has slots ({H} the hero, {F} the friend, {HF} both, {L} the place, {O} the
 * thing that matters) and optional words in brackets ("(Oh, ){H} woke up with the sun,"). Each
 * slot offers its forms, longest first ("Grandma Rosa", "Rosa"); the fit keeps the fullest
 * names and the fewest optional words that make the count come out exact.
 */
import { upperFirst } from '../storyteller/index.js';
import type { SongLanguage } from './song-types.js';
import { syllablesOfLine } from './syllables.js';

export type SlotForms = Partial<Record<'H' | 'F' | 'HF' | 'L' | 'O', readonly string[]>>;

const SLOT = /\{(HF|H|F|L|O)\}/g;
const PAD = /\(([^()]*)\)/g;

const known = new Map<string, number>();

/** Syllables in a line, as the tune will set them; words already counted are remembered. */
export function countSyllables(line: string, language: SongLanguage): number {
  let total = 0;
  for (const word of line.split(/\s+/)) {
    if (!word) continue;
    const key = `${language}:${word}`;
    let count = known.get(key);
    if (count === undefined) {
      if (known.size > 5000) known.clear();
      count = syllablesOfLine(word, language).length;
      known.set(key, count);
    }
    total += count;
  }
  return total;
}

/** Every way to fill the template's slots, fullest forms first; none when a slot has no forms. */
function fillings(template: string, forms: SlotForms): string[] {
  const slots = [
    ...new Set([...template.matchAll(SLOT)].map((match) => match[1] as keyof SlotForms)),
  ];
  let lines = [template];
  for (const slot of slots) {
    const options = forms[slot] ?? [];
    if (options.length === 0) return [];
    lines = lines.flatMap((line) => options.map((option) => line.replaceAll(`{${slot}}`, option)));
  }
  return lines;
}

/** The line with each optional part kept or dropped, fewest kept first. */
function padded(line: string): string[] {
  const pads = [...line.matchAll(PAD)].map((match) => match[0]);
  const choices: { text: string; kept: number }[] = [];
  for (let mask = 0; mask < 1 << pads.length; mask++) {
    let index = 0;
    const text = line.replace(PAD, (_, inner: string) => ((mask >> index++) & 1 ? inner : ''));
    choices.push({ text, kept: pads.length === 0 ? 0 : mask.toString(2).replace(/0/g, '').length });
  }
  return choices.sort((a, b) => a.kept - b.kept).map((choice) => choice.text);
}

/** Spaces tidied, the first letter capital; Spanish contracts "a el" and "de el" (al, del). */
function tidy(line: string, language: SongLanguage): string {
  let text = line
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?;:])/g, '$1')
    .trim();
  if (language === 'es')
    text = text.replace(/\b([aA]) el\b/g, '$1l').replace(/\b([dD]e) el\b/g, '$1l');
  return upperFirst(text);
}

/** The template fitted to exactly `syllables` syllables, or null when no filling fits. */
export function fitLine(
  template: string,
  forms: SlotForms,
  syllables: number,
  language: SongLanguage,
): string | null {
  for (const filled of fillings(template, forms)) {
    for (const line of padded(filled)) {
      const text = tidy(line, language);
      if (countSyllables(text, language) === syllables) return text;
    }
  }
  return null;
}

/** A couplet fitted line by line; null when either line cannot be. */
export function fitCouplet(
  couplet: readonly [string, string],
  forms: SlotForms,
  syllables: number,
  language: SongLanguage,
): [string, string] | null {
  const first = fitLine(couplet[0], forms, syllables, language);
  const second = first && fitLine(couplet[1], forms, syllables, language);
  return first && second ? [first, second] : null;
}
