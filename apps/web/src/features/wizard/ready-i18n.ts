import { defineTranslations } from '../../lib/i18n';
import { storyReadyEn } from './locales/ready.en';

/** Texts of the parts that load on demand: Ready, and opening a saved story. */
export const useStoryReadyT = defineTranslations('storyReady', storyReadyEn, {
  es: () => import('./locales/ready.es').then((m) => m.storyReadyEs),
});
