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
    hookTimeout: 90_000,
    maxWorkers: 1,
  },
});
