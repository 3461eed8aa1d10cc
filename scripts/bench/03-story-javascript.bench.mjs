// The JavaScript budget of a first visit: everything a fresh browser downloads to open /story,
// up to the `load` event, measured gzipped (as a compressing server or CDN would send it).
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './lib.mjs';

export const title = 'First visit to /story: initial JavaScript (gzipped)';

const BUDGET_KB = 150;
const CHROMIUM = '/usr/bin/chromium';
// As in e2e/support/browser.ts: keep Debian's Chromium off a network this machine lacks.
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const kB = (bytes) => (bytes / 1000).toFixed(1);

export async function run({ root }) {
  const app = await startServer({
    script: path.join(root, 'apps/server/dist/main.js'),
    cwd: root,
    readyPath: '/readyz',
    env: { LOG_LEVEL: 'warn', DATABASE_URL: '', SMTP_URL: '' },
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    // A fresh context: empty cache, no service worker, nobody signed in.
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = [];
    let loaded = false;
    page.on('response', (response) => {
      const request = response.request();
      if (loaded || request.resourceType() !== 'script') return;
      scripts.push(
        response.body().then((body) => ({
          file: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body).length,
        })),
      );
    });
    await page.goto(`${app.url}/story`, { waitUntil: 'load' });
    loaded = true;
    const files = (await Promise.all(scripts)).sort((a, b) => b.gzip - a.gzip);
    await context.close();

    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    const totalRaw = files.reduce((sum, file) => sum + file.raw, 0);
    console.log({ files, totalGzip: total });
    const verdict = total <= BUDGET_KB * 1000 ? 'within' : 'OVER';
    return [
      'A fresh headless Chromium (no cache, no service worker, signed out) opens `/story` on the',
      'built app; every script response that arrived before the `load` event counts, each',
      'gzipped at zlib level 6. 1 kB = 1000 bytes.',
      '',
      '| script | raw (kB) | gzip (kB) |',
      '|---|---:|---:|',
      ...files.map((file) => `| \`${file.file}\` | ${kB(file.raw)} | ${kB(file.gzip)} |`),
      `| **total** (${files.length} files) | ${kB(totalRaw)} | **${kB(total)}** |`,
      '',
      `Budget: ${BUDGET_KB} kB gzipped; ${verdict} budget.`,
    ].join('\n');
  } finally {
    await browser.close();
    await app.stop();
  }
}
