import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import type { LiveEvent } from './live-event.js';
import { asTransport } from './live-hub.test-support.js';
import { LISTENER_APPLICATION_NAME } from './postgres-listener.js';

async function until(condition: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('live hub on PostgreSQL when the LISTEN connection drops', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp.close());

  const listenerBackends = async () => {
    const result = await testApp.platform.database.db.execute<{ pid: number }>(sql`
      select pid from pg_stat_activity
      where application_name = ${LISTENER_APPLICATION_NAME} and datname = current_database()`);
    return result.rows.map((row) => row.pid);
  };

  it('reconnects and delivers what was published meanwhile, exactly once', async () => {
    const live = asTransport(testApp.platform.live);
    const received: LiveEvent[] = [];
    live.subscribe('quinn', (event) => received.push(event));
    const before = await live.publish('quinn', { type: 'n', data: 'before' });
    await until(() => received.length === 1, 'the first event');

    const [pid] = await listenerBackends();
    expect(pid).toBeDefined();
    await testApp.platform.database.db.execute(sql`select pg_terminate_backend(${pid})`);
    // Published while the listener is (most likely) still down: only the catch-up can bring it.
    const during = await live.publish('quinn', { type: 'n', data: 'during' });

    await until(async () => {
      const pids = await listenerBackends();
      return pids.length === 1 && pids[0] !== pid;
    }, 'the listener to reconnect');
    await until(() => received.some((event) => event.id === during.id), 'the missed event');
    const after = await live.publish('quinn', { type: 'n', data: 'after' });
    await until(() => received.some((event) => event.id === after.id), 'the next event');

    expect(received.map((event) => event.id)).toEqual([before.id, during.id, after.id]);
  });
});
