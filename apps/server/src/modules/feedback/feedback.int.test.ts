import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/accounts.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { FEEDBACK_RATE_LIMIT } from './feedback.routes.js';

const VISITOR_ID = '3f2c1a8e-7b4d-4c2a-9e1f-0a1b2c3d4e5f';

describe('feedback', () => {
  let testApp: TestApp;
  let admin: { authorization: { authorization: string } };
  let member: { authorization: { authorization: string }; userId: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    // The first account of an instance administers it.
    admin = await signedInAccount(testApp, 'owner@example.org');
    const account = await signedInAccount(testApp, 'parent@example.org');
    const me = await testApp.app.inject({ url: '/api/me', headers: account.authorization });
    member = { ...account, userId: me.json().id };
  });
  afterAll(() => testApp?.close());

  const send = (
    payload: unknown,
    headers: Record<string, string> = {},
    remoteAddress = '127.0.0.1',
  ) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers,
      payload: payload as object,
      remoteAddress,
    });

  const storedRows = async () =>
    (
      await testApp.platform.database.pool.query(
        'select user_id, visitor_id, rating, text, path, user_agent from feedback order by id',
      )
    ).rows;

  it("refuses a missing rating with the spec's sentence, and bad input, storing nothing", async () => {
    const missing = await send({ text: 'Lovely stories' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'bad_request',
      message: 'Please select a rating.',
      status: 400,
    });

    const tooHigh = await send({ rating: 6 });
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().message).toContain('rating');

    const tooLong = await send({ rating: 4, text: 'x'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain('5000');

    expect((await send({ rating: 4, path: '/'.repeat(513) })).statusCode).toBe(400);
    expect(await storedRows()).toEqual([]);
  });

  it("stores a visitor's feedback under the visitor cookie, text trimmed", async () => {
    const response = await send(
      { rating: 5, text: '  My daughter loved it  ', path: '/story' },
      { cookie: `other=1; dac_visitor_id=${VISITOR_ID}`, 'user-agent': 'Mozilla/5.0 Test' },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(String) });
    expect((await storedRows()).at(-1)).toEqual({
      user_id: null,
      visitor_id: VISITOR_ID,
      rating: 5,
      text: 'My daughter loved it',
      path: '/story',
      user_agent: 'Mozilla/5.0 Test',
    });
  });

  it('ignores a visitor cookie that does not look like an id, and keeps blank text as none', async () => {
    const response = await send(
      { rating: 2, text: '   ' },
      { cookie: 'dac_visitor_id=<script>', 'user-agent': 'U'.repeat(2000) },
    );
    expect(response.statusCode).toBe(201);
    const row = (await storedRows()).at(-1);
    expect(row).toMatchObject({ user_id: null, visitor_id: null, rating: 2, text: null });
    expect(row.user_agent).toHaveLength(512);
  });

  it("stores a signed-in user's feedback under the account", async () => {
    const response = await send(
      { rating: 3 },
      { ...member.authorization, cookie: `dac_visitor_id=${VISITOR_ID}` },
    );
    expect(response.statusCode).toBe(201);
    expect((await storedRows()).at(-1)).toMatchObject({
      user_id: member.userId,
      visitor_id: null,
      rating: 3,
    });
  });

  it('answers 429 to the eleventh note within ten minutes and stores only ten', async () => {
    const before = (await storedRows()).length;
    const address = '198.51.100.23';
    for (let i = 0; i < FEEDBACK_RATE_LIMIT.max; i++) {
      expect((await send({ rating: 4 }, {}, address)).statusCode).toBe(201);
    }
    const refused = await send({ rating: 4 }, {}, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({ error: 'rate_limited', status: 429 });
    expect((await storedRows()).length).toBe(before + FEEDBACK_RATE_LIMIT.max);
    // Another address is not affected.
    expect((await send({ rating: 4 }, {}, '198.51.100.24')).statusCode).toBe(201);
  });

  it('lets administrators page through feedback, newest first', async () => {
    expect((await testApp.app.inject({ url: '/api/feedback' })).statusCode).toBe(401);
    const forbidden = await testApp.app.inject({
      url: '/api/feedback',
      headers: member.authorization,
    });
    expect(forbidden.statusCode).toBe(403);

    const total = (await storedRows()).length;
    const first = await testApp.app.inject({
      url: '/api/feedback?limit=2',
      headers: admin.authorization,
    });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.items).toHaveLength(2);
    expect(Number(page.items[0].id)).toBeGreaterThan(Number(page.items[1].id));
    expect(page.nextCursor).toBe(page.items[1].id);

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const next = await testApp.app.inject({
        url: `/api/feedback?limit=5${query}`,
        headers: admin.authorization,
      });
      const body = next.json();
      seen.push(...body.items.map((item: { id: string }) => item.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);

    const visitorNote = (
      await testApp.app.inject({ url: '/api/feedback?limit=200', headers: admin.authorization })
    )
      .json()
      .items.find((item: { visitorId: string | null }) => item.visitorId === VISITOR_ID);
    expect(visitorNote).toMatchObject({
      rating: 5,
      text: 'My daughter loved it',
      path: '/story',
      userId: null,
      createdUtcEpoch: expect.any(Number),
    });

    const bad = await testApp.app.inject({
      url: '/api/feedback?limit=zero',
      headers: admin.authorization,
    });
    expect(bad.statusCode).toBe(400);
  });
});
