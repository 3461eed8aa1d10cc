import { defineTranslations } from '../../lib/i18n';
import { libraryEn } from './locales/en';

export const useLibraryT = defineTranslations('library', libraryEn, {
  es: () => import('./locales/es').then((m) => m.libraryEs),
});
