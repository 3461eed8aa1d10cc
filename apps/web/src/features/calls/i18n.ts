import { defineTranslations } from '../../lib/i18n';
import { callsEn } from './locales/en';
import { callsNavEn } from './locales/nav.en';

export const useCallsT = defineTranslations('calls', callsEn, {
  es: () => import('./locales/es').then((m) => m.callsEs),
});

/** The Call buttons elsewhere (chat, Contacts) load only these two texts. */
export const useCallsNavT = defineTranslations('callsNav', callsNavEn, {
  es: () => import('./locales/nav.es').then((m) => m.callsNavEs),
});
