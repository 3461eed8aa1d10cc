import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoContent } from '@storyloom/contracts';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app.js';
import { signedInUser } from '../story-elements/story-elements.test-support.js';

describe('the default demo of a fresh instance', () => {
  let database: TestDatabase;
  let testApp: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase({ onDisk: true });
    testApp = await buildTestApp({
      database,
      env: { DEFAULT_DEMO: 'on', DEFAULT_DEMO_LANGUAGE: 'es', JOB_POLL_INTERVAL_MS: '500' },
    });
  }, 180_000);
  afterAll(async () => {
    await database?.drop();
  }, 60_000);

  it('is made once after start, in the configured language, under the default code', async () => {
    expect(await testApp.defaultDemo!.finished).toBe('welcome');
    const content = (await testApp.app.inject({ url: '/api/demo/welcome' })).json<DemoContent>();
    expect(content.storyTitle).not.toBe('');
    expect(content.works?.story.language).toBe('es');
    expect(content.coloringPage).not.toBe('');
    expect(content.song).not.toBe('');
    expect(content.audiobook).not.toBe('');
    expect(content.works?.audiobook?.language).toBe('es');
    expect(content.characters.map((character) => character.name).sort()).toEqual(['Lola', 'Pip']);
    for (const character of content.characters) {
      expect((await testApp.app.inject({ url: character.avatarUrl })).statusCode).toBe(200);
    }
    // The characters' bag is published in the marketplace for anyone to see.
    const product = await testApp.app.inject({
      url: `/api/Marketplace/products/${content.marketplaceId}`,
    });
    expect(product.statusCode).toBe(200);
    expect(JSON.stringify(product.json())).toContain('Pip');
  }, 300_000);

  it('is not made again by a later start, and leaves the first account its admin rights', async () => {
    // One process at a time on an embedded database: the first one stops before the next starts.
    await testApp.close();
    const again = await buildTestApp({ database, env: { DEFAULT_DEMO: 'on' } });
    try {
      expect(await again.defaultDemo!.finished).toBeNull();
      const { rows } = await again.platform.database.pool.query<{ count: number }>(
        'select count(*)::int as count from campaigns',
      );
      expect(rows[0]!.count).toBe(1);
      const first = await signedInUser(again, 'first@example.org');
      const admin = await again.app.inject({
        url: '/api/DevOps/campaigns',
        headers: first.authorization,
      });
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toMatchObject({
        defaultCode: 'welcome',
        campaigns: [{ code: 'welcome' }],
      });
    } finally {
      await again.close();
    }
  }, 120_000);

  it('is left out of tests unless they ask for it', async () => {
    const plain = await buildTestApp();
    try {
      expect(plain.defaultDemo).toBeNull();
    } finally {
      await plain.close();
    }
  }, 120_000);
});
