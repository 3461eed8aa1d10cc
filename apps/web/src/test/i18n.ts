import type { SupportedLanguage } from '@storyloom/contracts';
import { act } from '@testing-library/react';
import { changeLanguage, LANGUAGE_STORAGE_KEY } from '../lib/i18n';

/**
 * Tests render in English (the texts they assert); a test that needs Spanish switches with this,
 * and the setup file puts English back after every test.
 */
export async function switchLanguageInTest(language: SupportedLanguage): Promise<void> {
  await act(() => changeLanguage(language, { remember: false }));
}

export async function resetLanguageAfterTest(): Promise<void> {
  await changeLanguage('en', { remember: false });
  // Tests marked `@vitest-environment node` have no localStorage.
  if (typeof localStorage !== 'undefined') localStorage.removeItem(LANGUAGE_STORAGE_KEY);
}
