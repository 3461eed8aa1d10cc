import { defineTranslations } from '../../lib/i18n';
import { pagesEn } from './locales/en';

export const usePagesT = defineTranslations('pages', pagesEn, {
  es: () => import('./locales/es').then((m) => m.pagesEs),
});
