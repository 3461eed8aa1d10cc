import type { SupportedLanguage } from '@storyloom/contracts';
import { use } from 'react';
import { useTranslation } from 'react-i18next';
import {
  i18n,
  isNamespaceSettled,
  loadNamespace,
  registerNamespace,
  type Messages,
  type TranslationOf,
} from './i18n';

type OtherLanguages = Record<Exclude<SupportedLanguage, 'en'>, () => Promise<unknown>>;

/**
 * One feature's texts. English is passed in (it ships with the feature); Spanish is a loader
 * with a dynamic import, e.g. `{ es: () => import('./locales/es').then((m) => m.es) }`.
 * Returns the hook the feature's components use: `const { t } = useSettingsT();`.
 */
export function defineTranslations<T extends Messages>(
  namespace: string,
  english: T,
  others: { [L in keyof OtherLanguages]: () => Promise<TranslationOf<T>> },
) {
  registerNamespace(namespace, english, others);
  return function useNamespaceTranslation() {
    const { t, i18n: instance } = useTranslation(namespace, { i18n });
    const language = instance.language;
    // Only a namespace of a lazy chunk can still be loading: wait in its Suspense boundary
    // rather than flash English (the shell's namespaces are loaded before the first render).
    if (!isNamespaceSettled(namespace, language)) use(loadNamespace(namespace, language));
    return { t, language };
  };
}
