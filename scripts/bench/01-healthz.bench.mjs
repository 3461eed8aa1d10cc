// The framework overhead budget: /healthz with every plugin (security headers, request ids,
// logging) against a bare Fastify hello-world, both in processes of their own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { load, startServer } from './lib.mjs';

export const title = 'HTTP baseline: /healthz vs bare Fastify';

export async function run({ root }) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const bare = await startServer({ script: path.join(here, 'hello-world-server.mjs') });
  const bareResult = await load(`${bare.url}/`).finally(() => bare.stop());

  const app = await startServer({
    script: path.join(root, 'apps/server/dist/main.js'),
    cwd: root,
    readyPath: '/readyz',
  });
  const appResult = await load(`${app.url}/healthz`).finally(() => app.stop());

  const ratio = appResult.requestsPerSecond / bareResult.requestsPerSecond;
  console.log({ bare: bareResult, healthz: appResult, ratio });
  return [
    'autocannon, 50 connections, 10 s after a 2 s warm-up, loopback. The app runs as `npm start`',
    'does (PGlite, info-level logs), in its own process; so does the bare server.',
    '',
    '| target | req/s | p99 (ms) |',
    '|---|---:|---:|',
    `| bare Fastify hello-world | ${Math.round(bareResult.requestsPerSecond)} | ${bareResult.p99Ms} |`,
    `| Storyloom \`/healthz\` | ${Math.round(appResult.requestsPerSecond)} | ${appResult.p99Ms} |`,
    '',
    `Ratio (Storyloom / bare): **${ratio.toFixed(2)}**`,
  ].join('\n');
}
