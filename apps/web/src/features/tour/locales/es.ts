import type { TranslationOf } from '../../../lib/i18n';
import type { tourEn } from './en';

export const tourEs: TranslationOf<typeof tourEn> = {
  prompt: {
    title: '¿Te apetece un recorrido guiado rápido?',
    text: 'Unos consejos breves te enseñan dónde está cada cosa. Puedes activar o desactivar el recorrido en Ajustes y volver a verlo cuando quieras desde la página de Ayuda.',
    notNow: 'Ahora no',
    yes: 'Sí, enséñamelo',
  },
  settings: {
    title: 'Recorrido guiado',
    label: 'Mostrar el recorrido guiado',
    hint: 'Consejos breves que señalan dónde está cada cosa, una vez en cada página.',
    on: 'Sí',
    off: 'No',
  },
  overlay: {
    count: 'Paso {{position}} de {{total}}',
    disable: 'Desactivar el recorrido',
    watchDemo: 'Ver la demostración en vídeo',
    skip: 'Saltar',
    done: 'Listo',
    next: 'Siguiente',
  },
  steps: {
    'wizard-steps': {
      title: 'Tres pasitos',
      text: 'Cada cuento crece en tres pasos: Ideas, Trama y Listo. Los recorreremos contigo.',
    },
    'marketplace-nav': {
      title: 'El mercado',
      text: 'Encuentra personajes y mundos que otras familias han compartido, y comparte los tuyos.',
    },
    'chat-nav': {
      title: 'Habla con tus personajes',
      text: 'Saluda a los personajes de tus cuentos, por mensaje o por voz.',
    },
    'ideas-toolbar': {
      title: 'Tu caja de ideas',
      text: 'Añade personajes, lugares y notas, reúnelos en bolsas, comparte una bolsa con un enlace o publícala.',
    },
    'ideas-library': {
      title: 'Todo lo que has creado',
      text: 'Aquí viven tus ideas. En la Biblioteca, el filtro Trabajo reciente te devuelve lo último que hiciste.',
    },
  },
};
