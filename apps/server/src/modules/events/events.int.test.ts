import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventType } from '@storyloom/contracts';
import { signedInAccount } from '../../test/accounts.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { EVENTS_RATE_LIMIT } from './events.routes.js';

const VISITOR_ID = 'b7e1c2d3-4f5a-4b6c-8d9e-0f1a2b3c4d5e';

const presence = (overrides: object = {}) => ({
  UtcTimeEpoch: 1_760_000_000_000,
  EventType: EventType.PagePresenceStart,
  UserId: 'someone-else',
  PrimaryParameter: '/library',
  Environment: 'prod',
  ...overrides,
});

type Stored = {
  user_id: string | null;
  signed_in: boolean;
  type: number;
  utc_time_epoch: string;
  primary_parameter: string | null;
  environment: string;
  ip_hash: string | null;
};

describe('events', () => {
  let testApp: TestApp;
  let admin: { authorization: { authorization: string } };
  let member: { authorization: { authorization: string }; userId: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await signedInAccount(testApp, 'owner@example.org');
    const account = await signedInAccount(testApp, 'parent@example.org');
    const me = await testApp.app.inject({ url: '/api/me', headers: account.authorization });
    member = { ...account, userId: me.json().id };
  });
  afterAll(() => testApp?.close());

  const post = (body: string, headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
    testApp.app.inject({ method: 'POST', url: '/api/events', headers, body, remoteAddress });

  const stored = async (): Promise<Stored[]> =>
    (
      await testApp.platform.database.pool.query<Stored>(
        'select user_id, signed_in, type, utc_time_epoch::text, primary_parameter, environment, ip_hash from events order by id',
      )
    ).rows;

  it('stores a JSON record under the visitor cookie, not the UserId it sent; 204 and no body', async () => {
    const response = await post(JSON.stringify(presence()), {
      'content-type': 'application/json',
      cookie: `dac_visitor_id=${VISITOR_ID}`,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const [row] = await stored();
    expect(row).toMatchObject({
      user_id: VISITOR_ID,
      signed_in: false,
      type: 700,
      utc_time_epoch: '1760000000000',
      primary_parameter: '/library',
      environment: 'prod',
    });
    // Only a keyed hash of the address is kept.
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.ip_hash).not.toContain('127.0.0.1');
  });

  it('accepts the text/plain body a beacon sends', async () => {
    const response = await post(
      JSON.stringify(
        presence({ EventType: EventType.PresenceHeartbeat, PrimaryParameter: '/help' }),
      ),
      { 'content-type': 'text/plain;charset=UTF-8', cookie: `dac_visitor_id=${VISITOR_ID}` },
    );
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await stored()).at(-1)).toMatchObject({
      user_id: VISITOR_ID,
      type: 701,
      primary_parameter: '/help',
    });
  });

  it("stores a signed-in user's id from the token, whatever UserId says", async () => {
    const response = await post(JSON.stringify(presence({ UserId: 'not-me' })), {
      'content-type': 'application/json',
      cookie: `dac_visitor_id=${VISITOR_ID}`,
      ...member.authorization,
    });
    expect(response.statusCode).toBe(204);
    expect((await stored()).at(-1)).toMatchObject({ user_id: member.userId, signed_in: true });
  });

  it('treats an expired or forged token as no token, and keeps no id without a cookie', async () => {
    const response = await post(JSON.stringify(presence()), {
      'content-type': 'application/json',
      authorization: 'Bearer not.a.token',
      cookie: 'dac_visitor_id=bad id',
    });
    expect(response.statusCode).toBe(204);
    expect((await stored()).at(-1)).toMatchObject({ user_id: null, signed_in: false });
  });

  it('refuses invalid records, broken JSON and oversized bodies, storing nothing', async () => {
    const before = (await stored()).length;
    const json = { 'content-type': 'application/json' };
    const text = { 'content-type': 'text/plain;charset=UTF-8' };
    const invalid = [
      await post(JSON.stringify(presence({ EventType: 1 })), json),
      await post(JSON.stringify(presence({ UtcTimeEpoch: 'yesterday' })), text),
      await post(JSON.stringify({ EventType: 700 }), json),
      await post('{"EventType": 700', text),
      await post('', text),
    ];
    for (const response of invalid) {
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
    const huge = await post(
      JSON.stringify(presence({ PrimaryParameter: 'x'.repeat(17 * 1024) })),
      text,
    );
    expect(huge.statusCode).toBe(413);
    expect((await stored()).length).toBe(before);
  });

  it('answers 429 past 120 events a minute from one address', async () => {
    const address = '203.0.113.50';
    const body = JSON.stringify(presence());
    const headers = { 'content-type': 'text/plain;charset=UTF-8' };
    const before = (await stored()).length;
    for (let i = 0; i < EVENTS_RATE_LIMIT.max; i++) {
      expect((await post(body, headers, address)).statusCode).toBe(204);
    }
    const refused = await post(body, headers, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'rate_limited', status: 429 });
    expect((await stored()).length).toBe(before + EVENTS_RATE_LIMIT.max);
  });

  it('lets administrators read the latest events, all or per user', async () => {
    for (const url of ['/api/DevOps/system-events', `/api/DevOps/system-events/${VISITOR_ID}`]) {
      expect((await testApp.app.inject({ url })).statusCode).toBe(401);
      const forbidden = await testApp.app.inject({ url, headers: member.authorization });
      expect(forbidden.statusCode).toBe(403);
    }

    const latest = await testApp.app.inject({
      url: '/api/DevOps/system-events',
      headers: admin.authorization,
    });
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toHaveLength(100);

    const three = (
      await testApp.app.inject({
        url: '/api/DevOps/system-events?take=3',
        headers: admin.authorization,
      })
    ).json();
    expect(three).toHaveLength(3);
    expect(Number(three[0].id)).toBeGreaterThan(Number(three[1].id));

    const all = await testApp.app.inject({
      url: '/api/DevOps/system-events?take=5000',
      headers: admin.authorization,
    });
    expect(all.json()).toHaveLength((await stored()).length);

    const visitor = (
      await testApp.app.inject({
        url: `/api/DevOps/system-events/${VISITOR_ID}`,
        headers: admin.authorization,
      })
    ).json();
    expect(visitor).toEqual([
      expect.objectContaining({
        EventType: 701,
        UserId: VISITOR_ID,
        SignedIn: false,
        PrimaryParameter: '/help',
        Environment: 'prod',
        UtcTimeEpoch: 1_760_000_000_000,
        ReceivedUtcEpoch: expect.any(Number),
      }),
      expect.objectContaining({ EventType: 700, UserId: VISITOR_ID }),
    ]);

    const mine = (
      await testApp.app.inject({
        url: `/api/DevOps/system-events/${member.userId}`,
        headers: admin.authorization,
      })
    ).json();
    expect(mine).toEqual([expect.objectContaining({ UserId: member.userId, SignedIn: true })]);

    const bad = await testApp.app.inject({
      url: '/api/DevOps/system-events?take=0',
      headers: admin.authorization,
    });
    expect(bad.statusCode).toBe(400);
  });
});
