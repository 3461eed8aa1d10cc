import { formsOf } from './normalise.js';

/** One word of a text, with every form it may be matched by and what stands before it. */
export type StreamWord = {
  forms: string[];
  /** A sentence ends before this word ('.', '!', '?', ';' or a new line): phrases stop there. */
  sentenceBefore: boolean;
  /** A comma, colon, bracket or quote stands before it: a phrase's gap may not reach across. */
  pauseBefore: boolean;
  /** Letters hidden by '*' or '#' ('f*ck' → 'f?ck'), matched against words of its length. */
  masked?: string;
};

// Letters, their marks, digits, and the signs leetspeak writes for letters.
const TOKEN = /[\p{L}\p{M}\p{N}@$€¢§!|]+/gu;
const SENTENCE_END = /[.!?;…](?:\s|$)|\n/;
const PAUSE = /[,:()[\]{}"“”«»„—–]/;
/** What may stand between letters spelled out one by one: 'k i l l', 'k.i.l.l', 's - e - x'. */
const SPELLING_GAP = /^[\s.\-_*·•~+=^/\\,:;#]{1,3}$/u;
/** What may glue pieces of one word together without a space: 'mur-der', 'f*ck', 'k_ill'. */
const GLUE_GAP = /^[.\-_*·•~+=^/\\#]{1,3}$/u;
const MASK = /[*#]/;

type Token = { text: string; gap: string };

/** The words of a normalised text with the text between them; '!' and '|' at either end are punctuation. */
function tokensOf(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(TOKEN)) {
    let start = match.index;
    let end = start + match[0].length;
    while (start < end && '!|'.includes(text[start]!)) start += 1;
    while (end > start && '!|'.includes(text[end - 1]!)) end -= 1;
    if (start === end) continue;
    tokens.push({ text: text.slice(start, end), gap: text.slice(previousEnd, start) });
    previousEnd = end;
  }
  return tokens;
}

const wordOf = (texts: string[], gap: string, masked?: string): StreamWord => ({
  forms: texts.length === 1 ? formsOf(texts[0]!) : [...new Set(texts.flatMap(formsOf))],
  sentenceBefore: SENTENCE_END.test(gap),
  pauseBefore: PAUSE.test(gap),
  ...(masked ? { masked } : {}),
});

const isSingle = (token: Token) => [...token.text].length === 1;

/** How many tokens from `start` are letters spelled out one by one (three at least), else 0. */
function spelledRun(tokens: Token[], start: number): number {
  let end = start;
  while (
    end < tokens.length &&
    isSingle(tokens[end]!) &&
    (end === start || SPELLING_GAP.test(tokens[end]!.gap))
  ) {
    end += 1;
  }
  const letters = tokens.slice(start, end).filter((token) => /\p{L}/u.test(token.text)).length;
  return end - start >= 3 && letters >= 2 ? end - start : 0;
}

/** How many tokens from `start` are pieces of one word glued by signs (two at least), else 0. */
function gluedRun(tokens: Token[], start: number): number {
  let end = start + 1;
  while (end < tokens.length && GLUE_GAP.test(tokens[end]!.gap)) end += 1;
  return end - start >= 2 ? end - start : 0;
}

/** Words of one letter, which may stand just before or after letters spelled out: 'a b i t c h'. */
const ONE_LETTER_WORDS = new Set(['a', 'i', 'y', 'o', 'e', 'u', 'à', 'è', 'é']);

/** The pieces joined, and without a one-letter word at either end. */
function joinedReadings(pieces: Token[]): string[] {
  const texts = pieces.map((piece) => piece.text);
  const readings = [texts.join('')];
  if (!texts.every((text) => [...text].length === 1)) return readings;
  const first = ONE_LETTER_WORDS.has(texts[0]!) ? 1 : 0;
  const last = ONE_LETTER_WORDS.has(texts.at(-1)!) ? 1 : 0;
  for (const [from, to] of [
    [first, 0],
    [0, last],
    [first, last],
  ] as const) {
    if (texts.length - from - to >= 3 && from + to > 0) {
      readings.push(texts.slice(from, texts.length - to).join(''));
    }
  }
  return readings;
}

/** 'f', '*', 'ck' → 'f?ck' when enough letters are left to tell the word (4 long, half known). */
function maskedWord(pieces: Token[]): string | undefined {
  if (!pieces.slice(1).some((piece) => MASK.test(piece.gap))) return undefined;
  const word = pieces
    .map(
      (piece, index) =>
        (index === 0 ? '' : piece.gap.replace(/[^*#]/g, '').replace(/./g, '?')) + piece.text,
    )
    .join('');
  const hidden = word.split('?').length - 1;
  return word.length >= 4 && hidden * 2 <= word.length ? word : undefined;
}

export type WordStreams = {
  /** The words as written. */
  words: StreamWord[];
  /** The same words with letters spelled out and pieces glued together joined, when any were. */
  joined: StreamWord[] | null;
};

/** Splits a normalised text into the words the check compares with its lists. */
export function wordStreams(text: string): WordStreams {
  const tokens = tokensOf(text);
  const words = tokens.map((token) => wordOf([token.text], token.gap));
  const joined: StreamWord[] = [];
  let changed = false;
  for (let index = 0; index < tokens.length;) {
    const run = spelledRun(tokens, index) || gluedRun(tokens, index);
    if (run === 0) {
      joined.push(words[index]!);
      index += 1;
      continue;
    }
    const pieces = tokens.slice(index, index + run);
    joined.push(wordOf(joinedReadings(pieces), pieces[0]!.gap, maskedWord(pieces)));
    changed = true;
    index += run;
  }
  return { words, joined: changed ? joined : null };
}
