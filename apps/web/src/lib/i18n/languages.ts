import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@storyloom/contracts';

/** Where a signed-out visitor's choice (and the last signed-in one) is kept on this device. */
export const LANGUAGE_STORAGE_KEY = 'storyloom.language';

/** The language every text is written in first; the others are loaded when chosen. */
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';

export function isSupportedLanguage(code: unknown): code is SupportedLanguage {
  return typeof code === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(code);
}

/** 'es-MX' and 'ES' are Spanish: the primary subtag, lower case, if we support it. */
export function supportedLanguageOf(tag: string | null | undefined): SupportedLanguage | null {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isSupportedLanguage(primary) ? primary : null;
}

interface DetectionSources {
  /** What was saved on this device (localStorage), if anything. */
  saved: string | null;
  /** The browser's languages, most preferred first (navigator.languages). */
  browser: readonly string[];
}

/** Signed out: the saved choice, else the first supported browser language, else English. */
export function detectLanguage({ saved, browser }: DetectionSources): SupportedLanguage {
  const fromSaved = supportedLanguageOf(saved);
  if (fromSaved) return fromSaved;
  for (const tag of browser) {
    const supported = supportedLanguageOf(tag);
    if (supported) return supported;
  }
  return DEFAULT_LANGUAGE;
}

export function readSavedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies): then there is simply no saved choice.
    return null;
  }
}

export function saveLanguage(language: SupportedLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice must never break switching.
  }
}

/** The browser's languages, safe where navigator is missing or partial. */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** Each language in its own words, so anyone can find theirs whatever the interface shows. */
export const LANGUAGE_ENDONYMS: Readonly<Record<SupportedLanguage, string>> = {
  en: 'English',
  es: 'Español',
};
