import type { TranslationOf } from '../../../lib/i18n';
import type { chatNavEn } from './nav.en';

export const chatNavEs: TranslationOf<typeof chatNavEn> = {
  contacts: 'Contactos',
  chatAndCall: 'Chatear y llamar',
};
