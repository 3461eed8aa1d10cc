// Shared pieces for benchmark suites: free ports, child servers, autocannon runs.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a Node script as a server on 127.0.0.1 and waits until `readyPath` answers 200. With
 * BENCH_CPU_PROF set to a folder, app processes write a V8 CPU profile there when they stop
 * (`node --cpu-prof`), for finding where the time goes; the figures are then not comparable.
 */
export async function startServer({ script, args = [], env = {}, readyPath = '/', cwd, profile }) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storyloom-bench-'));
  const profileDir = profile ? process.env.BENCH_CPU_PROF : undefined;
  const nodeArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ok = await fetch(url + readyPath).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`${script} did not become ready`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One bounded autocannon run: a short warm-up, then the measured run. */
export async function load(
  url,
  { connections = 50, seconds = 10, warmUpSeconds = 2, headers = {}, tolerateErrors = false } = {},
) {
  const warmUp = await autocannon({ url, connections, duration: warmUpSeconds, headers });
  const usageBefore = process.cpuUsage();
  const result = await autocannon({ url, connections, duration: seconds, headers });
  const usage = process.cpuUsage(usageBefore);
  if ((result.errors > 0 || result.non2xx > 0) && !tolerateErrors) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx responses`);
  }
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    /** Every request sent, the warm-up's included (to share out what the server counted). */
    requestsSent: warmUp.requests.total + result.requests.total,
    /** Requests that failed or timed out (autocannon's 10 s), counted only with tolerateErrors. */
    failed: result.errors + result.non2xx,
    /** CPU the load generator (this process) spent per answer, in µs: it shares the cores. */
    loadGeneratorMicros: (usage.user + usage.system) / Math.max(1, result.requests.total),
  };
}

/**
 * A target against its baseline in alternating rounds (baseline, target, baseline, target, ...),
 * each run a 1 s warm-up and `seconds` measured. Drift in the shared machine's load (another
 * tenant, the database's autovacuum after a seed) then falls on both sides of a ratio alike,
 * where one long baseline before one long run let a minute's drift decide a row. The round with
 * the median ratio is reported, beside every round's ratio; failures and requests are summed.
 */
export async function loadPaired(
  baselineUrl,
  targetUrl,
  { rounds = 3, seconds = 5, headers = {}, tolerateErrors = false } = {},
) {
  const measured = [];
  for (let round = 0; round < rounds; round += 1) {
    const bareResult = await load(baselineUrl, { seconds, warmUpSeconds: 1 });
    const result = await load(targetUrl, { seconds, warmUpSeconds: 1, headers, tolerateErrors });
    measured.push({
      bareResult,
      result,
      ratio: result.requestsPerSecond / bareResult.requestsPerSecond,
    });
  }
  const median = [...measured].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds / 2)];
  const total = (field) => measured.reduce((sum, round) => sum + round.result[field], 0);
  return {
    bareResult: median.bareResult,
    result: { ...median.result, requestsSent: total('requestsSent'), failed: total('failed') },
    ratios: measured.map((round) => round.ratio),
  };
}

/** A database of the benchmark's own on the PostgreSQL server at adminUrl; drop() removes it. */
export async function createBenchDatabase(adminUrl) {
  const name = `storyloom_bench_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      ),
  };
}

/** The PostgreSQL server's version, as the rows name it. */
export const serverVersionOf = (adminUrl) =>
  withAdminClient(adminUrl, (client) =>
    client.query('show server_version').then((result) => result.rows[0].server_version),
  );

export async function withAdminClient(connectionString, use) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** The PostgreSQL server the benchmark may create databases on, or '' when none is set. */
export const benchDatabaseUrl = () =>
  (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '').trim();

const PASSWORD = 'bench-password-1';

/**
 * A verified account's ID token, as the web app gets one: sign up, follow the mail, sign in. The
 * app must keep its mail in the outbox (no SMTP_URL). publicUrl is the address the app was told.
 */
export async function signedUpToken(base, publicUrl = base) {
  const email = `bench-${randomBytes(4).toString('hex')}@example.org`;
  const json = { 'content-type': 'application/json', origin: publicUrl };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD, name: 'Bench' }),
  });
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const mailbox = await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  const { mails } = await mailbox.json();
  const link = mails[0]?.text.match(/https?:\/\/\S+verify-email\S*/)?.[0];
  if (!link) throw new Error('no verification mail');
  // The link names the public address: follow it on the process itself.
  await fetch(link.replace(publicUrl, base), { redirect: 'manual' });
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  const issued = await fetch(`${base}/api/auth/token`, { headers: { cookie } });
  const { token } = await issued.json();
  const setUp = await fetch(`${base}/api/Subscriptions/SetupNewDefaultSubscription`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!setUp.ok) throw new Error(`subscription: ${setUp.status}`);
  return token;
}

/**
 * What every process of a several-process deployment on PostgreSQL shares (the same secrets, no
 * SMTP so mail stays in the outbox, files in a folder), and its migrate step, run once.
 */
export function deploymentOn(databaseUrl, main, root) {
  const shared = {
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString('base64url'),
    STORAGE_SIGNING_SECRET: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'info',
    SMTP_URL: '',
    S3_ENDPOINT: '',
    S3_BUCKET: '',
    S3_ACCESS_KEY_ID: '',
    S3_SECRET_ACCESS_KEY: '',
  };
  return {
    shared,
    migrate() {
      const migrate = spawnSync(process.execPath, [main], {
        cwd: root,
        env: { ...process.env, ...shared, ROLE: 'migrate', LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      if (migrate.status !== 0) throw new Error(`migrate failed: ${migrate.stderr}`);
    },
  };
}
