import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Unit tests: pure logic, no database. Integration tests (*.int.test.ts) have their own config.
// Vite's 'module' condition is left out, as there: packages resolve as Node resolves them (the
// OpenTelemetry API's and the AWS SDK's 'module' builds have extensionless imports Node cannot load).
const conditions = [
  '@storyloom/source',
  ...defaultServerConditions.filter((condition) => condition !== 'module'),
];

export default defineProject({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.int.test.ts', 'src/**/*.pg.test.ts'],
    // Files share a worker's loaded modules (half of this project's time was importing them
    // again per file), as the integration suite's do: module-level state must never carry one
    // file's data into the next (docs/decisions/0035).
    isolate: false,
  },
});
