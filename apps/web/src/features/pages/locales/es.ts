import type { TranslationOf } from '../../../lib/i18n';
import type { pagesEn } from './en';

export const pagesEs: TranslationOf<typeof pagesEn> = {
  help: 'Ayuda',
  allArticles: 'Todos los artículos',
  articleMissingTitle: 'No encontramos ese artículo',
  articleMissingText:
    'Puede que se haya movido, o que al enlace le falte una letra. Todos nuestros artículos están en la página de prensa.',
  articles: 'Artículos',
  tour: {
    title: 'Volver a ver el recorrido guiado',
    text: 'Unos consejos breves señalan dónde está cada cosa, una vez en cada página. Puedes saltarlos cuando quieras.',
    show: 'Enséñame otra vez el recorrido guiado',
    on: 'El recorrido vuelve a estar activado. Te irá enseñando todo sobre la marcha.',
    start: 'Empezar en la página del cuento',
  },
};
