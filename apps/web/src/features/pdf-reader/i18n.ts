import { defineTranslations } from '../../lib/i18n';
import { pdfReaderEn } from './locales/en';

export const usePdfReaderT = defineTranslations('pdfReader', pdfReaderEn, {
  es: () => import('./locales/es').then((m) => m.pdfReaderEs),
});
