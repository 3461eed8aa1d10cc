import { defineTranslations } from '../../lib/i18n';
import { bookEn } from './locales/en';

/** The book's texts: they load with the book, when a told story is shown. */
export const useBookT = defineTranslations('book', bookEn, {
  es: () => import('./locales/es').then((m) => m.bookEs),
});
