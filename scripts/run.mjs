#!/usr/bin/env node
// The entry point of `npm start`, `npm test` and `npm run bench` on a fresh clone.
// It runs on whatever Node the machine has (20 here), installs what is missing, then hands over
// to the Node 24 the project brings in node_modules. Plain JavaScript, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const projectNode = path.join(
  root,
  'node_modules',
  '.bin',
  process.platform === 'win32' ? 'node.cmd' : 'node',
);
const installStamp = path.join(root, 'node_modules', '.storyloom-install-stamp');
const REQUIRED_NODE_MAJOR = 24;
const CHROMIUM = '/usr/bin/chromium';

const [command = 'start', ...rest] = process.argv.slice(2);
const tasks = { start, test, bench, build, admin };
if (!(command in tasks))
  fail(`Unknown command "${command}". Use one of: ${Object.keys(tasks).join(', ')}.`);

ensureDependencies();
if (Number(process.versions.node.split('.')[0]) !== REQUIRED_NODE_MAJOR) handOverToProjectNode();
else if (!process.env.PATH?.startsWith(path.join(root, 'node_modules', '.bin'))) {
  // Already on Node 24: still put the project's tools first on PATH for the child processes.
  process.env.PATH = withProjectPath(process.env).PATH;
}
await tasks[command](rest);

function ensureDependencies() {
  const lockHash = createHash('sha256')
    .update(readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');
  const installed = existsSync(installStamp) ? readFileSync(installStamp, 'utf8').trim() : '';
  if (installed === lockHash) return;
  step('Installing dependencies (npm ci)');
  run('npm', ['ci', '--no-audit', '--no-fund']);
  writeFileSync(installStamp, lockHash);
}

function handOverToProjectNode() {
  if (!existsSync(projectNode)) {
    fail(
      `Node ${REQUIRED_NODE_MAJOR} was not installed for this platform (${process.platform}-${process.arch}). ` +
        `Install Node ${REQUIRED_NODE_MAJOR} yourself and run the command again.`,
    );
  }
  const child = spawnSync(projectNode, [fileURLToPath(import.meta.url), command, ...rest], {
    stdio: 'inherit',
    env: withProjectPath(process.env),
  });
  process.exit(child.status ?? 1);
}

async function build() {
  step('Building contracts, server and web app');
  runNpm(['run', 'build']);
}

async function start() {
  await build();
  step('Starting (migrations run at start)');
  // A .env file beside package.json is honoured, if there is one.
  const server = spawn(
    process.execPath,
    ['--env-file-if-exists=.env', path.join(root, 'apps/server/dist/main.js')],
    {
      stdio: 'inherit',
      cwd: root,
      env: process.env,
    },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
}

async function test() {
  const vitest = (args, env = process.env) =>
    run(process.execPath, [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...args], {
      env,
    });
  step('Unit tests (contracts, web, server)');
  // A worker per core (vitest's own default leaves one core of two idle; the root config's
  // setting does not reach the projects, the command line's does).
  vitest([`--maxWorkers=${availableParallelism()}`]);

  const { TEST_DATABASE_URL, ...withoutPostgres } = process.env;
  step('Integration tests on PGlite (embedded)');
  vitest(['--config', 'apps/server/vitest.integration.config.ts'], withoutPostgres);
  if (TEST_DATABASE_URL) {
    step('Integration tests on PostgreSQL (TEST_DATABASE_URL)');
    vitest(['--config', 'apps/server/vitest.integration.config.ts']);
  } else {
    console.log(
      'TEST_DATABASE_URL is not set: the PostgreSQL run of the integration suite is left out, and so is the multi-process journey (e2e/multi-process.journey.test.ts).',
    );
  }

  await build();
  ensureChromium();
  step('Journeys in headless Chromium');
  vitest(['--config', 'e2e/vitest.config.ts']);
}

async function admin(args) {
  step('Building the server');
  runNpm(['run', 'build', '-w', '@storyloom/contracts']);
  runNpm(['run', 'build', '-w', '@storyloom/server']);
  run(process.execPath, [
    '--env-file-if-exists=.env',
    path.join(root, 'apps/server/dist/cli/admin.js'),
    ...args,
  ]);
}

async function bench(suites) {
  await build();
  step('Benchmarks');
  run(process.execPath, [path.join(root, 'scripts/bench.mjs'), ...suites]);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    step("Installing Debian's chromium for the journeys");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return;
  }
  fail(
    `The journeys need Chromium at ${CHROMIUM}: install Debian's "chromium" package and run again.`,
  );
}

function withProjectPath(env) {
  return {
    ...env,
    PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${env.PATH ?? ''}`,
  };
}

function runNpm(args) {
  run('npm', args, { env: withProjectPath(process.env) });
}

function run(program, args, options = {}) {
  const result = spawnSync(program, args, {
    stdio: 'inherit',
    cwd: root,
    env: process.env,
    ...options,
  });
  if (result.error) fail(`${program} could not start: ${result.error.message}`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function step(title) {
  console.log(`\n▶ ${title}\n`);
}

function fail(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}
