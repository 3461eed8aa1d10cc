import { use } from 'react';
import { useLanguage } from '../../lib/i18n';

/** Loads a page's Spanish Markdown (`content/es/…`) with a dynamic import: its own chunk. */
export type MarkdownLoader = () => Promise<{ default: string }>;

const loads = new Map<MarkdownLoader, Promise<string | null>>();

/** Starts (once) the load; a missing or failed file resolves to null, so English shows. */
function load(loader: MarkdownLoader): Promise<string | null> {
  let pending = loads.get(loader);
  if (!pending) {
    pending = loader().then(
      (module) => module.default,
      () => null,
    );
    loads.set(loader, pending);
  }
  return pending;
}

/**
 * The page's Markdown in the interface language, falling back to English. English is bundled
 * with the page; another language waits in the route's Suspense boundary while it loads.
 */
export function useLocalizedMarkdown(english: string, spanish: MarkdownLoader): string {
  const { language } = useLanguage();
  if (language === 'en') return english;
  return use(load(spanish)) ?? english;
}
