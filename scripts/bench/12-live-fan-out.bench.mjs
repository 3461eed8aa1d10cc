// Live events at scale on PostgreSQL: 1,000 open streams (`GET /api/live`) of one family, half on
// each of two web processes, and events published by a third party (the app's live hub, as a
// worker publishes) through LISTEN/NOTIFY. Each event carries the time it was sent; each stream
// notes when it arrived. `npm run bench -- live`.
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pino } from 'pino';
import {
  benchDatabaseUrl,
  createBenchDatabase,
  deploymentOn,
  serverVersionOf,
  signedUpToken,
  startServer,
} from './lib.mjs';

export const title = 'Live events: 1,000 streams on two processes (PostgreSQL)';

const STREAMS = 1000;
const EVENTS = 20;
const GAP_MS = 250;
const P99_TARGET_MS = 50;

export async function run({ root }) {
  const adminUrl = benchDatabaseUrl();
  if (!adminUrl) {
    return 'Not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL). Two processes need PostgreSQL.';
  }
  const loadAverage = os.loadavg()[0].toFixed(1);
  const main = path.join(root, 'apps/server/dist/main.js');
  const database = await createBenchDatabase(adminUrl);
  const deployment = deploymentOn(database.url, main, root);
  const publicUrl = 'http://storyloom.bench.invalid';
  const processes = [];
  const streams = [];
  let hub;
  let hubDatabase;
  try {
    deployment.migrate();
    for (let index = 0; index < 2; index += 1) {
      processes.push(
        await startServer({
          script: main,
          cwd: root,
          env: { ...deployment.shared, ROLE: 'web', PUBLIC_URL: publicUrl },
          readyPath: '/readyz',
          profile: true,
        }),
      );
    }
    const token = await signedUpToken(processes[0].url, publicUrl);
    const userId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;

    const arrivals = [];
    for (let index = 0; index < STREAMS; index += 1) {
      streams.push(await openStream(processes[index % 2].url, token, arrivals));
    }

    const server = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
    const { openDatabase } = await server('platform/db/database.js');
    const { createLiveHub } = await server('platform/live/live-hub.js');
    hubDatabase = await openDatabase({ kind: 'postgres', url: database.url, poolMax: 2 });
    hub = await createLiveHub({ database: hubDatabase, logger: pino({ level: 'warn' }) });

    // One warm-up event, then the measured ones, spaced so each fan-out stands alone.
    await hub.publish(userId, { type: 'bench.ping', data: { round: -1, sentAt: Date.now() } });
    await settle(arrivals, STREAMS, 10_000);
    arrivals.length = 0;
    for (let round = 0; round < EVENTS; round += 1) {
      await hub.publish(userId, { type: 'bench.ping', data: { round, sentAt: Date.now() } });
      await new Promise((resolve) => setTimeout(resolve, GAP_MS));
    }
    await settle(arrivals, STREAMS * EVENTS, 30_000);

    const latencies = arrivals.map((arrival) => arrival.latencyMs).sort((a, b) => a - b);
    const at = (fraction) =>
      latencies[Math.min(latencies.length - 1, Math.floor(fraction * latencies.length))];
    const expected = STREAMS * EVENTS;
    const p99 = at(0.99);
    console.log({ received: latencies.length, expected, p50: at(0.5), p99, max: latencies.at(-1) });
    return [
      `${STREAMS} open streams of one family, ${STREAMS / 2} on each of two web processes of the built app`,
      `(\`ROLE=web\`, info-level logs) on PostgreSQL ${await serverVersionOf(adminUrl)}; ${EVENTS} events published ${GAP_MS} ms apart`,
      "by the app's live hub in the benchmark process (as a worker publishes: stored, then NOTIFY). Latency",
      'is from just before the publish to the moment the stream delivered the event to the client in',
      `the benchmark process. Everything shares this machine's ${os.cpus().length} cores (load average ${loadAverage} when the suite`,
      `started, ${os.loadavg()[0].toFixed(1)} when it ended).`,
      '',
      '| measure | value |',
      '|---|---:|',
      `| deliveries received / expected | ${latencies.length} / ${expected} |`,
      `| median latency | ${at(0.5).toFixed(1)} ms |`,
      `| p99 latency | ${p99.toFixed(1)} ms |`,
      `| slowest | ${latencies.at(-1).toFixed(1)} ms |`,
      '',
      `Target: every stream receives every event, p99 under ${P99_TARGET_MS} ms: ${
        latencies.length === expected && p99 < P99_TARGET_MS ? 'met' : 'not met'
      }.`,
    ].join('\n');
  } finally {
    for (const stream of streams) stream.destroy();
    await hub?.close();
    await hubDatabase?.close();
    for (const process of processes) await process.stop().catch(() => {});
    await database.drop();
  }
}

/** One SSE stream; each `bench.ping` it carries adds an arrival with its latency. */
function openStream(base, token, arrivals) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}/api/live`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`/api/live answered ${response.statusCode}`));
          return;
        }
        response.setEncoding('utf8');
        let buffered = '';
        response.on('data', (chunk) => {
          buffered += chunk;
          let end;
          while ((end = buffered.indexOf('\n\n')) !== -1) {
            const message = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const data = /^data: (.*)$/m.exec(message)?.[1];
            if (data && message.includes('event: bench.ping')) {
              const { sentAt } = JSON.parse(data);
              arrivals.push({ latencyMs: Date.now() - sentAt });
            }
          }
        });
        resolve(request);
      },
    );
    request.on('error', reject);
  });
}

async function settle(arrivals, count, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (arrivals.length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
