import { UNSAFE_WORDS } from './unsafe-words.js';

/** A text to check, with the name the user knows it by ('Title', 'Description of "Wolfy"'). */
export type ChildSafetyText = { field: string; text: string };
export type ChildSafetyProblem = { field: string; reason: string };
export type ChildSafetyResult = { ok: true } | { ok: false; problems: ChildSafetyProblem[] };

// Digits and signs people write instead of letters to slip past a filter.
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/**
 * The words of a text, normalised: lower case, accents dropped ('cocaína' → 'cocaina'), leetspeak
 * inside a word undone ('k1ll' → 'kill'). Tokens without any letter ('5', '2024') are no words.
 */
export function normalisedWords(text: string): string[] {
  const plain = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const words: string[] = [];
  for (const raw of plain.split(/[^\p{L}\p{N}@$!|]+/u)) {
    // '!' and '|' at the ends are punctuation ('Run!'), inside a word they stand for letters.
    const token = raw.replace(/^[!|]+|[!|]+$/g, '');
    if (!/\p{L}/u.test(token)) continue;
    words.push([...token].map((char) => LEET[char] ?? char).join(''));
  }
  return words;
}

type Entry = { words: string[]; reason: string };

const ENTRIES: Entry[] = Object.entries(UNSAFE_WORDS).flatMap(([reason, list]) =>
  list.map((phrase) => ({ words: phrase.split(' '), reason })),
);

/** Reasons found in one text, each once, in list order. */
function reasonsIn(text: string): string[] {
  const words = normalisedWords(text);
  const found = new Set<string>();
  for (const entry of ENTRIES) {
    if (found.has(entry.reason)) continue;
    for (let start = 0; start + entry.words.length <= words.length; start += 1) {
      if (entry.words.every((word, offset) => words[start + offset] === word)) {
        found.add(entry.reason);
        break;
      }
    }
  }
  return [...found];
}

/**
 * Whether texts are fit for children (violence, sexual content, drugs or alcohol, hate, self-harm,
 * bad language; English and Spanish). Whole words only, so 'class', 'skill' or 'Scunthorpe' pass.
 * A word list cannot understand meaning: it is a first guard, not a moderator.
 */
export function checkChildSafeText(texts: ChildSafetyText[]): ChildSafetyResult {
  const problems = texts.flatMap(({ field, text }) =>
    reasonsIn(text).map((reason) => ({ field, reason })),
  );
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/** A sentence for the user naming what to change, such as 'Title (bad language)'. */
export function describeProblems(problems: ChildSafetyProblem[]): string {
  const byField = new Map<string, string[]>();
  for (const { field, reason } of problems) {
    byField.set(field, [...(byField.get(field) ?? []), reason]);
  }
  const parts = [...byField].map(([field, reasons]) => `${field} (${reasons.join(', ')})`);
  return `Some words are not right for children. Please change: ${parts.join('; ')}.`;
}
