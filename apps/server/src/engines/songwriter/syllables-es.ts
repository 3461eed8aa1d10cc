/**
 * Spanish syllable splitting by the usual school rules: strong vowels (a, e, o and an accented
 * i or u) form a hiatus, weak ones join in diphthongs; one consonant between vowels opens the
 * next syllable; ch, ll, rr and the clusters pl, br, tr... are never split; the u of que, qui,
 * gue, gui is silent and belongs to the consonant.
 */

const STRONG = 'aeoáéóíú';
const WEAK = 'iuü';
const INSEPARABLE = new Set([
  'pl',
  'bl',
  'fl',
  'cl',
  'gl',
  'kl',
  'pr',
  'br',
  'fr',
  'cr',
  'gr',
  'kr',
  'tr',
  'dr',
  'ch',
  'll',
  'rr',
]);

type Letter = { text: string; vowel: 'strong' | 'weak' | null };

/** Letters with ch/ll/rr/qu/gu(e,i) read as one consonant and y as a vowel at a word's end. */
function letters(word: string): Letter[] {
  const lower = word.toLowerCase();
  const out: Letter[] = [];
  for (let index = 0; index < lower.length; index++) {
    const pair = lower.slice(index, index + 2);
    const next = lower[index + 2] ?? '';
    const isSilentU = (pair === 'qu' || pair === 'gu') && 'eiéí'.includes(next);
    if (pair === 'ch' || pair === 'll' || pair === 'rr' || isSilentU) {
      out.push({ text: word.slice(index, index + 2), vowel: null });
      index++;
      continue;
    }
    const letter = lower[index] ?? '';
    const original = word[index] ?? '';
    if (STRONG.includes(letter)) out.push({ text: original, vowel: 'strong' });
    else if (WEAK.includes(letter)) out.push({ text: original, vowel: 'weak' });
    else if (letter === 'y' && index > 0 && index === lower.length - 1)
      out.push({ text: original, vowel: 'weak' });
    else out.push({ text: original, vowel: null });
  }
  return out;
}

/** The syllables of one word; joined they give the word back. */
export function syllablesOfSpanishWord(word: string): string[] {
  const list = letters(word);
  // Each syllable boundary is an index into list where a new syllable starts.
  const starts: number[] = [0];
  let index = 0;
  while (index < list.length && list[index]?.vowel === null) index++;
  while (index < list.length) {
    // Walk through the vowel group, splitting it where two strong vowels meet.
    let end = index + 1;
    while (end < list.length && list[end]?.vowel) {
      const previous = list[end - 1] as Letter;
      const current = list[end] as Letter;
      if (previous.vowel === 'strong' && current.vowel === 'strong') {
        starts.push(end);
      }
      end++;
    }
    let next = end;
    while (next < list.length && list[next]?.vowel === null) next++;
    if (next >= list.length) break;
    const consonants = list.slice(end, next).map((letter) => letter.text.toLowerCase());
    starts.push(end + consonantsBefore(consonants));
    index = next;
  }
  const unique = [...new Set(starts)].sort((a, b) => a - b);
  return unique.map((start, at) =>
    list
      .slice(start, unique[at + 1] ?? list.length)
      .map((letter) => letter.text)
      .join(''),
  );
}

/** How many of the consonants between two vowels stay with the first syllable. */
function consonantsBefore(consonants: string[]): number {
  const count = consonants.length;
  if (count <= 1) return 0;
  const lastTwo = consonants.slice(-2).join('');
  if (count === 2) return INSEPARABLE.has(lastTwo) ? 0 : 1;
  return INSEPARABLE.has(lastTwo) ? count - 2 : count - 1;
}
