import { defineTranslations } from '../../lib/i18n';
import { storyEn } from './locales/en';

export const useStoryT = defineTranslations('story', storyEn, {
  es: () => import('./locales/es').then((m) => m.storyEs),
});
