import { defineTranslations } from '../../lib/i18n';
import { telemetryEn } from './locales/en';

export const useTelemetryT = defineTranslations('telemetry', telemetryEn, {
  es: () => import('./locales/es').then((m) => m.telemetryEs),
});
