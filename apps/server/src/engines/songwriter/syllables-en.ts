/**
 * Rule-based English syllable splitting, good enough to set one syllable per note: vowel groups
 * are the nuclei (a silent final e and the -ed/-es endings that are not heard are left out), and
 * the consonants between two nuclei go to the next syllable when there is one, otherwise the
 * first stays behind (hap-py, sis-ter, mon-ster). A few words the rules get wrong are listed.
 */

const KNOWN: Record<string, string[]> = {
  everyone: ['ev', 'ery', 'one'],
  everything: ['ev', 'ery', 'thing'],
  everywhere: ['ev', 'ery', 'where'],
  every: ['ev', 'ery'],
  idea: ['i', 'de', 'a'],
  area: ['a', 're', 'a'],
  lion: ['li', 'on'],
  quiet: ['qui', 'et'],
  being: ['be', 'ing'],
  going: ['go', 'ing'],
  doing: ['do', 'ing'],
  bravest: ['brav', 'est'],
  finally: ['fi', 'nal', 'ly'],
  really: ['real', 'ly'],
  beautiful: ['beau', 'ti', 'ful'],
  hooray: ['hoo', 'ray'],
  someone: ['some', 'one'],
  something: ['some', 'thing'],
  sometimes: ['some', 'times'],
  bumblebee: ['bum', 'ble', 'bee'],
  goodnight: ['good', 'night'],
  wonderful: ['won', 'der', 'ful'],
  adventure: ['ad', 'ven', 'ture'],
  adventures: ['ad', 'ven', 'tures'],
  science: ['sci', 'ence'],
  create: ['cre', 'ate'],
  poem: ['po', 'em'],
  piano: ['pi', 'a', 'no'],
  giant: ['gi', 'ant'],
  fairies: ['fair', 'ies'],
  surprise: ['sur', 'prise'],
  sparkled: ['spar', 'kled'],
  twinkling: ['twink', 'ling'],
  snuggle: ['snug', 'gle'],
  somewhere: ['some', 'where'],
  teddy: ['ted', 'dy'],
  forever: ['for', 'ev', 'er'],
  anyone: ['an', 'y', 'one'],
  anybody: ['an', 'y', 'bo', 'dy'],
  anything: ['an', 'y', 'thing'],
  anywhere: ['an', 'y', 'where'],
  hundred: ['hun', 'dred'],
  people: ['peo', 'ple'],
  reaction: ['re', 'ac', 'tion'],
  theatre: ['the', 'a', 'tre'],
  theater: ['the', 'a', 'ter'],
  chloe: ['chlo', 'e'],
  zoe: ['zo', 'e'],
  noah: ['no', 'ah'],
  ryan: ['ry', 'an'],
  lantern: ['lan', 'tern'],
  firefly: ['fire', 'fly'],
  fireflies: ['fire', 'flies'],
  campfire: ['camp', 'fire'],
  hedgehog: ['hedge', 'hog'],
  grandma: ['grand', 'ma'],
  grandpa: ['grand', 'pa'],
  lullaby: ['lul', 'la', 'by'],
  hello: ['hel', 'lo'],
};

const DIGRAPHS = ['ch', 'sh', 'th', 'ph', 'wh', 'ck', 'ng', 'gh', 'qu'];
/** Consonant groups a syllable may start with. */
const ONSETS = new Set(
  'bl br cl cr dr fl fr gl gr pl pr sc sk sl sm sn sp st sw tr tw ch sh th ph wh thr str spr scr spl shr'.split(
    ' ',
  ),
);
/** Digraphs that stay with the syllable before them when a cluster is split. */
const CODA_DIGRAPHS = new Set(['ck', 'ng', 'gh']);

const isVowel = (word: string, index: number): boolean => {
  const letter = word[index] ?? '';
  if ('aeiouäëïöüáéíóúàèìòù'.includes(letter)) return true;
  // y is a vowel unless it starts a syllable before a vowel (yes, beyond).
  if (letter === 'y') return index > 0 && !isVowelLetter(word[index + 1]);
  return false;
};
const isVowelLetter = (letter: string | undefined): boolean =>
  letter !== undefined && 'aeiouy'.includes(letter);

type Nucleus = { start: number; end: number };

/**
 * Vowel pairs that are two sounds (hiatus), where splitting the group gives the syllable the
 * ear hears: cu-ri-ous, u-su-al, pi-a-no, Mi-a, ra-di-o, hap-pi-est, cru-el. Each test gets the
 * word, where the pair starts, and the group it sits in.
 */
const HIATUS: ReadonlyArray<(word: string, at: number) => boolean> = [
  // i before a or o (not -tion, -cial, -gion, -tious...): Mi-a, pi-a-no, ra-di-o, cu-ri-ous.
  (word, at) =>
    word[at] === 'i' && /[ao]/.test(word[at + 1] ?? '') && !/[cgtsx]/.test(word[at - 1] ?? ''),
  // -iest, -ier after a syllable: hap-pi-est, fun-ni-er.
  (word, at) =>
    word.slice(at, at + 2) === 'ie' &&
    /^(st|r|rs)$/.test(word.slice(at + 2)) &&
    /[aeiouy]/.test(word.slice(0, at - 1)),
  // u before a, or before e then l: u-su-al, ac-tu-al, cru-el (not qu-, gu-).
  (word, at) =>
    word[at] === 'u' &&
    !/[qg]/.test(word[at - 1] ?? '') &&
    (word[at + 1] === 'a' || (word[at + 1] === 'e' && word[at + 2] === 'l')),
  // e before o, but not in people: Le-o, vi-de-o, ro-de-o.
  (word, at) => word[at] === 'e' && word[at + 1] === 'o' && !/^eopl/.test(word.slice(at)),
];

