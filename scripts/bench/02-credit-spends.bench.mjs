// Credit spends per second on PostgreSQL: the built credits service, called in-process, on a
// database of its own that it creates and drops. Every spend is one transaction that locks the
// user's subscription row, writes a ledger entry, moves the balance and publishes a live event.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { pino } from 'pino';
import { pgbenchRates } from './pgbench.mjs';

export const title = 'Credit spends (PostgreSQL, in-process)';

const POOL_SIZE = 20;
const CONCURRENCY = 20;
const SPENDS_PER_RUN = 4000;
const WARM_UP_SPENDS = 200;
const STORY = 1; // ContentKind.Story

export async function run({ root }) {
  const adminUrl = (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || '').trim();
  if (!adminUrl) {
    return 'Not measured: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server the benchmark may create a database on. On embedded PGlite every transaction runs alone, so a spend rate there says nothing about a deployment.';
  }
  const server = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
  const { openDatabase } = await server('platform/db/database.js');
  const { runMigrations } = await server('platform/db/migrate.js');
  const { createLiveHub } = await server('platform/live/live-hub.js');
  const { createPlans } = await server('modules/plans/index.js');

  const name = `storyloom_bench_${randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    kind: 'postgres',
    url: url.toString(),
    poolMax: POOL_SIZE,
  });
  const logger = pino({ level: 'warn' });
  const live = await createLiveHub({ database, logger });
  try {
    await runMigrations(database);
    const { credits, subscriptions } = createPlans({ db: database.db, live, logger });
    const users = [];
    for (let index = 0; index < CONCURRENCY; index += 1) {
      const id = `bench-user-${index}`;
      await database.pool.query(
        'insert into "user" (id, name, email, email_verified) values ($1, $1, $2, true)',
        [id, `${id}@bench.invalid`],
      );
      await subscriptions.setupDefaultSubscription(id);
      // Enough for every spend of both runs at the default 10 credits a story.
      await credits.grantCredits({
        userId: id,
        amount: 1_000_000,
        reason: 'grant',
        idempotencyKey: `bench-top-up-${id}`,
      });
      users.push(id);
    }

    const measure = async (label, userFor, count) => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, worker) => {
          while (next < count) {
            const index = next++;
            await credits.spendCredits({
              userId: userFor(worker),
              contentKind: STORY,
              reference: `${label}-${index}`,
              idempotencyKey: `${label}-${index}`,
            });
          }
        }),
      );
      return count / ((performance.now() - started) / 1000);
    };

    await measure('warm-up', (worker) => users[worker], WARM_UP_SPENDS);
    const oneAccount = await measure('one', () => users[0], SPENDS_PER_RUN);
    const manyAccounts = await measure('many', (worker) => users[worker], SPENDS_PER_RUN);
    console.log({ oneAccount, manyAccounts });
    const serverVersion = (await database.pool.query('show server_version')).rows[0].server_version;
    // The same database right after, so the baseline meets the same machine and server.
    const baseline = await pgbenchRates(url.toString(), CONCURRENCY);
    const row = (label, spends, base, target) =>
      base === undefined
        ? `| ${label} | ${Math.round(spends)} | not measured | |`
        : `| ${label} | ${Math.round(spends)} | ${Math.round(base)} | ${(spends / base).toFixed(2)} (target ${target}: ${spends / base >= target ? 'met' : 'not met'}) |`;
    return [
      `${SPENDS_PER_RUN} spends per row, ${CONCURRENCY} callers at once, pool of ${POOL_SIZE} connections,`,
      `PostgreSQL ${serverVersion} on ${url.hostname}. Each spend commits its own transaction and`,
      'publishes `subscription.updated`.',
      `Load average of the shared machine: ${os.loadavg()[0].toFixed(1)} after the runs.`,
      '',
      baseline.note,
      '',
      '| scenario | spends/s | pgbench tps (same run) | ratio |',
      '|---|---:|---:|---:|',
      row(
        'one account (every spend waits for the same row lock)',
        oneAccount,
        baseline.oneRow,
        0.6,
      ),
      row(`${CONCURRENCY} accounts, one caller each`, manyAccounts, baseline.tpcB, 0.6),
    ].join('\n');
  } finally {
    await live.close();
    await database.close();
    await withAdminClient(adminUrl, (client) =>
      client.query(`drop database if exists ${name} with (force)`),
    );
  }
}

async function withAdminClient(connectionString, use) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
