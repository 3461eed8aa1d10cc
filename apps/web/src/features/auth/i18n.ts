import { defineTranslations } from '../../lib/i18n';
import { authEn } from './locales/en';

export const useAuthT = defineTranslations('auth', authEn, {
  es: () => import('./locales/es').then((m) => m.authEs),
});