/** Splits vowel groups at a hiatus into separate nuclei. */
function splitHiatus(word: string, groups: Nucleus[]): Nucleus[] {
  return groups.flatMap((group) => {
    for (let at = group.start; at < group.end - 1; at++) {
      if (HIATUS.some((test) => test(word, at))) {
        return [
          { start: group.start, end: at + 1 },
          ...splitHiatus(word, [{ start: at + 1, end: group.end }]),
        ];
      }
    }
    return [group];
  });
}

/** A silent e before a suffix that starts a syllable of its own: care-ful, lone-ly, some-bo-dy. */
const SUFFIX_AFTER_SILENT_E =
  /^(ful|fully|ly|less|ness|ment|ments|way|ways|body|thing|where|one|time|times|side)$/;

function nuclei(word: string): Nucleus[] {
  let found: Nucleus[] = [];
  for (let index = 0; index < word.length; index++) {
    if (!isVowel(word, index)) continue;
    const previous = found[found.length - 1];
    if (previous && previous.end === index) previous.end = index + 1;
    else found.push({ start: index, end: index + 1 });
  }
  found = splitHiatus(word, found).filter((nucleus, index) => {
    if (index === 0 || word.slice(nucleus.start, nucleus.end) !== 'e') return true;
    const vce = /[aeiouy][^aeiouy]$/.test(word.slice(0, nucleus.start));
    return !(vce && SUFFIX_AFTER_SILENT_E.test(word.slice(nucleus.end)));
  });
  if (found.length < 2) return found;
  const last = found[found.length - 1] as Nucleus;
  const ending = word.slice(last.start);
  const before = word.slice(0, last.start);
  // -le, -les, -led after a consonant are heard: lit-tle, ap-ples, tum-bled.
  const syllabicL = /[^aeiouyrwl]l$/.test(before);
  const silentE = ending === 'e' && !syllabicL;
  const silentEs = ending === 'es' && !syllabicL && !/(s|x|z|ch|sh|c|g)$/.test(before);
  const silentEd = ending === 'ed' && !syllabicL && !/[td]$/.test(before);
  if (silentE || silentEs || silentEd) found.pop();
  return found;
}

/** Where the consonants between two nuclei split: the index the next syllable starts at. */
function splitPoint(word: string, from: number, to: number): number {
  const cluster = word.slice(from, to);
  if (cluster.length === 0) return from;
  if (cluster.length === 1) return cluster === 'x' ? to : from;
  if (DIGRAPHS.includes(cluster)) return CODA_DIGRAPHS.has(cluster) ? to : from;
  const head = cluster.slice(0, 2);
  if (CODA_DIGRAPHS.has(head)) return from + 2;
  // -le after a consonant makes its own syllable: lit-tle, bum-ble.
  if (/^e[sd]?$/.test(word.slice(to)) && word[to - 1] === 'l') return to - 2;
  if (cluster.length === 2) return from + 1;
  // Longer clusters: the next syllable takes the longest onset English allows (mon-ster).
  for (let size = Math.min(3, cluster.length - 1); size > 1; size--) {
    if (ONSETS.has(cluster.slice(-size))) return to - size;
  }
  return to - 1;
}

/** Consonants a word doubles in its own spelling (tell, kiss, puff, buzz), kept whole before -ing. */
const DOUBLED_IN_STEM = new Set(['l', 's', 'f', 'z']);

/**
 * A verb's -ing is its own syllable and the verb stays whole (search-ing, com-ing, morn-ing),
 * except a doubled final consonant, which splits (run-ning, swim-ming). Returns null where -ing
 * is not such an ending: no vowel before it (thing, spring) or a consonant and l before it
 * (dar-ling, spar-kling), where the general rules already do right.
 */
function ingSyllables(word: string, lower: string): string[] | null {
  if (!lower.endsWith('ing')) return null;
  const stem = lower.slice(0, -3);
  if (nuclei(stem).length === 0 || /[^aeiouyl]l$/.test(stem)) return null;
  const last = stem.at(-1) ?? '';
  const doubled = last === stem.at(-2) && !isVowelLetter(last) && !DOUBLED_IN_STEM.has(last);
  const cut = doubled ? stem.length - 1 : stem.length;
  return [...syllablesOfEnglishWord(word.slice(0, cut)), word.slice(cut)];
}

/** The syllables of one word (letters only, any case); joined they give the word back. */
export function syllablesOfEnglishWord(word: string): string[] {
  const lower = word.toLowerCase();
  const known = KNOWN[lower.replace(/['’]s$/, '')];
  if (known) return cutLike(word, known);
  const withIng = ingSyllables(word, lower);
  if (withIng) return withIng;
  const found = nuclei(lower);
  if (found.length < 2) return [word];
  const starts = [0];
  for (let index = 1; index < found.length; index++) {
    const previous = found[index - 1] as Nucleus;
    const current = found[index] as Nucleus;
    starts.push(splitPoint(lower, previous.end, current.start));
  }
  return starts.map((start, index) => word.slice(start, starts[index + 1] ?? word.length));
}

/** Cuts word at the lengths of the known pieces; the last piece takes any remainder ('s). */
function cutLike(word: string, pieces: string[]): string[] {
  const out: string[] = [];
  let at = 0;
  pieces.forEach((piece, index) => {
    const end = index === pieces.length - 1 ? word.length : at + piece.length;
    out.push(word.slice(at, end));
    at = end;
  });
  return out;
}
