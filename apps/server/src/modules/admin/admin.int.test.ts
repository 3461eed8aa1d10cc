import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_VERSION } from '@storyloom/contracts';
import { defineJob } from '../../platform/queue/job-definition.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser } from '../plans/plans.test-support.js';

const ADMIN_PATHS = [
  '/api/DevOps/jobs',
  '/api/DevOps/monitoring',
  '/api/DevOps/migrations',
  '/api/DevOps/users/someone/plan',
];

// A job nobody works on in this test app, so it stays queued where the list can see it.
const bedtimeSong = defineJob({
  name: 'test.bedtime-song',
  payload: z.object({ title: z.string() }),
  retryLimit: 0,
  retryDelaySeconds: 0,
  retryBackoff: false,
  handler: async () => undefined,
});

describe('admin reads: jobs, monitoring, migrations, plans', () => {
  let testApp: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let member: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { ROLE: 'web' } });
    admin = await signedInUser(testApp, 'owner@example.org');
    member = await signedInUser(testApp, 'family@example.org');
    testApp.platform.jobs.register(bedtimeSong);
  });
  afterAll(() => testApp?.close());

  const get = (url: string, headers: Record<string, string> = admin.authorization) =>
    testApp.app.inject({ url, headers });

  it('answers 401 without a token and 403 to a member', async () => {
    for (const path of ADMIN_PATHS) {
      expect((await get(path, {})).statusCode, path).toBe(401);
      expect((await get(path, member.authorization)).statusCode, path).toBe(403);
    }
  });

  it('lists an enqueued job newest first, filtered by state and by user', async () => {
    const older = await testApp.platform.jobs.enqueue(bedtimeSong, { title: 'Moon' });
    const newer = await testApp.platform.jobs.enqueue(
      bedtimeSong,
      { title: 'Stars' },
      { userId: member.userId },
    );

    const all = await get('/api/DevOps/jobs');
    expect(all.statusCode).toBe(200);
    const ids = all.json().jobs.map((job: { id: string }) => job.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(all.json().jobs[ids.indexOf(newer.id)]).toMatchObject({
      name: 'test.bedtime-song',
      userId: member.userId,
      state: 'queued',
      attempts: 0,
      startedUtcEpoch: null,
      durationMs: null,
    });
    expect(all.json().jobs[0]).not.toHaveProperty('payload');

    const mine = await get(`/api/DevOps/jobs?userId=${member.userId}&state=`);
    expect(mine.json().jobs.map((job: { id: string }) => job.id)).toEqual([newer.id]);
    expect((await get('/api/DevOps/jobs?state=failed')).json().jobs).toEqual([]);
    expect((await get('/api/DevOps/jobs?limit=1')).json().jobs).toHaveLength(1);
    expect((await get('/api/DevOps/jobs?limit=201')).statusCode).toBe(400);
    expect((await get('/api/DevOps/jobs?state=sleeping')).statusCode).toBe(400);
  });

  it('names the database, the offline providers and the queued jobs of the last day', async () => {
    const response = await get('/api/DevOps/monitoring');
    expect(response.statusCode).toBe(200);
    const snapshot = response.json();
    expect(snapshot).toMatchObject({
      appVersion: APP_VERSION,
      nodeVersion: process.version,
      database: { kind: testApp.platform.database.kind },
      mail: 'outbox',
      aiProviders: { text: 'offline', image: 'offline', speech: 'offline', music: 'offline' },
      liveConnections: 0,
    });
    expect(snapshot.jobsLast24h.queued).toBeGreaterThanOrEqual(2);
    expect(snapshot.database.roundTripMs).toBeGreaterThanOrEqual(0);
    expect(snapshot.memory.rssBytes).toBeGreaterThan(0);
    expect(JSON.stringify(snapshot)).not.toMatch(/api[_-]?key|https?:\/\//i);
  });

  it('lists every migration of the journal, all applied', async () => {
    const journal = JSON.parse(
      await readFile(new URL('../../../drizzle/meta/_journal.json', import.meta.url), 'utf8'),
    ) as { entries: { idx: number; tag: string; when: number }[] };
    const response = await get('/api/DevOps/migrations');
    expect(response.statusCode).toBe(200);
    expect(response.json().migrations).toEqual(
      journal.entries.map((entry) => ({
        index: entry.idx,
        tag: entry.tag,
        createdUtcEpoch: entry.when,
        applied: true,
      })),
    );
  });

  it("shows an account's plan and credits once it has some", async () => {
    const granted = await testApp.app.inject({
      method: 'POST',
      url: `/api/DevOps/users/${member.userId}/credits`,
      headers: admin.authorization,
      payload: { amount: 40, note: 'welcome' },
    });
    const response = await get(`/api/DevOps/users/${member.userId}/plan`);
    expect(response.statusCode).toBe(200);
    // The grant answers the balance after it (the Demo start plus these 40).
    const { plan, creditsAvailable } = granted.json();
    expect(creditsAvailable).toBeGreaterThanOrEqual(40);
    expect(response.json()).toEqual({ userId: member.userId, plan, creditsAvailable });
    expect((await get('/api/DevOps/users/nobody-here/plan')).json()).toEqual({
      userId: 'nobody-here',
      plan: null,
      creditsAvailable: null,
    });
  });

  it('documents the new routes for administrators in the OpenAPI document', async () => {
    const response = await testApp.app.inject({ url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const documented = response.json().paths as Record<string, { get?: { tags?: string[] } }>;
    for (const path of ['/api/DevOps/jobs', '/api/DevOps/monitoring', '/api/DevOps/migrations']) {
      expect(documented[path]?.get?.tags, path).toEqual(['admin']);
    }
  });
});
