import type { EnhanceableField } from '@storyloom/contracts';
import { ALL_DETAIL_TEXTS, DETAILS, NAMES_SENTENCES, type Language } from './improver-banks.js';

export type OfflineImproveRequest = {
  field: EnhanceableField;
  text: string;
  language: Language;
  elementNames: string[];
};

/** Above this many sentences a description is rich enough: only tidy it and bring names in. */
const SENTENCES_BEFORE_DETAIL = 3;

/**
 * The improver that needs no AI: tidies the text, brings in the chosen names it does not yet
 * mention, and adds one gentle detail for the field from a small bank. Deterministic, and a
 * second pass changes nothing (the names are there, a detail is already in), so pressing
 * "improve" twice does not keep appending.
 */
export function improveOffline(request: OfflineImproveRequest, maxLength: number): string {
  const text = spelledAsChosen(tidy(request.text, request.language), request.elementNames);
  const additions: string[] = [];
  const withAdditions = () => [text, ...additions].join(' ');

  const missing = missingNames(text, request.elementNames);
  // As many of the missing names as fit, in the order they were chosen.
  for (let count = missing.length; count > 0; count -= 1) {
    const sentence = namesSentence(request, missing.slice(0, count));
    if (withAdditions().length + 1 + sentence.length <= maxLength) {
      additions.push(sentence);
      break;
    }
  }

  const detail = chooseDetail(request, text);
  if (detail && withAdditions().length + 1 + detail.length <= maxLength) additions.push(detail);

  // Tidying may add a full stop to a text already at the limit: then it keeps the limit.
  return additions.length > 0 ? withAdditions() : text.slice(0, maxLength);
}

/** Spaces collapsed, sentences capitalised and ended, no space before punctuation. */
export function tidy(raw: string, language: Language): string {
  let text = raw.replace(/\s+/g, ' ').trim();
  text = text.replace(/\s+([,.;:!?…])/g, '$1').replace(/([,;:])(?=\p{L})/gu, '$1 ');
  if (language === 'en') text = text.replace(/(?<![\p{L}\p{N}'’])i(?=$|[\s,.;:!?'’])/gu, 'I');
  text = text.replace(
    /(^|[.!?…]\s+)([¡¿"“«(]*)(\p{Ll})/gu,
    (_match, before: string, opening: string, letter: string) =>
      before + opening + letter.toLocaleUpperCase(language),
  );
  if (text && !/[.!?…]["”»)]*$/.test(text)) text = `${text}.`;
  return text;
}

export function sentenceCount(text: string): number {
  return text.split(/[.!?…]+["”»)]*(?:\s+|$)/).filter((part) => part.trim() !== '').length;
}

/** Lower case without accents, for comparing what is written. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function mentions(text: string, phrase: string): boolean {
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(plain(phrase))}(?![\\p{L}\\p{N}])`, 'u');
  return pattern.test(plain(text));
}

/** 'pip' written in the text becomes 'Pip' when that is how the element is named. */
export function spelledAsChosen(text: string, names: string[]): string {
  let result = text;
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim();
    if (!name) continue;
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escape(name)}(?![\\p{L}\\p{N}])`, 'giu');
    result = result.replace(pattern, () => name);
  }
  return result;
}

/** Chosen names the text does not mention yet, each once, as the parent spelled them. */
export function missingNames(text: string, names: string[]): string[] {
  const seen = new Set<string>();
  const missing: string[] = [];
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim();
    const key = plain(name);
    if (!name || seen.has(key)) continue;
    seen.add(key);
    if (!mentions(text, name)) missing.push(name);
  }
  return missing;
}

export function joinNames(names: string[], language: Language): string {
  if (names.length <= 1) return names.join('');
  const last = names[names.length - 1] ?? '';
  // Spanish says 'e' instead of 'y' before an 'i' sound: 'Pip e Inés', but 'y Hierro'.
  const and = language === 'en' ? 'and' : /^(i|hi(?![aeoué]))/i.test(plain(last)) ? 'e' : 'y';
  return `${names.slice(0, -1).join(', ')} ${and} ${last}`;
}

function namesSentence(request: OfflineImproveRequest, names: string[]): string {
  const sentence = NAMES_SENTENCES[request.language][request.field];
  const joined = joinNames(names, request.language);
  return names.length === 1 ? sentence.one(joined) : sentence.many(joined);
}

/** A detail the text has no word of yet, picked by the text itself; none once improved. */
function chooseDetail(request: OfflineImproveRequest, text: string): string | null {
  if (ALL_DETAIL_TEXTS.some((detail) => text.includes(detail))) return null;
  if (sentenceCount(text) > SENTENCES_BEFORE_DETAIL) return null;
  const bank = DETAILS[request.language][request.field];
  const written = plain(text);
  const start = stableHash(written) % bank.length;
  for (let offset = 0; offset < bank.length; offset += 1) {
    const detail = bank[(start + offset) % bank.length];
    if (!detail) continue;
    const repeats = detail.about.some((stem) =>
      new RegExp(`(?<![\\p{L}\\p{N}])${escape(plain(stem))}`, 'u').test(written),
    );
    if (!repeats) return detail.text;
  }
  return null;
}

/** FNV-1a: the same text always gets the same detail. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
