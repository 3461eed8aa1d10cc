import { defineTranslations } from '../../lib/i18n';
import { feedbackEn } from './locales/en';

export const useFeedbackT = defineTranslations('feedback', feedbackEn, {
  es: () => import('./locales/es').then((m) => m.feedbackEs),
});
