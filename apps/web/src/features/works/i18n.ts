import { defineTranslations } from '../../lib/i18n';
import { worksEn } from './locales/en';

export const useWorksT = defineTranslations('storyWorks', worksEn, {
  es: () => import('./locales/es').then((m) => m.worksEs),
});
