import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../test/accounts.js';
import { buildTestApp, createTestDatabase, type TestDatabase } from '../test/test-app.js';
import { runAdminCommand } from './admin-command.js';

describe('npm run admin -- grant|revoke|set-plan|grant-credits', () => {
  let database: TestDatabase;
  const lines: string[] = [];
  const print = {
    out: (line: string) => lines.push(line),
    err: (line: string) => lines.push(line),
  };
  const env = () =>
    database.options.kind === 'postgres'
      ? { DATABASE_URL: database.options.url, LOG_LEVEL: 'silent' }
      : { DATA_DIR: database.dataDir, LOG_LEVEL: 'silent' };

  beforeAll(async () => {
    database = await createTestDatabase({ onDisk: true });
    const testApp = await buildTestApp({ database });
    await signedInAccount(testApp, 'owner@example.org');
    await signedInAccount(testApp, 'helper@example.org');
    await testApp.close();
  });
  afterAll(() => database.drop());

  const adminFlagOf = async (email: string) => {
    const testApp = await buildTestApp({ database });
    try {
      const rows = await testApp.platform.database.pool.query<{ role: string | null }>(
        'select role from "user" where email = $1',
        [email],
      );
      return rows.rows[0]?.role === 'admin';
    } finally {
      await testApp.close();
    }
  };

  it('made the first account an administrator and nobody else', async () => {
    expect(await adminFlagOf('owner@example.org')).toBe(true);
    expect(await adminFlagOf('helper@example.org')).toBe(false);
  });

  it('grants and revokes the role by address, in any letter case', async () => {
    expect(await runAdminCommand(['grant', 'Helper@Example.org'], env(), print)).toBe(0);
    expect(lines.at(-1)).toMatch(/^helper@example.org is now an administrator/);
    expect(await adminFlagOf('helper@example.org')).toBe(true);

    expect(await runAdminCommand(['revoke', 'helper@example.org'], env(), print)).toBe(0);
    expect(lines.at(-1)).toBe('helper@example.org is no longer an administrator.');
    expect(await adminFlagOf('helper@example.org')).toBe(false);
  });

  it('explains its usage and unknown addresses', async () => {
    expect(await runAdminCommand(['promote', 'x@example.org'], env(), print)).toBe(64);
    expect(lines.at(-1)).toMatch(/^Usage: npm run admin -- grant <email>/);
    expect(await runAdminCommand(['grant', 'ghost@example.org'], env(), print)).toBe(1);
    expect(lines.at(-1)).toBe('No account uses ghost@example.org.');
  });

  const subscriptionOf = async (email: string) => {
    const testApp = await buildTestApp({ database });
    try {
      const rows = await testApp.platform.database.pool.query<{
        plan: number;
        credits: number;
        ledger: number;
      }>(
        `select s.plan, s.credits_available as credits,
                (select coalesce(sum(delta), 0)::int from credit_ledger l where l.user_id = u.id) as ledger
           from "user" u join subscriptions s on s.user_id = u.id where u.email = $1`,
        [email],
      );
      return rows.rows[0];
    } finally {
      await testApp.close();
    }
  };

  it('sets a plan by name and grants its credits on top of the Demo start', async () => {
    expect(
      await runAdminCommand(['set-plan', 'Helper@Example.org', 'Explorer'], env(), print),
    ).toBe(0);
    expect(lines.at(-1)).toBe('helper@example.org is now on the Explorer plan with 230 credits.');
    expect(await subscriptionOf('helper@example.org')).toEqual({
      plan: 2,
      credits: 230,
      ledger: 230,
    });
  });

  it('grants and takes away credits, never below zero', async () => {
    expect(await runAdminCommand(['grant-credits', 'helper@example.org', '20'], env(), print)).toBe(
      0,
    );
    expect(lines.at(-1)).toBe('helper@example.org now has 250 credits.');
    expect(
      await runAdminCommand(['grant-credits', 'helper@example.org', '-50'], env(), print),
    ).toBe(0);
    expect(
      await runAdminCommand(['grant-credits', 'helper@example.org', '-999'], env(), print),
    ).toBe(1);
    expect(lines.at(-1)).toBe('Not enough credits: this needs 999 and you have 200.');
    expect(await subscriptionOf('helper@example.org')).toEqual({
      plan: 2,
      credits: 200,
      ledger: 200,
    });
  });

  it('explains the usage of a bad plan or amount', async () => {
    expect(await runAdminCommand(['set-plan', 'helper@example.org', 'Gold'], env(), print)).toBe(
      64,
    );
    expect(lines.at(-1)).toContain(
      'set-plan <email> <Demo|Explorer|Parent|Professional|UnregisteredUser>',
    );
    expect(
      await runAdminCommand(['grant-credits', 'helper@example.org', '1.5'], env(), print),
    ).toBe(64);
    expect(await runAdminCommand(['grant-credits', 'ghost@example.org', '5'], env(), print)).toBe(
      1,
    );
    expect(lines.at(-1)).toBe('No account uses ghost@example.org.');
  });
});
