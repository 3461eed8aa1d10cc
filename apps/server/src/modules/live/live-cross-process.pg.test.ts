import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSse } from '../../test/sse-client.js';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app.js';
import { headerAuthenticate, TEST_USER_HEADER } from '../../test/test-auth.js';
import { asTransport } from '../../platform/live/live-hub.test-support.js';

// Two platforms on one PostgreSQL database stand in for two server processes: nothing but the
// database connects them, as in a deployment with several web processes.
describe('live events across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let database: TestDatabase;
  let processA: TestApp;
  let processB: TestApp;
  let baseUrlA: string;
  let baseUrlB: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    processA = await buildTestApp({ database, authenticate: headerAuthenticate });
    processB = await buildTestApp({ database, authenticate: headerAuthenticate });
    baseUrlA = await processA.app.listen({ host: '127.0.0.1', port: 0 });
    baseUrlB = await processB.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await processA?.close();
    await processB?.close();
    await database?.drop();
  });

  it('streams an event published by one process to a client of another, exactly once', async () => {
    const client = await openSse(`${baseUrlB}/api/live`, { [TEST_USER_HEADER]: 'rosa' });
    try {
      await client.waitFor(() => client.retryMs !== undefined, 'the stream to open');
      const published = await asTransport(processA.platform.live).publish('rosa', {
        type: 'story.updated',
        data: { storyId: 's9' },
      });
      // A second event from the same process arrives after the first: once it is here, a
      // duplicate of the first would have arrived too.
      const marker = await asTransport(processA.platform.live).publish('rosa', {
        type: 'marker',
        data: {},
      });
      await client.waitFor(
        () => client.events.some((event) => event.id === marker.id),
        'the marker',
      );

      expect(client.events).toEqual([
        { id: published.id, type: 'story.updated', data: { storyId: 's9' } },
        { id: marker.id, type: 'marker', data: {} },
      ]);
    } finally {
      await client.close();
    }
  });

  it('streams a broadcast from one process to every user on both, exactly once', async () => {
    const tabs = [
      await openSse(`${baseUrlB}/api/live`, { [TEST_USER_HEADER]: 'rosa' }),
      await openSse(`${baseUrlB}/api/live`, { [TEST_USER_HEADER]: 'tomas' }),
      await openSse(`${baseUrlA}/api/live`, { [TEST_USER_HEADER]: 'ana' }),
    ];
    try {
      for (const tab of tabs) await tab.waitFor(() => tab.retryMs !== undefined, 'the stream');
      await processA.platform.live.broadcast({
        type: 'systemConfiguration.updated',
        data: { configurationVersion: 7 },
      });
      // A second broadcast after the first: once it is here, an echo of the first would be too.
      await processA.platform.live.broadcast({
        type: 'systemConfiguration.updated',
        data: { configurationVersion: 8 },
      });
      for (const tab of tabs) {
        await tab.waitForEvents(2);
        expect(tab.events).toEqual([
          { id: undefined, type: 'systemConfiguration.updated', data: { configurationVersion: 7 } },
          { id: undefined, type: 'systemConfiguration.updated', data: { configurationVersion: 8 } },
        ]);
      }
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()));
    }
  });

  it('resumes on one process from an id received from the other', async () => {
    const seen = await asTransport(processA.platform.live).publish('sam', { type: 'n', data: 1 });
    const missed = await asTransport(processA.platform.live).publish('sam', { type: 'n', data: 2 });
    const client = await openSse(`${baseUrlB}/api/live`, {
      [TEST_USER_HEADER]: 'sam',
      'last-event-id': String(seen.id),
    });
    try {
      const live = await asTransport(processA.platform.live).publish('sam', { type: 'n', data: 3 });
      await client.waitFor(
        () => client.events.some((event) => event.id === live.id),
        'the live event',
      );
      expect(client.events.map((event) => event.id)).toEqual([missed.id, live.id]);
    } finally {
      await client.close();
    }
  });
});
