// The database's own speed for the credit-spend rows: pgbench on the same server, in the same
// run. One-row: each transaction locks one row, inserts a ledger line and updates the row (what
// a spend on one account does, without the app). TPC-B: pgbench's built-in transaction at scale
// `clients`, so each client mostly meets a branch of its own (as each account does).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { withAdminClient } from './lib.mjs';

const PGBENCH = ['/usr/bin/pgbench', '/usr/lib/postgresql/15/bin/pgbench'].find(existsSync);
const SECONDS = 10;

const ONE_ROW_SETUP = `
drop table if exists bench_one_row, bench_one_row_ledger;
create table bench_one_row (id int primary key, balance bigint not null);
create table bench_one_row_ledger (id bigserial primary key, account int not null, delta int not null, at timestamptz not null default now());
insert into bench_one_row values (1, 1000000000);`;

const ONE_ROW_TRANSACTION = `
\\set delta random(1, 10)
BEGIN;
SELECT balance FROM bench_one_row WHERE id = 1 FOR UPDATE;
INSERT INTO bench_one_row_ledger (account, delta) VALUES (1, -:delta);
UPDATE bench_one_row SET balance = balance - :delta WHERE id = 1;
END;
`;

/** Transactions per second of both baselines, or a note saying why they were not measured. */
export async function pgbenchRates(databaseUrl, clients) {
  if (!PGBENCH) {
    return { note: 'pgbench is not installed here (Debian: postgresql-client), so no baseline.' };
  }
  const url = new URL(databaseUrl);
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  const connection = [
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username) || 'postgres',
  ];
  const database = url.pathname.slice(1);
  const run = (args) => {
    const result = spawnSync(PGBENCH, [...connection, ...args, database], {
      env,
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`pgbench ${args.join(' ')}: ${result.stderr}`);
    const tps = /tps = ([\d.]+)/.exec(result.stdout)?.[1];
    return tps === undefined ? undefined : Number(tps);
  };
  const folder = mkdtempSync(path.join(tmpdir(), 'storyloom-pgbench-'));
  try {
    const transaction = path.join(folder, 'one-row.sql');
    writeFileSync(transaction, ONE_ROW_TRANSACTION);
    await withAdminClient(databaseUrl, (client) => client.query(ONE_ROW_SETUP));
    const load = ['-n', '-c', String(clients), '-j', '2', '-T', String(SECONDS)];
    const oneRow = run([...load, '-f', transaction]);
    run(['-i', '-q', '-s', String(clients)]);
    const tpcB = run(load);
    return {
      oneRow,
      tpcB,
      note:
        `Baselines: \`pgbench\` with ${clients} clients for ${SECONDS} s over TCP on the same database, ` +
        `after the spends: a one-row transaction (lock the row, insert a ledger line, update the row) ` +
        `and the built-in TPC-B transaction at scale ${clients}.`,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
