import { defineTranslations } from '../../lib/i18n';
import { uiEn } from './locales/en';

export const useUiT = defineTranslations('ui', uiEn, {
  es: () => import('./locales/es').then((m) => m.uiEs),
});
