import { defineConfig } from 'vitest/config';

// `npx vitest run` from the root runs every unit suite. Integration (apps/server/
// vitest.integration.config.ts) and journeys (e2e/vitest.config.ts) have configs of their own.
export default defineConfig({
  test: {
    projects: [
      'packages/contracts/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
    ],
  },
});
