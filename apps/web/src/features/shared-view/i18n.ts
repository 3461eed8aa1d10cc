import { defineTranslations } from '../../lib/i18n';
import { sharedViewEn } from './locales/en';

export const useSharedViewT = defineTranslations('sharedView', sharedViewEn, {
  es: () => import('./locales/es').then((m) => m.sharedViewEs),
});
