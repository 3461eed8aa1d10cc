import { defineConfig } from 'vitest/config';

// Journeys: each file starts the built app (npm run build first) on a free port with a fresh
// data folder and drives Debian's Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'journeys',
    root: import.meta.dirname,
    include: ['**/*.journey.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    // A poll waits for the page to catch up: a picture drawn on first request, a live event. On
    // a busy 2-core host that took longer than the default second (a demo picture once did).
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 90_000,
    // Two files at a time: a journey mostly waits (on the browser, live events, jobs), so on a
    // slow 2-core host two of them took 11 min where one at a time took 13 of CI's 29. Each file
    // has its own app, port, data folder and browser, so they do not meet.
    maxWorkers: 2,
  },
});
