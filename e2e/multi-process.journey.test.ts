import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType, WizardPhase } from '@storyloom/contracts';
import { freePort, startAppProcess, type AppProcess } from './support/app-process.js';
import { startFakeStoryModel, type FakeStoryModel } from './support/fake-story-model.js';
import { openLiveStream } from './support/live-stream.js';
import { startLoadBalancer, type LoadBalancer } from './support/load-balancer.js';

// Storyloom outgrown one machine, on this one: PostgreSQL, an S3 server (s3rver, in this
// process), two web processes and two workers from the built app, each with a data folder of its
// own, joined by nothing but the database and the bucket; a small load balancer in front.
// CI sets TEST_DATABASE_URL (the test makes and drops a database of its own on that server).

const adminUrl = process.env.TEST_DATABASE_URL?.trim();
if (!adminUrl) {
  console.warn(
    '\n⚠ The multi-process journey (two web processes, two workers, PostgreSQL and S3) is SKIPPED: ' +
      'TEST_DATABASE_URL is not set. Point it at a PostgreSQL server to run it (CI does).\n',
  );
}

const PASSWORD = 'once-upon-a-time';
const BUCKET = 'storyloom-journey';
const secret = () => randomBytes(32).toString('base64url');

type Json = Record<string, unknown>;

