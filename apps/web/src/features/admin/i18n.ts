import { defineTranslations } from '../../lib/i18n';
import { adminEn } from './locales/en';

export const useAdminT = defineTranslations('admin', adminEn, {
  es: () => import('./locales/es').then((m) => m.adminEs),
});
