import type { TranslationOf } from '../../../lib/i18n';
import type { pdfReaderEn } from './en';

export const pdfReaderEs: TranslationOf<typeof pdfReaderEn> = {
  reader: {
    opening: 'Abriendo el libro…',
    openFailedTitle: 'No se pudo abrir el libro',
    openFailed: 'No pudimos abrir este libro. Inténtalo de nuevo, por favor.',
    label: '{{title}} (PDF)',
    toolbar: 'Controles del lector',
    previousPage: 'Página anterior',
    nextPage: 'Página siguiente',
    pageOf: 'Página {{page}} de {{total}}',
    zoomOut: 'Alejar',
    zoom: 'Zoom',
    zoomIn: 'Acercar',
    fitWidth: 'Ajustar al ancho',
    download: 'Descargar',
    pages: 'Páginas',
    page: 'Página {{page}}',
  },
  page: {
    fetching: 'Buscando tu libro…',
    notReadyTitle: 'Este libro todavía no está terminado',
    notReadyText:
      'El cuento aún se está escribiendo, o no tiene ninguna versión terminada. Vuelve a abrirlo cuando esté listo.',
    backToStory: 'Volver a tu cuento',
    failedTitle: 'No pudimos abrir tu libro',
  },
};
