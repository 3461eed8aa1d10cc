import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { createPlans, plansDepsOf } from './modules/plans/plans.module.js';
import { signedInUser } from './modules/story-elements/story-elements.test-support.js';
import { draft, post, request, savedStory } from './modules/stories/stories.test-support.js';
import { startRole, type RunningRole } from './start-role.js';
import {
  buildTestApp,
  createTestDatabase,
  type TestApp,
  type TestDatabase,
} from './test/test-app.js';

// A web process that only enqueues and a worker process that only runs jobs, joined by nothing
// but their PostgreSQL database, as in a deployment of N web and M worker processes.
describe('the worker role', () => {
  let database: TestDatabase;
  let web: TestApp;
  let worker: RunningRole | undefined;

  const startWorker = () =>
    startRole(
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        ROLE: 'worker',
        JOB_POLL_INTERVAL_MS: '500',
        DATA_DIR: database.dataDir,
        WEB_DIST_DIR: path.join(database.dataDir, 'no-web-build'),
      }),
      { database: database.options },
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    web = await buildTestApp({ database, env: { ROLE: 'web', JOB_POLL_INTERVAL_MS: '500' } });
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
    await database?.drop();
  });

  it('runs a story generation that the web process enqueued, and builds no HTTP app', async () => {
    const ida = await signedInUser(web, 'ida.worker@example.org');
    await createPlans(plansDepsOf(web.platform)).subscriptions.setupDefaultSubscription(ida.userId);
    await savedStory(web, ida, draft('worker-1'));
    const started = await post(web, ida, '/artifacts/generate', {
      Artifact: { storyId: 'worker-1', kind: 'story' },
    });
    expect(started.statusCode).toBe(202);
    const { artifactId } = started.json<{ artifactId: string }>();
    const artifactOf = async () =>
      (await request(web, ida, 'GET', `/artifacts/${artifactId}`)).json();

    // The web process only enqueues: with no worker running, the story waits.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect((await artifactOf()).status).toBe('queued');

    worker = await startWorker();
    expect(worker.app).toBeNull();
    const deadline = Date.now() + 30_000;
    let artifact = await artifactOf();
    while (['queued', 'running'].includes(artifact.status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      artifact = await artifactOf();
    }
    expect(artifact.status).toBe('succeeded');
    expect(artifact.result.pages.length).toBeGreaterThan(0);
  });
});
