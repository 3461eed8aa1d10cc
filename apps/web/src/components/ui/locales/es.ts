import type { TranslationOf } from '../../../lib/i18n';
import type { uiEn } from './en';

export const uiEs: TranslationOf<typeof uiEn> = {
  close: 'Cerrar',
  tryAgain: 'Intentar de nuevo',
  warning: 'Aviso',
  pictureNotFound: 'No encontramos la imagen',
  namedPictureNotFound: '{{name}}: no encontramos la imagen',
  loadingPicture: 'Cargando la imagen',
  namedPictureLoading: '{{name}} (cargando)',
};
