import { defineTranslations } from '../../lib/i18n';
import { chatEn } from './locales/en';

export const useChatT = defineTranslations('chat', chatEn, {
  es: () => import('./locales/es').then((m) => m.chatEs),
});
