import type { TFunction } from 'i18next';
import { defineTranslations } from '../../lib/i18n';
import { marketplaceEn } from './locales/en';

export const useMarketplaceT = defineTranslations('marketplace', marketplaceEn, {
  es: () => import('./locales/es').then((m) => m.marketplaceEs),
});

/** What the text helpers (product-text.ts) are given to speak the interface language. */
export type MarketplaceT = TFunction;
