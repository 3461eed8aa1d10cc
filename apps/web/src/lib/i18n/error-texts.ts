import { errorBoxMessage } from '@storyloom/contracts';
import { defineTranslations } from './use-translations';
import { errorsEn, type ErrorTextKey } from './locales/errors.en';

export const useErrorsT = defineTranslations('errors', errorsEn, {
  es: () => import('./locales/errors.es').then((m) => m.errorsEs),
});

const entries = Object.entries(errorsEn) as [ErrorTextKey, string][];
const PLACEHOLDER = /\{\{(\w+)\}\}/g;

/** English catalogue text → its key, to translate messages that travel as plain strings. */
const keyOfText = new Map<string, ErrorTextKey>(
  entries.filter(([, text]) => !text.includes('{{')).map(([key, text]) => [text, key]),
);

/** Catalogue texts with a part filled in ('Google sign-in failed'), matched by pattern. */
const patterns = entries
  .filter(([, text]) => text.includes('{{'))
  .map(([key, text]) => {
    const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
    const source = text
      .split(PLACEHOLDER)
      .map((part, index) =>
        index % 2 === 1 ? '(.+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
      )
      .join('');
    return { key, names, pattern: new RegExp(`^${source}$`) };
  });

function lookUp(message: string): { key: ErrorTextKey; values?: Record<string, string> } | null {
  const key = keyOfText.get(message);
  if (key) return { key };
  for (const { key: patternKey, names, pattern } of patterns) {
    const match = pattern.exec(message);
    if (match) {
      return {
        key: patternKey,
        values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])),
      };
    }
  }
  return null;
}

/**
 * Shows a message in the interface language when it is one of the product's error texts
 * (docs/product.md, "Errors and failure handling") (errors often reach the screen as strings, e.g.
 * from a rejected promise); anything else, such as a server's own message, is shown as it came.
 */
export function useErrorText(): (message: string) => string {
  const { t } = useErrorsT();
  return (message) => {
    // Wherever an error is shown: a failed fetch or an exception reads as the heavy-load text.
    const shown = errorBoxMessage(message);
    const known = lookUp(shown);
    return known ? t(known.key, known.values ?? {}) : shown;
  };
}
