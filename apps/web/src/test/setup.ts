import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// A worker's files share one jsdom (isolate: false in vitest.config.ts: making a jsdom for each
// file took 40 % of the suite), but nothing else: each file imports the app's modules afresh and
// starts with empty storage. Only packages from node_modules stay loaded between files.
vi.resetModules();
// What an earlier file may have left on the shared window.
vi.unstubAllGlobals();
vi.restoreAllMocks();
vi.useRealTimers();
if (typeof document !== 'undefined') {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  document.head.replaceChildren();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.title = '';
  // A file that pretends the tab is hidden defines this on the document itself.
  Reflect.deleteProperty(document, 'visibilityState');
}

// Pages and checks load on demand, and the first import of a chunk in a test run is compiled
// then: on a busy two-core CI machine that alone can pass the default 1 s of findBy/waitFor.
configure({ asyncUtilTimeout: 3000 });

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // Every test starts in English, whatever the previous one switched to. Imported here, after
  // the reset above, so this is the same i18n instance as the test file's.
  const { resetLanguageAfterTest } = await import('./i18n');
  await resetLanguageAfterTest();
});

// Work a file started and did not wait for (an answer landing after its last test, a store
// writing itself to storage) ends here, before the next file clears what it would leave behind.
afterAll(async () => {
  await new Promise((resolve) => setTimeout(resolve, 50));
});
