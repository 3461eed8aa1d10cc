import type { TranslationOf } from '../../../lib/i18n';
import type { bookEn } from './en';

export const bookEs: TranslationOf<typeof bookEn> = {
  book: {
    pageOf: 'Página {{page}} de {{total}}',
    thisPage: 'Esta página',
    edit: 'Editar la página',
    newPicture: 'Otro dibujo',
    pages: 'Páginas',
    previous: 'Anterior',
    next: 'Siguiente',
    preparingPdf: 'Preparando el PDF…',
    downloadPdf: 'Descargar PDF',
    openInReader: 'Abrir en el lector',
    downloadFailed: 'No se pudo descargar el PDF',
  },
  editor: {
    label: 'Texto de la página {{page}}',
    failed: 'No se pudo guardar la página',
    saving: 'Guardando…',
    save: 'Guardar',
    cancel: 'Cancelar',
  },
  picture: {
    title: 'Un dibujo nuevo',
    show: '¿Qué debería mostrar el dibujo?',
    style: 'Estilo',
    styles: { storybook: 'Libro de cuentos', pastel: 'Pasteles suaves', bold: 'Vivo y colorido' },
    free: 'Un dibujo nuevo es gratis con tu plan.',
    uses_one: 'Un dibujo nuevo usa {{count}} crédito. Tienes {{credits}}.',
    uses_other: 'Un dibujo nuevo usa {{count}} créditos. Tienes {{credits}}.',
    drawingStatus: 'Haciendo el dibujo nuevo…',
    failed: 'No se pudo hacer el dibujo',
    needMore: 'Te faltan unos pocos créditos para un dibujo nuevo. El de ahora se queda como está.',
    seePlans: 'Ver precios y planes',
    drawing: 'Dibujando…',
    draw: 'Dibujar',
    cancel: 'Cancelar',
  },
};
