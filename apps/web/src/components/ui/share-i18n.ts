import { defineTranslations } from '../../lib/i18n';
import { shareEn } from './locales/share.en';

export const useShareT = defineTranslations('uiShare', shareEn, {
  es: () => import('./locales/share.es').then((m) => m.shareEs),
});
