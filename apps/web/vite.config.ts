/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import path from 'node:path';
import { APP_VERSION } from '@storyloom/contracts';
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

const VERSION_PLACEHOLDER = '%STORYLOOM_VERSION%';

/** index.html's static splash shows the version the app's splash shows (APP_VERSION). */
export function fillSplashVersion(indexHtml: string, version: string): string {
  if (!indexHtml.includes(VERSION_PLACEHOLDER)) {
    throw new Error(`index.html has no ${VERSION_PLACEHOLDER} for the splash's version`);
  }
  return indexHtml.replaceAll(VERSION_PLACEHOLDER, version);
}

function splashVersion(): Plugin {
  return {
    name: 'storyloom:splash-version',
    transformIndexHtml: (html) => fillSplashVersion(html, APP_VERSION),
  };
}

/**
 * The app's scripts are fetched at low priority: the splash paints from the HTML and the styles
 * alone, so the styles and fonts go first (decision 0012). Without the hint Lighthouse's
 * simulation counts a high-priority script as blocking that paint.
 */
export function lowerScriptPriority(indexHtml: string): string {
  return indexHtml.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}

function scriptPriority(): Plugin {
  return {
    name: 'storyloom:script-priority',
    apply: 'build',
    // 'post': after Vite has written the entry script and its preloads into the page.
    transformIndexHtml: { order: 'post', handler: lowerScriptPriority },
  };
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

/** What is worth compressing ahead of time: text assets above a small size. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|map|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a .br and a .gz next to every text asset, once at build time, so the server sends
 * compressed files (its static handler picks them by Accept-Encoding) without compressing
 * on every request.
 */
function precompressAssets(): Plugin {
  return {
    name: 'storyloom:precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? path.join(import.meta.dirname, 'dist');
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const source = readFileSync(file);
        if (source.length < MIN_COMPRESS_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, {
            params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
          }),
        );
      }
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    react(),
    splashVersion(),
    scriptPriority(),
    serviceWorkerManifest(),
    precompressAssets(),
  ],
  resolve: {
    // Workspace packages are consumed from their TypeScript source, no prebuild step.
    conditions: ['@storyloom/source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    rolldownOptions: {
      output: {
        // Everything the first page needs in one file (decision 0012), rather than a dozen small
        // shared chunks that each cost a request; pages loaded later import from it.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
      treeshake: {
        manualPureFunctions: ['z'],
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/src/'),
      },
    },
  },
  server: {
    proxy: {
      '/api': apiTarget,
      '/healthz': apiTarget,
      '/docs': apiTarget,
    },
  },
});
