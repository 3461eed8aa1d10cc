/** Sentence-level helpers that keep assembled text free of template seams. */

export type Language = 'en' | 'es';

/** Text to match literally inside a regular expression (a name, a thing's word). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A letter, digit or underscore of either language: JavaScript's \w knows only ASCII. */
export const WORD_CHAR = '[\\p{L}\\p{N}_]';
const WORD_EDGE = `(?:(?<!${WORD_CHAR})(?=${WORD_CHAR})|(?<=${WORD_CHAR})(?!${WORD_CHAR}))`;

/**
 * The pattern with word edges and word letters of either language: JavaScript's \b and \w know
 * only ASCII, so "árbol", "subió" and "nevó" were never matched as words.
 */
export function wholeWords(pattern: RegExp): RegExp {
  const source = pattern.source.replaceAll('\\b', WORD_EDGE).replaceAll('\\w', WORD_CHAR);
  return new RegExp(source, `${pattern.flags}u`);
}

/** One line of user text: single spaces, no stray spaces before punctuation. */
export function normalizeUserText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .trim();
}

export function stripEndPunctuation(text: string): string {
  return text.replace(/[\s.,;:!?…]+$/u, '');
}

export function upperFirst(text: string): string {
  return text.replace(/^([¿¡"“«'(]*)(\p{L})/u, (_, lead: string, letter: string) => {
    return lead + letter.toUpperCase();
  });
}

/** Words that start a clause without being a name, safe to lower-case mid-sentence. */
const COMMON_STARTERS = new Set(
  (
    'a an the it there this that these those one some someone everyone everybody nobody all ' +
    'every each his her their my our your its we they he she you when after before then today ' +
    'un una unos unas el la los las lo hay es era un alguien todos todas cada su sus mi mis ' +
    'nuestro nuestra ese esa este esta ellos ellas él ella cuando después hoy había habían ' +
    'estaba estaban tenía tenían fue fueron se no nunca al aquel aquella dos two was were had ' +
    'nadie nada algo todo solo sólo only just ya todavía aún casi le les me te nos ' +
    'halfway suddenly yesterday later soon now sometimes while if because although in on at ' +
    'with without during mientras si porque aunque en con sin durante ayer luego pronto ahora ' +
    'entonces'
  ).split(' '),
);

/** Lower-cases the first letter when the first word is an ordinary word, never a name. */
export function lowerFirstIfCommon(text: string, names: readonly string[] = []): string {
  const first = text.split(/[\s,]/)[0] ?? '';
  if (!COMMON_STARTERS.has(first.toLowerCase())) return text;
  // "Ella and Dad went to the beach": a name that is also a small word ("ella") keeps its capital.
  if (names.some((name) => text.startsWith(name) && !/^\p{L}/u.test(text.slice(name.length))))
    return text;
  if (first.length > 1 && first === first.toUpperCase()) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/** A complete sentence: capital start, exactly one closing mark (a user's ! or ? is kept). */
export function asSentence(text: string): string {
  const trimmed = normalizeUserText(text);
  if (!trimmed) return '';
  const mark = /[!?]$/.test(trimmed) ? '' : '.';
  const body = trimmed.replace(/[,;:…]+$/u, '').replace(/\.{2,}$/, '.');
  return upperFirst(body.endsWith('.') ? body : body + mark);
}

/** Splits user text into sentences without breaking "Mr. Fox" style abbreviations much. */
export function splitSentences(text: string): string[] {
  const normal = normalizeUserText(text);
  if (!normal) return [];
  return normal
    .split(/(?<=[.!?])\s+(?=[¿¡"“«(]?\p{Lu})/u)
    .map((part) => part.trim())
    .filter((part) => stripEndPunctuation(part).length > 0);
}

const SILENT_H = /^(hour|honest|honou?r|heir)/i;
const YOU_SOUND = /^(uni|use|usu|uti|eu|ewe|one|once|ufo|uk\b|u\b)/i;

/** 'a' or 'an' for the word that follows. */
export function indefiniteArticle(word: string): 'a' | 'an' {
  const w = word.replace(/^[^\p{L}\d]+/u, '');
  if (SILENT_H.test(w)) return 'an';
  if (YOU_SOUND.test(w)) return 'a';
  return /^[aeiou]/i.test(w) ? 'an' : 'a';
}

/**
 * Final pass over one page: spacing, doubled or clashing punctuation, capitals after a full
 * stop, English a/an, Spanish contractions (de el → del, a el → al).
 */
export function tidy(text: string, language: Language): string {
  let out = text
    .replace(/\.{3}/g, '…')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?»”])/g, '$1')
    .replace(/([«“¿¡])\s+/g, '$1')
    .replace(/,\s*([.!?])/g, '$1')
    .replace(/([!?])\./g, '$1')
    .replace(/\.{2,}/g, '.')
    .replace(/,{2,}/g, ',')
    .replace(/\.([,;:])/g, '.')
    .replace(/:\s*([.!?])/g, '$1')
    .trim();
  if (language === 'en') {
    out = out.replace(/\b([Aa]n?) (\S+)/g, (match, article: string, next: string) => {
      if (!/^\p{L}/u.test(next)) return match;
      const wanted = indefiniteArticle(next);
      const fixed = article[0] === 'A' ? upperFirst(wanted) : wanted;
      return `${fixed} ${next}`;
    });
  } else {
    // Lookbehinds, not \b: "sabía el" must not become "sabíal".
    out = out
      .replace(/(?<!\p{L})de el(?!\p{L})/gu, 'del')
      .replace(/(?<!\p{L})a el(?!\p{L})/gu, 'al');
  }
  // Capital after a sentence end (but not after a closing quote: "Look!" said Pip.)
  out = out.replace(
    /([.!?]\s+)([¿¡“«"]?)(\p{Ll})/gu,
    (_, end: string, lead: string, letter: string) => {
      return end + lead + letter.toUpperCase();
    },
  );
  // A quotation that ends its own sentence ("… and listen.” The girl called) is followed by one.
  out = out.replace(/(\.[”"]\s+)(\p{Ll})/gu, (_, end: string, letter: string) => {
    return end + letter.toUpperCase();
  });
  return upperFirst(out);
}
