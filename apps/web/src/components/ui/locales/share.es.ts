import type { TranslationOf } from '../../../lib/i18n';
import type { shareEn } from './share.en';

export const shareEs: TranslationOf<typeof shareEn> = {
  title: 'Compartir {{name}}',
  making: 'Creando un enlace…',
  failed: 'No pudimos crear un enlace. {{message}}',
  anyone: 'Cualquiera con este enlace puede ver {{name}}. No puede cambiar nada.',
  anyoneWithContents:
    'Cualquiera con este enlace puede ver {{name}} y todo lo que contiene. No puede cambiar nada.',
  link: 'Enlace',
  copy: 'Copiar',
  copied: 'Copiado',
  copyFailed: 'Aquí no se pudo copiar. Selecciona el enlace y cópialo tú.',
  stopping: 'Dejando de compartir…',
  stop: 'Dejar de compartir',
  stopped: 'Ya no se comparte. El enlace ha dejado de funcionar.',
  again: 'Volver a compartir',
};
