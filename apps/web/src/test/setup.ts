import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetLanguageAfterTest } from './i18n';

// Pages and checks load on demand, and the first import of a chunk in a test run is compiled
// then: on a busy two-core CI machine that alone can pass the default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 3000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // Every test starts in English, whatever the previous one switched to.
  await resetLanguageAfterTest();
});
