import type { TranslationOf } from '../../../lib/i18n';
import type { callsNavEn } from './nav.en';

export const callsNavEs: TranslationOf<typeof callsNavEn> = {
  call: 'Llamar',
  callName: 'Llamar a {{name}}',
};
