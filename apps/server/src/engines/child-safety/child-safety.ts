import { INNOCENT_PHRASES, INNOCENT_WORDS } from './innocent-words.js';
import { maintainedEntries } from './maintained-lists.js';
import { normaliseText, plainLetters } from './normalise.js';
import { REASONS, UNSAFE_WORDS } from './unsafe-words.js';
import { buildWordIndex, exclusionSet, type Phrase, type WordIndex } from './word-index.js';
import { wordStreams, type StreamWord } from './word-stream.js';

/** A text to check, with the name the user knows it by ('Title', 'Description of "Wolfy"'). */
export type ChildSafetyText = { field: string; text: string };
export type ChildSafetyProblem = { field: string; reason: string };
export type ChildSafetyResult = { ok: true } | { ok: false; problems: ChildSafetyProblem[] };

let built: WordIndex | undefined;

/** Built on first use (about 20 ms), then kept. */
function wordIndex(): WordIndex {
  built ??= buildWordIndex({
    own: UNSAFE_WORDS.flatMap((list) =>
      Object.entries(list).flatMap(([reason, entries]) =>
        entries.map((entry) => ({ entry, reason })),
      ),
    ),
    maintained: maintainedEntries(),
    excluded: exclusionSet(INNOCENT_WORDS),
    innocent: [...INNOCENT_PHRASES],
  });
  return built;
}

/**
 * Where a phrase matched from its first word at `start` ends (the index after its last word),
 * or -1. Phrases stay within a sentence; a gap between two of its words stays within a clause.
 */
function phraseEnd(words: StreamWord[], phrase: Phrase, start: number, asWritten = false): number {
  const match = (slot: number, from: number): number => {
    const next = phrase.slots[slot];
    if (!next) return from;
    let pause = false;
    for (let at = from; at < words.length && at <= from + next.gapBefore; at += 1) {
      const word = words[at]!;
      if (word.sentenceBefore) return -1;
      pause ||= word.pauseBefore;
      if (at > from && pause) return -1;
      const forms = asWritten ? word.forms.slice(0, 1) : word.forms;
      if (forms.some((form) => next.spellings.has(form))) {
        const end = match(slot + 1, at + 1);
        if (end !== -1) return end;
      }
    }
    return -1;
  };
  return match(1, start + 1);
}

/** Words inside an innocent phrase ('killer whale'), which are not read on their own. */
function innocentWords(index: WordIndex, words: StreamWord[]): Set<number> {
  const covered = new Set<number>();
  words.forEach((word, start) => {
    for (const phrase of index.innocent.get(word.forms[0]!) ?? []) {
      const end = phraseEnd(words, phrase, start, true);
      for (let at = start; at < end; at += 1) covered.add(at);
    }
  });
  return covered;
}

/** 'f?ck' against listed words of its length. */
function maskedReason(index: WordIndex, masked: string): string | undefined {
  const listed = index.wordsByLength.get(masked.length) ?? [];
  const word = listed.find((candidate) =>
    [...masked].every((char, at) => char === '?' || char === candidate[at]),
  );
  return word === undefined ? undefined : index.words.get(word);
}

function readWords(index: WordIndex, words: StreamWord[], found: Set<string>) {
  const covered = index.innocent.size > 0 ? innocentWords(index, words) : new Set<number>();
  words.forEach((word, start) => {
    if (covered.has(start)) return;
    for (const form of word.forms) {
      const reason = index.words.get(form);
      if (reason) found.add(reason);
      for (const phrase of index.phrases.get(form) ?? []) {
        if (!found.has(phrase.reason) && phraseEnd(words, phrase, start) !== -1) {
          found.add(phrase.reason);
        }
      }
    }
    if (word.masked) {
      const reason = maskedReason(index, plainLetters(word.masked));
      if (reason) found.add(reason);
    }
  });
}

/** Reasons found in one text, each once, in the order of REASONS. */
function reasonsIn(text: string): string[] {
  const index = wordIndex();
  const normalised = normaliseText(text);
  const found = new Set<string>();
  for (const symbol of index.symbols) {
    if (normalised.includes(symbol.entry)) found.add(symbol.reason);
  }
  const { words, joined } = wordStreams(normalised);
  readWords(index, words, found);
  if (joined) readWords(index, joined, found);
  return REASONS.filter((reason) => found.has(reason));
}

/**
 * Whether texts are fit for children (violence, sexual content, drugs or alcohol, hate, self-harm,
 * bad language; English, Spanish, French, German, Italian, Portuguese, and Dutch bad words).
 * Whole words and phrases only, so 'class', 'skill' or 'Scunthorpe' pass; disguises are undone
 * first: invisible characters, look-alike letters, letters spelled out or stretched, leetspeak.
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

/** The words of a text as the check reads them (lower case, no accents, leetspeak undone). */
export function normalisedWords(text: string): string[] {
  return wordStreams(normaliseText(text))
    .words.map((word) => word.forms.find((form) => /^[a-z]+$/.test(form)))
    .filter((form): form is string => form !== undefined);
}
