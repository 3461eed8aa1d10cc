import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
// Integration suite: each file builds the app on a database of its own. PGlite by default;
// with TEST_DATABASE_URL, PostgreSQL, plus the *.pg.test.ts files that need a shared server
// (LISTEN/NOTIFY across processes). Read here as config.ts's testDatabaseUrl() reads it: this
// file is bundled before the workspace's source condition applies, so it imports no app code
// (which would pull in the contracts' build output, absent on a fresh clone).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL?.trim());

// Vite's 'module' condition is left out: packages resolve as Node resolves them outside tests
// (the AWS SDK's 'module' build has extensionless imports that Node cannot load).
const conditions = [
  '@storyloom/source',
  ...defaultServerConditions.filter((condition) => condition !== 'module'),
];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
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
    // Each file builds its own app on its own database, so files share a worker's loaded modules
    // instead of importing the whole server again (a third of the suite's CPU time). Module-level
    // state must therefore never carry one file's data into the next (docs/decisions/0035).
    isolate: false,
  },
});
