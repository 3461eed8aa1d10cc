// The hot reads of a signed-in family, each against a bare Fastify hello-world measured in the
// same run: the story draft, the library (200 elements) and a story artifact, with an ID token, on
// embedded PGlite (as `npm start` runs) and on PostgreSQL (as a deployment runs). On PostgreSQL it
// also counts the database transactions each request cost. `npm run bench -- hot`.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  benchDatabaseUrl,
  createBenchDatabase,
  deploymentOn,
  loadPaired,
  serverVersionOf,
  signedUpToken,
  startServer,
  withAdminClient,
} from './lib.mjs';
import { LIBRARY_SIZE, seedLibrary } from './library-seed.mjs';

export const title = 'Hot paths: authenticated reads against bare Fastify';

const TARGETS = { pglite: 0.1, postgres: 0.25 };
const P99_TARGET_MS = 25;
// What Chromium sends with every fetch; long remembered answers go out gzip-compressed to it.
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export async function run({ root }) {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const loadAverage = os.loadavg()[0].toFixed(1);
  const main = path.join(root, 'apps/server/dist/main.js');
  const adminUrl = benchDatabaseUrl();
  const rows = [];
  // The address the app is told, as behind a load balancer; the bench calls it on loopback.
  const publicUrl = 'http://storyloom.bench.invalid';

  const measureApp = async (kind, env, countTransactions) => {
    const app = await startServer({
      script: main,
      cwd: root,
      env: { PUBLIC_URL: publicUrl, ...env },
      readyPath: '/readyz',
      profile: true,
    });
    // The baseline runs beside the app for the whole database's rows; idle, it costs nothing.
    const bare = await startServer({ script: path.join(here, 'hello-world-server.mjs') });
    try {
      const token = await signedUpToken(app.url, publicUrl);
      const { storyId, artifactId } = await seedLibrary(app.url, token);
      const authorization = `Bearer ${token}`;
      const browser = { authorization, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
      const plain = { authorization };
      const library = `/storyElement/list?limit=${LIBRARY_SIZE}`;
      const routes = [
        ['`GET /story/get/{id}`', `/story/get/${storyId}`, browser],
        [`\`GET /storyElement/list\` (${LIBRARY_SIZE} elements)`, library, plain],
        ['`GET /artifacts/{id}` (12-page story)', `/artifacts/${artifactId}`, browser],
        // For comparison only: the library gzip-compressed, as a browser gets it (decision 0038).
        // autocannon turns every body it reads into text, which for compressed bytes costs it more
        // than the server spends on the answer: this row measures the load generator (0039).
        [`\`GET /storyElement/list\`, gzip as a browser asks`, library, browser, false],
      ];
      // The rows measure what they say: the browser's library comes compressed, the other plain.
      const encodingOf = async (headers) =>
        (await fetch(app.url + library, { headers })).headers.get('content-encoding');
      if (
        (await encodingOf(browser)) !== 'gzip' ||
        (await encodingOf({ authorization, 'accept-encoding': 'identity' })) !== null
      ) {
        throw new Error('the library is not compressed for the browser alone');
      }
      // The same library bytes from a bare Fastify: what the framework does with that payload.
      const libraryBytes = Buffer.from(
        await (
          await fetch(app.url + library, {
            headers: { authorization, 'accept-encoding': 'identity' },
          })
        ).arrayBuffer(),
      );
      const answerFolder = mkdtempSync(path.join(os.tmpdir(), 'storyloom-bench-'));
      const answerFile = path.join(answerFolder, 'library.json');
      writeFileSync(answerFile, libraryBytes);
      const fixed = await startServer({
        script: path.join(here, 'fixed-answer-server.mjs'),
        env: { ANSWER_FILE: answerFile },
      });
      const ceiling = await loadPaired(`${bare.url}/`, `${fixed.url}/`).finally(async () => {
        await fixed.stop();
        rmSync(answerFolder, { recursive: true, force: true });
      });
      const ceilingRow = {
        kind,
        label: `bare Fastify answering the library's ${Math.round(libraryBytes.length / 1000)} KB`,
        ...ceiling,
        targeted: false,
        ceilingOfLibrary: true,
      };
      for (const [label, route, headers, targeted = true] of routes) {
        // Each row alternates with its baseline: the machine's load drifts over minutes.
        const before = await countTransactions?.();
        const paired = await loadPaired(`${bare.url}/`, app.url + route, {
          headers,
          tolerateErrors: true,
        });
        const after = await countTransactions?.();
        const { result } = paired;
        const perRequest =
          before === undefined ? undefined : (after - before) / result.requestsSent;
        rows.push({
          kind,
          label,
          ...paired,
          perRequest,
          targeted,
          library: route === library && headers === plain,
        });
        console.log({ kind, route, ratios: paired.ratios, perRequest });
      }
      rows.push(ceilingRow);
    } finally {
      await Promise.all([app.stop(), bare.stop()]);
    }
  };

  // Without the default demo: a fresh instance makes it once after start, in the same process on
  // PGlite, and its pictures, song and audiobook took the cores during the rows (decision 0031).
  await measureApp('pglite', { LOG_LEVEL: 'info', DEFAULT_DEMO: 'off' });

  let postgresNote = 'PostgreSQL: not measured; set BENCH_DATABASE_URL (or TEST_DATABASE_URL).';
  if (adminUrl) {
    const database = await createBenchDatabase(adminUrl);
    try {
      // As a deployment runs it: a web process, migrated beforehand.
      const deployment = deploymentOn(database.url, main, root);
      deployment.migrate();
      // Without the default demo here too: a web process composes its pictures at start and then
      // waits on its jobs, which no worker runs in this bench.
      const env = { ...deployment.shared, ROLE: 'web', DEFAULT_DEMO: 'off' };
      const name = new URL(database.url).pathname.slice(1);
      const countTransactions = async () => {
        // Backends report their counters when idle for a moment; wait for that.
        await new Promise((resolve) => setTimeout(resolve, 1200));
        return withAdminClient(adminUrl, (client) =>
          client
            .query(
              'select xact_commit + xact_rollback as n from pg_stat_database where datname = $1',
              [name],
            )
            .then((result) => Number(result.rows[0].n)),
        );
      };
      await measureApp('postgres', env, countTransactions);
      postgresNote = `PostgreSQL ${await serverVersionOf(adminUrl)} on the same machine, a \`ROLE=web\` process with a pool of 10 connections.`;
    } finally {
      await database.drop();
    }
  }

  const ratioOf = (row) => row.result.requestsPerSecond / row.bareResult.requestsPerSecond;
  const verdict = (row) =>
    row.ceilingOfLibrary
      ? 'none (what the framework does with these bytes)'
      : !row.targeted
        ? 'none (for comparison)'
        : row.result.failed === 0 &&
            ratioOf(row) >= TARGETS[row.kind] &&
            row.result.p99Ms < P99_TARGET_MS
          ? 'met'
          : `not met${row.result.failed > 0 ? ` (${row.result.failed} requests failed or timed out)` : ''}`;
  const database = { pglite: 'PGlite', postgres: 'PostgreSQL' };
  return [
    'autocannon, 50 connections, loopback, `Authorization: Bearer {ID token}`',
    `and, as a browser sends it, \`Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}\`. Answers over 8,192 characters go`,
    'out gzip-compressed to such a client (decision 0038), so the library is measured without the header:',
    'autocannon turns every body into text, which for compressed bytes costs it more than the app spends',
    "on the answer (the load generator's column); the last row of each database is the library gzipped.",
    'The built app in its own process (`npm start`: info-level logs, one line per request); the bare',
    'Fastify hello-world in its own process. Each row is three rounds, each a run of the hello-world',
    'then a run of the route (1 s warm-up, 5 s measured): the row shows the round with the median',
    'ratio, and the ratio of every round in brackets.',
    `${postgresNote} Load generator, app and database share this machine's ${os.cpus().length} cores`,
    `(load average ${loadAverage} when the suite started, ${os.loadavg()[0].toFixed(1)} when it ended: other work on the`,
    'machine moves absolute figures, which is why each round has its baseline beside it).',
    '',
    `Targets: at least ${TARGETS.postgres} of bare Fastify on PostgreSQL and ${TARGETS.pglite} on PGlite, p99 under ${P99_TARGET_MS} ms.`,
    '',
    '| database | route | req/s | p99 (ms) | bare Fastify req/s | bare p99 (ms) | ratio | target | DB transactions per request | load generator µs per answer |',
    '|---|---|---:|---:|---:|---:|---:|---|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${database[row.kind]} | ${row.label} | ${Math.round(row.result.requestsPerSecond)} | ${row.result.p99Ms} | ` +
        `${Math.round(row.bareResult.requestsPerSecond)} | ${row.bareResult.p99Ms} | ${ratioOf(row).toFixed(2)} (${row.ratios.map((ratio) => ratio.toFixed(2)).join(', ')}) | ` +
        `${verdict(row)} | ${row.perRequest === undefined ? '' : row.perRequest.toFixed(2)} | ` +
        `${row.result.loadGeneratorMicros.toFixed(0)} |`,
    ),
    '',
    ...Object.keys(database).flatMap((kind) => {
      const ofKind = rows.filter((row) => row.kind === kind);
      const app = ofKind.find((row) => row.library);
      const ceiling = ofKind.find((row) => row.ceilingOfLibrary);
      if (!app || !ceiling) return [];
      const share = app.result.requestsPerSecond / ceiling.result.requestsPerSecond;
      return [
        `- ${database[kind]}: the library answers at ${share.toFixed(2)} of the rate a bare Fastify sends the same bytes at.`,
      ];
    }),
  ].join('\n');
}
