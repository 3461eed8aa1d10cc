import { defineTranslations } from '../../lib/i18n';
import { storyBookEn } from './locales/book.en';

/** Texts of the parts that load on demand: Ready and the book, a saved story. */
export const useStoryBookT = defineTranslations('storyBook', storyBookEn, {
  es: () => import('./locales/book.es').then((m) => m.storyBookEs),
});
