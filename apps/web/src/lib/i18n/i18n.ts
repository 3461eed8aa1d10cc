import type { SupportedLanguage } from '@storyloom/contracts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  browserLanguages,
  DEFAULT_LANGUAGE,
  detectLanguage,
  readSavedLanguage,
  saveLanguage,
} from './languages';

/** A namespace's texts: nested objects of strings (plural forms as `key_one`, `key_other`). */
export interface Messages {
  readonly [key: string]: string | Messages;
}

/** Another language's texts must have exactly the English keys (values may differ). */
export type TranslationOf<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TranslationOf<T[K]>;
};

/** Loads one language of one namespace, with a dynamic import so it is its own small chunk. */
export type MessagesLoader = () => Promise<Messages>;

type OtherLanguage = Exclude<SupportedLanguage, 'en'>;

/**
 * The one i18next instance. English is bundled with the code that uses it and added
 * synchronously, so init is synchronous and an English first render never flashes keys.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: detectLanguage({ saved: readSavedLanguage(), browser: browserLanguages() }),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['en', 'es'],
  resources: {},
  partialBundledLanguages: true,
  initAsync: false,
  ns: [],
  defaultNS: false,
  interpolation: { escapeValue: false }, // React escapes already.
  returnNull: false,
  // Not bound to bundles being added: every chunk that registers its English texts would
  // re-render every translated component on the page. A namespace still loading in the reader's
  // language suspends its own components instead (use-translations.ts), and a language switch
  // loads everything before it changes.
  react: { useSuspense: false, bindI18nStore: '' },
});

function reflectOnPage(language: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
reflectOnPage(i18n.language);
i18n.on('languageChanged', reflectOnPage);

/** Loaders per namespace and language, and the loads started (each namespace loads once). */
const loaders = new Map<string, Partial<Record<OtherLanguage, MessagesLoader>>>();
const loads = new Map<string, Promise<void>>();
/** Loads that failed: their screens stay in English instead of waiting forever. */
const failed = new Set<string>();

export function currentLanguage(): SupportedLanguage {
  return i18n.language === 'es' ? 'es' : 'en';
}

export function isNamespaceReady(namespace: string, language: string): boolean {
  return language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, namespace);
}

/** Ready, or given up on (the English fallback shows): nothing left to wait for. */
export function isNamespaceSettled(namespace: string, language: string): boolean {
  return isNamespaceReady(namespace, language) || failed.has(`${language}/${namespace}`);
}

/** Starts (once) loading `namespace` in `language`; resolves when its texts are in place. */
export function loadNamespace(namespace: string, language: string): Promise<void> {
  if (isNamespaceReady(namespace, language)) return Promise.resolve();
  const key = `${language}/${namespace}`;
  let load: Promise<void> | undefined = loads.get(key);
  if (!load) {
    const loader = loaders.get(namespace)?.[language as OtherLanguage];
    load = loader
      ? loader().then(
          (messages) => {
            i18n.addResourceBundle(language, namespace, messages, true, true);
          },
          (error: unknown) => {
            // A failed chunk must not leave the page without texts: English stays the fallback.
            failed.add(key);
            console.error(`Could not load the ${language} texts of "${namespace}"`, error);
          },
        )
      : Promise.resolve();
    loads.set(key, load);
  }
  return load;
}

/** Every namespace registered so far, in `language`. */
export function loadLanguage(language: string): Promise<void> {
  return Promise.all([...loaders.keys()].map((ns) => loadNamespace(ns, language))).then(() => {});
}

/**
 * Registers a feature's texts: English now (it ships in the feature's chunk), the other
 * languages as loaders that run only when that language is in use.
 */
export function registerNamespace<T extends Messages>(
  namespace: string,
  english: T,
  others: Record<OtherLanguage, () => Promise<TranslationOf<T>>>,
): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, english, true, true);
  loaders.set(namespace, others as Record<OtherLanguage, MessagesLoader>);
  // A chunk that arrives while Spanish is on starts its Spanish texts at once.
  if (i18n.language !== DEFAULT_LANGUAGE) void loadNamespace(namespace, i18n.language);
}

let latestRequest = 0;

/**
 * Switches the interface: loads the language's texts first (so nothing shows half-translated),
 * then changes. `remember` keeps the choice on this device for the next visit.
 */
export async function changeLanguage(
  language: SupportedLanguage,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  const request = ++latestRequest;
  if (remember) saveLanguage(language);
  // Choosing again retries what failed before (the network may be back).
  for (const key of failed) {
    if (key.startsWith(`${language}/`)) {
      failed.delete(key);
      loads.delete(key);
    }
  }
  await loadLanguage(language);
  // A later choice made while this one was loading wins.
  if (request !== latestRequest) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
}
