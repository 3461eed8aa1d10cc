import { defineTranslations } from '../../lib/i18n';
import { tourEn } from './locales/en';

export const useTourT = defineTranslations('tour', tourEn, {
  es: () => import('./locales/es').then((m) => m.tourEs),
});
