import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { testDatabaseUrl } from './src/config.js';

// Integration suite: each file builds the app on a database of its own. PGlite by default;
// with TEST_DATABASE_URL, PostgreSQL, plus the *.pg.test.ts files that need a shared server
// (LISTEN/NOTIFY across processes).
const onPostgres = testDatabaseUrl() !== undefined;

export default defineConfig({
  resolve: { conditions: ['@storyloom/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@storyloom/source', ...defaultServerConditions] } },
  test: {
    name: `integration on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`,
    root: import.meta.dirname,
    environment: 'node',
    include: onPostgres
      ? ['src/**/*.int.test.ts', 'src/**/*.pg.test.ts']
      : ['src/**/*.int.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite instances are memory-hungry WASM; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
