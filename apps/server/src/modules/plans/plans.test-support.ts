import { signedInAccount } from '../../test/accounts.js';
import type { TestApp } from '../../test/test-app.js';

// Helpers shared by the plans integration tests.

export async function signedInUser(testApp: TestApp, email: string) {
  const account = await signedInAccount(testApp, email);
  const me = await testApp.app.inject({ url: '/api/me', headers: account.authorization });
  return { ...account, userId: me.json().id as string };
}

/** The balance the ledger adds up to, and how many entries it has, for one user. */
export async function ledgerOf(testApp: TestApp, userId: string) {
  const { rows } = await testApp.platform.database.pool.query<{ sum: number; entries: number }>(
    'select coalesce(sum(delta), 0)::int as sum, count(*)::int as entries from credit_ledger where user_id = $1',
    [userId],
  );
  return rows[0]!;
}

export async function subscriptionEvents(testApp: TestApp, userId: string) {
  const events = await testApp.platform.live.eventsAfter(userId, 0);
  return events.filter((event) => event.type === 'subscription.updated');
}
