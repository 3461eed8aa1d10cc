import { defineTranslations } from '../../lib/i18n';
import { marketNavEn } from './locales/nav.en';

/**
 * The top bar's Market button and the bag cards' Publish: their own tiny namespace, so the
 * marketplace's other texts stay in its lazily loaded pages, off the first load.
 */
export const useMarketNavT = defineTranslations('marketNav', marketNavEn, {
  es: () => import('./locales/nav.es').then((m) => m.marketNavEs),
});
