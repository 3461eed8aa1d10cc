import { defineTranslations } from '../../lib/i18n';
import { parentsEn } from './locales/en';

export const useParentsT = defineTranslations('parents', parentsEn, {
  es: () => import('./locales/es').then((m) => m.parentsEs),
});