describe.skipIf(!adminUrl)('Storyloom on several processes (PostgreSQL, S3)', () => {
  const databaseName = `storyloom_journey_${randomBytes(6).toString('hex')}`;
  let s3Directory: string;
  let s3: S3rver;
  let s3Endpoint: string;
  let model: FakeStoryModel;
  let balancer: LoadBalancer;
  let shared: Record<string, string>;
  const web: AppProcess[] = [];
  const workers: AppProcess[] = [];
  let token: string;

  const adminQuery = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const databaseUrl = () => {
    const url = new URL(adminUrl as string);
    url.pathname = `/${databaseName}`;
    return url.toString();
  };
  const query = async <T>(sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  const startWeb = (index: number, port?: number) =>
    startAppProcess({
      name: `web-${index + 1}`,
      role: 'web',
      port,
      env: { ...shared, LOG_LEVEL: 'warn', AI_TEXT_BASE_URL: model.baseUrlFor(`web-${index + 1}`) },
    });
  const startWorker = (index: number) =>
    startAppProcess({
      name: `worker-${index + 1}`,
      role: 'worker',
      env: { ...shared, AI_TEXT_BASE_URL: model.baseUrlFor(`worker-${index + 1}`) },
    });

  beforeAll(async () => {
    await adminQuery(`create database ${databaseName}`);
    s3Directory = await mkdtemp(path.join(tmpdir(), 'storyloom-journey-s3-'));
    s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: s3Directory,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    const { port: s3Port } = (await s3.run()) as AddressInfo;
    s3Endpoint = `http://127.0.0.1:${s3Port}`;
    model = await startFakeStoryModel();
    const webPorts = [await freePort(), await freePort()];
    balancer = await startLoadBalancer(webPorts.map((port) => `http://127.0.0.1:${port}`));

    // What every process shares, and nothing else: no files folder, no process memory.
    shared = {
      DATABASE_URL: databaseUrl(),
      DB_POOL_MAX: '5',
      AUTH_SECRET: secret(),
      STORAGE_SIGNING_SECRET: secret(),
      PUBLIC_URL: balancer.url,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: '',
      JOB_POLL_INTERVAL_MS: '500',
      SHUTDOWN_TIMEOUT_MS: '10000',
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_MODEL: 'fake-storyteller',
    };

    // The deployment's migrate step: migrates, then exits by itself.
    const migrate = await startAppProcess({
      name: 'migrate',
      role: 'migrate',
      env: { ...shared, AI_TEXT_BASE_URL: model.baseUrlFor('migrate') },
    });
    expect(await migrate.exited, migrate.output()).toBe(0);

    web.push(...(await Promise.all(webPorts.map((port, index) => startWeb(index, port)))));
    workers.push(...(await Promise.all([startWorker(0), startWorker(1)])));
  });

  afterAll(async () => {
    await Promise.allSettled([...web, ...workers].map((process) => process.stop()));
    await balancer?.close();
    await model?.close();
    await s3?.close().catch(() => {});
    if (s3Directory) await rm(s3Directory, { recursive: true, force: true });
    await adminQuery(`drop database if exists ${databaseName} with (force)`).catch(() => {});
  });

  const call = async (base: string, method: string, route: string, body?: unknown) => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json().catch(() => null)) as Json };
  };

  it('signs a family up through web 1, and the avatar uploaded there reads through web 2', async () => {
    const email = `family-${randomBytes(4).toString('hex')}@example.org`;
    const origin = { origin: balancer.url, 'content-type': 'application/json' };
    const signUp = await fetch(`${web[0]!.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ email, password: PASSWORD, name: 'The Rivers' }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const mailbox = await fetch(`${web[0]!.url}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { mails } = (await mailbox.json()) as { mails: { text: string }[] };
    const link = mails[0]?.text.match(/https?:\/\/\S+verify-email\S*/)?.[0];
    expect(link, 'a verification mail in the outbox').toBeDefined();
    // The link names PUBLIC_URL: it arrives through the load balancer, at either process.
    expect(link!.startsWith(balancer.url)).toBe(true);
    await fetch(link!, { redirect: 'manual' });

    const signIn = await fetch(`${web[0]!.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: origin,
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const issued = await fetch(`${web[0]!.url}/api/auth/token`, { headers: { cookie } });
    token = ((await issued.json()) as { token: string }).token;
    expect(token).toBeTruthy();
    const setUp = await call(web[0]!.url, 'POST', '/api/Subscriptions/SetupNewDefaultSubscription');
    expect(setUp.status).toBe(200);

    const picture = await sharp({
      create: { width: 320, height: 240, channels: 3, background: '#e76f51' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append(
      'requestData',
      JSON.stringify({
        storyElement: {
          name: 'Pip',
          description: 'a shy hedgehog who collects shiny buttons',
          type: StoryElementType.Character,
        },
      }),
    );
    form.append(
      'avatarFile',
      new Blob([new Uint8Array(picture)], { type: 'image/png' }),
      'pip.png',
    );
    const upload = await fetch(`${web[0]!.url}/storyElement/upsert`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(upload.status, await upload.clone().text()).toBe(201);
    const { avatarUrl } = (await upload.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(/^users-prod\/.+\.png$/);

    // Web 2 has a data folder of its own: it can only read the picture from the bucket.
    const signed = await call(
      web[1]!.url,
      'GET',
      `/api/files/signed-url?path=${encodeURIComponent(avatarUrl)}`,
    );
    expect(signed.status).toBe(200);
    const image = await fetch(`${web[1]!.url}${signed.json.url as string}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 320, 240]);
    const inBucket = await fetch(`${s3Endpoint}/${BUCKET}/${avatarUrl}`);
    expect(inBucket.status).toBe(200);
  }, 90_000);

  it("passes the container's health check on a web process, and fails it where none answers", async () => {
    const healthcheck = (port: number) =>
      spawnSync(
        process.execPath,
        [path.join(import.meta.dirname, '../apps/server/dist/healthcheck.js')],
        {
          env: { PATH: process.env.PATH ?? '', ROLE: 'web', HOST: '0.0.0.0', PORT: String(port) },
          encoding: 'utf8',
        },
      ).status;
    expect(healthcheck(web[0]!.port)).toBe(0);
    expect(healthcheck(await freePort())).toBe(1);
  });

  it('starts a story through web 2, shows its progress live through web 1, and finishes it after its worker is killed', async () => {
    expect(token, 'the family from the first test').toBeTruthy();
    const live = await openLiveStream(web[0]!.url, token);
    try {
      const storyId = `journey-${randomBytes(4).toString('hex')}`;
      const saved = await call(web[1]!.url, 'POST', '/story/upsert', {
        story: {
          id: storyId,
          currentPhase: WizardPhase.Plot,
          event: { description: "the wind blew Pip's favourite button away" },
          goal: { description: 'find the lost button' },
          challenge: { description: 'the button landed on the far side of the stream' },
          instructions: { description: '' },
          storyElements: [],
        },
      });
      expect(saved.status).toBe(200);
      const before = await call(web[1]!.url, 'GET', '/api/Subscriptions/current');

      // The model keeps its first story request open, as a slow model would.
      model.hold = true;
      const firstRequest = model.nextRequest();
      const started = await call(web[1]!.url, 'POST', '/artifacts/generate', {
        Artifact: { storyId, kind: 'story' },
      });
      expect(started.status, JSON.stringify(started.json)).toBe(202);
      const artifactId = started.json.artifactId as string;
      const isThisStory = (event: { type: string; data: Json }) =>
        event.type === 'story.generation' && event.data.artifactId === artifactId;

      const writer = await firstRequest;
      await live.waitFor(
        (event) => isThisStory(event) && event.data.status === 'running',
        'saying the story is being written',
        15_000,
      );
      // The worker writing it dies without a word; the other one must take the story over.
      const killed = workers.find((worker) => worker.name === writer)!;
      expect(killed, `the story request came from ${writer}`).toBeDefined();
      expect(await killed.kill()).toBe('SIGKILL');
      model.hold = false;

      await live.waitFor(
        (event) =>
          isThisStory(event) && ['succeeded', 'failed'].includes(event.data.status as string),
        'with the story finished (or refunded)',
        75_000,
      );
      const artifact = await call(web[0]!.url, 'GET', `/artifacts/${artifactId}`);
      const survivor = workers.find((worker) => worker !== killed)!;
      const after = await call(web[0]!.url, 'GET', `/api/Subscriptions/current`);
      const charges = await query<{ reason: string; delta: number }>(
        `select reason, delta from credit_ledger where reference like $1 order by created_at, id`,
        [`artifact:%:${artifactId}:%`],
      );
      const spent = charges.filter((entry) => entry.delta < 0);
      const refunded = charges.filter((entry) => entry.delta > 0);
      const creditsBefore = before.json.creditsAvailable as number;
      const cost = -spent.reduce((sum, entry) => sum + entry.delta, 0);
      expect(cost).toBeGreaterThan(0);
      // Charged once, whatever happened: the story and its pictures, never a second round.
      expect(spent, JSON.stringify(charges)).toHaveLength(2);

      if (artifact.json.status === 'succeeded') {
        expect(model.callers.at(-1), 'the other worker wrote it').toBe(survivor.name);
        const pages = (artifact.json.result as { pages: unknown[] }).pages.length;
        expect(pages).toBeGreaterThan(0);
        // creditsPerStory (10 by default) and creditsPerImage (1) for each page's picture.
        expect(cost).toBe(10 + pages);
        expect(refunded).toEqual([]);
        expect(after.json.creditsAvailable).toBe(creditsBefore - cost);
        const listing = await (
          await fetch(`${s3Endpoint}/${BUCKET}?prefix=${encodeURIComponent('users-prod/')}`)
        ).text();
        expect(listing, 'its pictures, drawn by a worker, are in the bucket').toContain(artifactId);
      } else {
        // Or it ended failed, and every credit came back.
        expect(artifact.json.status).toBe('failed');
        expect(refunded.reduce((sum, entry) => sum + entry.delta, 0)).toBe(cost);
        expect(after.json.creditsAvailable).toBe(creditsBefore);
      }
      workers.splice(workers.indexOf(killed), 1, await startWorker(workers.indexOf(killed)));
    } finally {
      live.close();
    }
  }, 150_000);

  it('loses no request through a rolling restart of the web processes', async () => {
    expect(token, 'the family from the first test').toBeTruthy();
    const routes = ['/api/Subscriptions/current', '/storyElement/list', '/api/me'];
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const client = async (lane: number) => {
      for (let index = lane; running; index += 1) {
        const route = routes[index % routes.length] as string;
        const response = await fetch(`${balancer.url}${route}`, {
          headers: { authorization: `Bearer ${token}` },
        }).catch((error: Error) => ({ status: 0, statusText: error.message }));
        if (response.status === 200) answered += 1;
        else failures.push(`${route}: ${response.status} ${response.statusText}`);
        if ('body' in response) await response.body?.cancel();
      }
    };
    const lanes = [0, 1, 2, 3].map(client);
    const servedBefore = new Map(balancer.served);
    try {
      for (const [index, process] of web.entries()) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(await process.stop(), `${process.name} drains and exits cleanly`).toBe(0);
        web[index] = await startWeb(index, process.port);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    } finally {
      running = false;
      await Promise.all(lanes);
    }
    console.info(
      `rolling restart: ${answered} answers, retried by the load balancer: ${JSON.stringify(Object.fromEntries(balancer.retries))}`,
    );
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    // Both restarted processes took their share again afterwards.
    for (const process of web) {
      expect(balancer.served.get(process.url) ?? 0).toBeGreaterThan(
        servedBefore.get(process.url) ?? 0,
      );
    }
  }, 120_000);
});
