import type { PaperSize } from '@storyloom/contracts';

/** Where Letter paper is what the printer holds; everywhere else prints on A4. */
const LETTER_REGIONS = new Set(['US', 'CA']);

/** The paper a family most likely has, from the browser's language tag ('en-US' -> letter). */
export function defaultPaper(locale: string | undefined): PaperSize {
  if (!locale) return 'a4';
  let region: string | undefined;
  try {
    region = new Intl.Locale(locale).maximize().region;
  } catch {
    return 'a4';
  }
  return region && LETTER_REGIONS.has(region) ? 'letter' : 'a4';
}
