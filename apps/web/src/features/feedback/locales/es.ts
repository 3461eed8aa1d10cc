import type { TranslationOf } from '../../../lib/i18n';
import type { feedbackEn } from './en';

export const feedbackEs: TranslationOf<typeof feedbackEn> = {
  open: '¿Nos das tu opinión?',
  title: 'Cuéntanos qué te parece',
  question: '¿Qué tal lo estamos haciendo?',
  rate: 'Puntuar con {{value}} de {{max}}',
  anythingElse: '¿Algo más?',
  optional: '(opcional)',
  placeholder: 'Cuéntanos más...',
  send: 'Enviar opinión',
};
