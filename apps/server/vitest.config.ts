import { defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

// Unit tests: pure logic, no database. Integration tests (*.int.test.ts) have their own config.
export default defineProject({
  resolve: { conditions: ['@storyloom/source', ...defaultServerConditions] },
  ssr: { resolve: { conditions: ['@storyloom/source', ...defaultServerConditions] } },
  test: {
    name: 'server',
    root: import.meta.dirname,
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.int.test.ts', 'src/**/*.pg.test.ts'],
  },
});
