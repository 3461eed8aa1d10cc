/// <reference types="node" />
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: {
    conditions: ['@storyloom/source', ...defaultClientConditions],
  },
  // Files marked `@vitest-environment node` resolve through the server conditions.
  ssr: {
    resolve: {
      conditions: ['@storyloom/source', ...defaultServerConditions],
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom per worker instead of one per file (that was 40 % of the suite's time). Each file
    // still gets fresh app modules, storage and globals: see src/test/setup.ts and decision 0041.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
