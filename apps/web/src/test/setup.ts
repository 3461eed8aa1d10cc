import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLanguageAfterTest } from './i18n';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // Every test starts in English, whatever the previous one switched to.
  await resetLanguageAfterTest();
});
