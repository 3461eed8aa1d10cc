import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerCache } from './answer-cache.js';
import { registerAnswerCache } from './answer-cache-hooks.js';

// The hooks on a real Fastify: requests for an answer that is being read wait for that read
// instead of each reading it again (decision 0043).

type Answer = { status: number; body: unknown };

/** A route whose reads are held until the test lets them go, and counted. */
function heldRoute() {
  const reads: Array<(answer: Answer) => void> = [];
  return {
    reads,
    handler: () =>
      new Promise<Answer>((resolve) => {
        reads.push(resolve);
      }),
  };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function appWith(cache: AnswerCache, handler: () => Promise<Answer>) {
  app = Fastify();
  app.decorateRequest('user', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const family = request.headers['x-family'];
    request.user = typeof family === 'string' ? { id: family, admin: false } : null;
    done();
  });
  registerAnswerCache(app, cache);
  app.get('/library', { config: { answerCache: true } }, async (_request, reply) => {
    const answer = await handler();
    return reply.code(answer.status).send(answer.body);
  });
  await app.ready();
  return app;
}

const newCache = () => new AnswerCache({ maxBytes: 1_000_000, maxAgeMs: 60_000 });

describe('remembered answers read once for everyone asking at the same time', () => {
  it('answers twenty requests for a cold library with one read', async () => {
    const cache = newCache();
    const route = heldRoute();
    const server = await appWith(cache, route.handler);
    const ask = () => server.inject({ url: '/library', headers: { 'x-family': 'ada' } });

    const first = ask();
    await vi.waitFor(() => expect(route.reads).toHaveLength(1));
    const others = Array.from({ length: 19 }, ask);
    await vi.waitFor(() => expect(cache.stats().shared).toBe(19));
    route.reads[0]!({ status: 200, body: { storyElements: [{ name: 'Pip' }] } });

    const answers = await Promise.all([first, ...others]);
    expect(route.reads).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.json()).toEqual({ storyElements: [{ name: 'Pip' }] });
    }
  });

  it('never shares one family’s read with another family', async () => {
    const cache = newCache();
    const route = heldRoute();
    const server = await appWith(cache, route.handler);

    const ada = server.inject({ url: '/library', headers: { 'x-family': 'ada' } });
    await vi.waitFor(() => expect(route.reads).toHaveLength(1));
    const ben = server.inject({ url: '/library', headers: { 'x-family': 'ben' } });
    await vi.waitFor(() => expect(route.reads).toHaveLength(2));
    route.reads[0]!({ status: 200, body: { owner: 'ada' } });
    route.reads[1]!({ status: 200, body: { owner: 'ben' } });

    expect((await ada).json()).toEqual({ owner: 'ada' });
    expect((await ben).json()).toEqual({ owner: 'ben' });
  });

  it('lets each waiting request read for itself when the shared read failed', async () => {
    const cache = newCache();
    const route = heldRoute();
    const server = await appWith(cache, route.handler);
    const ask = () => server.inject({ url: '/library', headers: { 'x-family': 'ada' } });

    const first = ask();
    await vi.waitFor(() => expect(route.reads).toHaveLength(1));
    const others = [ask(), ask()];
    await vi.waitFor(() => expect(cache.stats().shared).toBe(2));
    route.reads[0]!({ status: 503, body: { message: 'busy' } });

    await vi.waitFor(() => expect(route.reads).toHaveLength(3));
    route.reads[1]!({ status: 200, body: { n: 1 } });
    route.reads[2]!({ status: 200, body: { n: 2 } });
    expect((await first).statusCode).toBe(503);
    const answers = await Promise.all(others);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('reads again for a request that arrives after a change was heard', async () => {
    const cache = newCache();
    const route = heldRoute();
    const server = await appWith(cache, route.handler);
    const ask = () => server.inject({ url: '/library', headers: { 'x-family': 'ada' } });

    const before = ask();
    await vi.waitFor(() => expect(route.reads).toHaveLength(1));
    cache.forget('ada');
    const after = ask();
    await vi.waitFor(() => expect(route.reads).toHaveLength(2));
    route.reads[1]!({ status: 200, body: { title: 'new' } });
    route.reads[0]!({ status: 200, body: { title: 'old' } });

    expect((await before).json()).toEqual({ title: 'old' });
    expect((await after).json()).toEqual({ title: 'new' });
    // What was read before the change is not what the family is answered next.
    expect((await ask()).json()).toEqual({ title: 'new' });
  });

  it('gives a waiting browser the long answer gzip-compressed, and the plain caller plain text', async () => {
    const cache = newCache();
    const route = heldRoute();
    const server = await appWith(cache, route.handler);
    const library = {
      storyElements: Array.from({ length: 200 }, (_, i) => ({
        name: `Friend ${i}`,
        description: 'A small fox who likes puddles and kites.',
      })),
    };

    const plain = server.inject({ url: '/library', headers: { 'x-family': 'ada' } });
    await vi.waitFor(() => expect(route.reads).toHaveLength(1));
    const browser = server.inject({
      url: '/library',
      headers: { 'x-family': 'ada', 'accept-encoding': 'gzip, deflate, br' },
    });
    await vi.waitFor(() => expect(cache.stats().shared).toBe(1));
    route.reads[0]!({ status: 200, body: library });

    const [plainAnswer, browserAnswer] = await Promise.all([plain, browser]);
    expect(plainAnswer.headers['content-encoding']).toBeUndefined();
    expect(plainAnswer.json()).toEqual(library);
    expect(browserAnswer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(browserAnswer.rawPayload).toString())).toEqual(library);
  });
});
