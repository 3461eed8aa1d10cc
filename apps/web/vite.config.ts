/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The API process listens here in development (`npm start`).
const apiTarget = 'http://127.0.0.1:8080';

const BUILD_MANIFEST_LINE = /^const BUILD_MANIFEST = .*;$/m;

export interface ServiceWorkerManifest {
  /** Changes whenever any built file changes, so a new deployment is a new worker. */
  version: string;
  /** What the first page load needs: saved at install for offline use. */
  shell: string[];
}

/** Writes the build's manifest into public/sw.js's placeholder line. */
export function injectServiceWorkerManifest(
  source: string,
  manifest: ServiceWorkerManifest,
): string {
  if (!BUILD_MANIFEST_LINE.test(source)) {
    throw new Error('sw.js has no `const BUILD_MANIFEST = ...;` line to fill in');
  }
  return source.replace(BUILD_MANIFEST_LINE, `const BUILD_MANIFEST = ${JSON.stringify(manifest)};`);
}

/** The files index.html loads (entry script, its preloads, the styles). */
export function shellAssets(indexHtml: string): string[] {
  return [...new Set(indexHtml.match(/\/assets\/[^"'\s)]+/g) ?? [])].sort();
}

function serviceWorkerManifest(): Plugin {
  return {
    name: 'storyloom:service-worker-manifest',
    apply: 'build',
    // Vite has copied public/sw.js into the output by now; fill in this build's manifest.
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(import.meta.dirname, 'dist');
      const index = bundle['index.html'];
      const indexHtml = index?.type === 'asset' ? String(index.source) : '';
      const fingerprint = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .update(indexHtml)
        .digest('hex')
        .slice(0, 16);
      const swFile = path.join(outDir, 'sw.js');
      const manifest = { version: fingerprint, shell: shellAssets(indexHtml) };
      writeFileSync(swFile, injectServiceWorkerManifest(readFileSync(swFile, 'utf8'), manifest));
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), serviceWorkerManifest()],
  resolve: {
    // Workspace packages are consumed from their TypeScript source, no prebuild step.
    conditions: ['@storyloom/source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/docs': apiTarget,
    },
  },
});
