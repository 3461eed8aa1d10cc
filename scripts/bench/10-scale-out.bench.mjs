// Scale-out on PostgreSQL: requests per second of one web process, and of two behind a small
// round-robin proxy, measured in the same run on a database of the benchmark's own (created and
// dropped here). The built app runs as a deployment runs it (`ROLE=web`, PostgreSQL, shared
// secrets, info-level logs); a migrate step goes first. `npm run bench -- scale`.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { deploymentOn, signedUpToken, startServer, withAdminClient } from './lib.mjs';

export const title = 'Scale-out: one web process against two behind a proxy (PostgreSQL)';

const CONNECTIONS = 50;
const SECONDS = 10;

export async function run({ root }) {
  const adminUrl = (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '').trim();
  if (!adminUrl) {
    return 'Not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the benchmark may create a database on. Several web processes share one PostgreSQL database; on embedded PGlite only one process can run.';
  }
  const here = path.dirname(fileURLToPath(import.meta.url));
  // What else the machine was doing: these figures move with it.
  const loadAverage = os.loadavg()[0].toFixed(1);
  const main = path.join(root, 'apps/server/dist/main.js');
  const name = `storyloom_bench_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const deployment = deploymentOn(url.toString(), main, root);
  const { shared } = deployment;
  const running = [];
  const start = async (script, env, readyPath) => {
    const server = await startServer({ script, cwd: root, env, readyPath });
    running.push(server);
    return server;
  };
  const stop = async (server) => {
    running.splice(running.indexOf(server), 1);
    await server.stop();
  };
  try {
    deployment.migrate();

    // Every web process is told the same public address, as behind a real load balancer.
    const publicUrl = 'http://storyloom.bench.invalid';
    const web = (env = {}) =>
      start(main, { ...shared, ROLE: 'web', PUBLIC_URL: publicUrl, ...env }, '/readyz');
    const proxy = (backends) =>
      start(
        path.join(here, 'round-robin-proxy.mjs'),
        { BACKENDS: backends.map((server) => server.url).join(',') },
        '/healthz',
      );

    const first = await web();
    const token = await signedUpToken(first.url, publicUrl);
    const headers = { authorization: `Bearer ${token}` };
    const routes = [
      ['`/healthz` (no database)', '/healthz', {}],
      ['`/api/Subscriptions/current` (ID token, one read)', '/api/Subscriptions/current', headers],
    ];
    const measure = async (base, webProcesses) => {
      const results = [];
      for (const [, route, routeHeaders] of routes) {
        results.push(await measured(`${base}${route}`, routeHeaders, webProcesses));
      }
      return results;
    };

    const direct = await measure(first.url, [first]);
    const oneBehind = await proxy([first]);
    const proxiedOne = await measure(oneBehind.url, [first]);
    await stop(oneBehind);
    const second = await web();
    const twoBehind = await proxy([first, second]);
    const proxiedTwo = await measure(twoBehind.url, [first, second]);
    console.log({ direct, proxiedOne, proxiedTwo });

    const serverVersion = await withAdminClient(adminUrl, async (client) =>
      client.query('show server_version').then((result) => result.rows[0].server_version),
    );
    const cell = (result) => `${Math.round(result.requestsPerSecond)} | ${result.p99Ms}`;
    const rows = routes.map(
      ([label], index) =>
        `| ${label} | ${cell(direct[index])} | ${cell(proxiedOne[index])} | ${cell(proxiedTwo[index])} |`,
    );
    const cpuRows = routes.map(([label], index) => {
      const cpu = direct[index].webCpuMsPerRequest;
      return `| ${label} | ${cpu.toFixed(3)} | ${Math.round(1000 / cpu)} |`;
    });
    const gain = (index) =>
      (proxiedTwo[index].requestsPerSecond / proxiedOne[index].requestsPerSecond).toFixed(2);
    return [
      `autocannon, ${CONNECTIONS} connections, ${SECONDS} s after a 2 s warm-up, loopback. Web processes of the`,
      `built app (\`ROLE=web\`, info-level logs, pool of 10 connections each) on PostgreSQL ${serverVersion}`,
      'on the same machine; the proxy is a small Node round-robin proxy with keep-alive connections',
      '(`scripts/bench/round-robin-proxy.mjs`), in a process of its own. Everything (load generator,',
      `proxy, web processes, PostgreSQL) shares this machine's ${os.cpus().length} cores (load average ${loadAverage}`,
      'when the suite started).',
      '',
      '| route | one process: req/s | p99 (ms) | one behind the proxy: req/s | p99 (ms) | two behind the proxy: req/s | p99 (ms) |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
      'CPU time the web process spent per request (user and system, from /proc, one process',
      'measured directly), and so how many such requests one core of web process serves a second:',
      '',
      '| route | web CPU per request (ms) | requests/s per core |',
      '|---|---:|---:|',
      ...cpuRows,
      '',
      `Two processes / one, both behind the proxy: **${gain(0)}** on \`/healthz\`, **${gain(1)}** on the`,
      'authenticated read. A second process adds throughput only where there are cores left for it:',
      'on a machine whose cores the first process, the proxy, PostgreSQL and the load generator',
      'already share, it mostly buys a second process to fail over to (rolling restarts); on',
      'separate machines each web process brings its own cores.',
    ].join('\n');
  } finally {
    for (const server of [...running].reverse()) await server.stop().catch(() => {});
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  }
}

/**
 * One autocannon run after a warm-up, with the CPU time the web processes spent during the
 * measured part (Linux /proc; clock ticks of 10 ms).
 */
async function measured(url, headers, webProcesses) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const cpuBefore = webProcesses.map((server) => cpuMs(server.pid));
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx responses`);
  }
  const cpuSpent = webProcesses.reduce(
    (sum, server, index) => sum + cpuMs(server.pid) - cpuBefore[index],
    0,
  );
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    webCpuMsPerRequest: cpuSpent / result.requests.total,
  };
}

/** User and system CPU time of a process so far, in milliseconds. */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the name: state is field 3, utime 14 and stime 15 (1-based, in the whole line).
  return (Number(fields[11]) + Number(fields[12])) * 10;
}
