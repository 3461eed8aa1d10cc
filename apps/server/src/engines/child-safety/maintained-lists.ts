import { createRequire } from 'node:module';
import type { ListEntry } from './word-index.js';

/**
 * The maintained lists the check also reads: naughty-words (the List of Dirty, Naughty, Obscene
 * and Otherwise Bad Words, CC BY 4.0, credited in docs/third-party-notices.md), in the languages
 * our families write. Its words are not sorted by kind, so all count as bad language. Some are
 * innocent in a children's story: innocent-words.ts keeps them out.
 */
export const MAINTAINED_LANGUAGES = ['en', 'es', 'fr', 'de', 'it', 'pt', 'nl'] as const;

export function maintainedEntries(): ListEntry[] {
  const load = createRequire(import.meta.url);
  return MAINTAINED_LANGUAGES.flatMap((language) =>
    (load(`naughty-words/${language}.json`) as string[]).map((entry) => ({
      entry,
      reason: 'bad language',
    })),
  );
}
