import type { TranslationOf } from '../../../lib/i18n';
import type { marketNavEn } from './nav.en';

export const marketNavEs: TranslationOf<typeof marketNavEn> = {
  market: 'Mercado',
  publish: 'Publicar',
  publishNamed: 'Publicar {{name}}',
};
