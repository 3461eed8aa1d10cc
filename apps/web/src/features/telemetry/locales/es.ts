import type { TranslationOf } from '../../../lib/i18n';
import type { telemetryEn } from './en';

export const telemetryEs: TranslationOf<typeof telemetryEn> = {
  updateReady: 'Hay una versión nueva de {{productName}} lista.',
  reload: 'Volver a cargar',
};
