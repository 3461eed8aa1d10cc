import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';

const BACKFILL = '/api/DevOps/data-migrations/backfill-subscription-email-domain';

describe('backfill of the subscriptions’ e-mail domain', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ROLE: 'web' } });
    admin = await signedInUser(testApp, 'owner@example.org');
    const { pool } = testApp.platform.database;
    // 12,000 families in two statements: every seventh domain repeats, written in mixed case.
    await pool.query(`insert into "user" (id, name, email, email_verified)
      select 'bulk-' || g, 'Family ' || g, 'parent' || g || '@Family' || (g % 7) || '.Example',
        true from generate_series(1, 12000) g`);
    await pool.query(`insert into subscriptions
        (user_id, plan, bag_of_ideas_size, can_generate_longer_content)
      select 'bulk-' || g, 1, 5, false from generate_series(1, 12000) g`);
    // The admin may have a subscription too: start from the bulk rows alone.
    await pool.query(`update subscriptions set email_domain = 'example.org'
      where user_id not like 'bulk-%'`);
  }, 60_000);
  afterAll(() => testApp?.close());

  const backfill = (query = '') =>
    testApp.app.inject({ method: 'POST', url: BACKFILL + query, headers: admin.authorization });

  it('fills 12,000 in three calls of 5000 by default, and changes nothing on a fourth', async () => {
    expect((await backfill()).json()).toEqual({ scanned: 5000, changed: 5000, done: false });
    expect((await backfill()).json()).toEqual({ scanned: 5000, changed: 5000, done: false });
    expect((await backfill()).json()).toEqual({ scanned: 2000, changed: 2000, done: true });
    expect((await backfill()).json()).toEqual({ scanned: 0, changed: 0, done: true });

    const { rows } = await testApp.platform.database.pool.query<{ domain: string; n: number }>(
      `select email_domain as domain, count(*)::int as n from subscriptions
        where user_id like 'bulk-%' group by 1 order by 1`,
    );
    expect(rows.map((row) => row.domain)).toEqual(
      Array.from({ length: 7 }, (_, i) => `family${i}.example`),
    );
    expect(rows.reduce((sum, row) => sum + row.n, 0)).toBe(12000);
  }, 60_000);

  it('refuses a maxToScan that is not a positive whole number and changes nothing', async () => {
    for (const query of ['?maxToScan=0', '?maxToScan=abc', '?maxToScan=2.5']) {
      expect((await backfill(query)).statusCode, query).toBe(400);
    }
  });
});
