import { defineProject } from 'vitest/config';

export default defineProject({
  // Pin the root so the include glob works when run from the monorepo root.
  root: import.meta.dirname,
  test: {
    name: 'contracts',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
