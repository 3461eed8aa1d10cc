import { defineTranslations } from '../../lib/i18n';
import { chatNavEn } from './locales/nav.en';

/**
 * The buttons that open the Contacts dialog: their own tiny namespace, so the dialog's and the
 * chat page's texts stay in the chunks that load when they open.
 */
export const useChatNavT = defineTranslations('chatNav', chatNavEn, {
  es: () => import('./locales/nav.es').then((m) => m.chatNavEs),
});
