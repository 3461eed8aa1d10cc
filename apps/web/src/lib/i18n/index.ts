export {
  changeLanguage,
  currentLanguage,
  i18n,
  loadLanguage,
  type Messages,
  type TranslationOf,
} from './i18n';
export {
  detectLanguage,
  isSupportedLanguage,
  LANGUAGE_ENDONYMS,
  LANGUAGE_STORAGE_KEY,
  supportedLanguageOf,
} from './languages';
export { useLanguage, type LanguageTools } from './use-language';
export { defineTranslations } from './use-translations';
export { useErrorsT, useErrorText } from './error-texts';
