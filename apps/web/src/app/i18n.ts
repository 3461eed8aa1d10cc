import { defineTranslations } from '../lib/i18n';
import { shellEn } from './locales/en';

export const useShellT = defineTranslations('shell', shellEn, {
  es: () => import('./locales/es').then((m) => m.shellEs),
});
