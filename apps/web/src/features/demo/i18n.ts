import { defineTranslations } from '../../lib/i18n';
import { demoEn } from './locales/en';

export const useDemoT = defineTranslations('demo', demoEn, {
  es: () => import('./locales/es').then((m) => m.demoEs),
});
