import type { SupportedLanguage } from '@storyloom/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, i18n } from './i18n';

export interface LanguageTools {
  language: SupportedLanguage;
  /** Loads the language's texts, switches the whole interface and remembers it on this device. */
  changeLanguage: typeof changeLanguage;
  formatDate(value: Date | number, options?: Intl.DateTimeFormatOptions): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
}

/** The interface language, the way to change it, and Intl formatting in that language. */
export function useLanguage(): LanguageTools {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const language: SupportedLanguage = instance.language === 'es' ? 'es' : 'en';
  return useMemo(
    () => ({
      language,
      changeLanguage,
      formatDate: (value, options) => new Intl.DateTimeFormat(language, options).format(value),
      formatNumber: (value, options) => new Intl.NumberFormat(language, options).format(value),
    }),
    [language],
  );
}
