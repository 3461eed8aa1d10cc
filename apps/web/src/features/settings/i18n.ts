import { defineTranslations } from '../../lib/i18n';
import { settingsEn } from './locales/en';

export const useSettingsT = defineTranslations('settings', settingsEn, {
  es: () => import('./locales/es').then((m) => m.settingsEs),
});
