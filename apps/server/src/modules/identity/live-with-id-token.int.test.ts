import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAccount } from '../../test/accounts.js';
import { openSse } from '../../test/sse-client.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { asTransport } from '../../platform/live/live-hub.test-support.js';

describe('the live channel with real ID tokens', () => {
  let testApp: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    testApp = await buildTestApp({ env: { PUBLIC_URL: 'http://storyloom.test' } });
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => testApp.close());

  it("streams a signed-in user's own events and refuses forged tokens", async () => {
    const account = await signedInAccount(testApp, 'listener@example.org');
    const me = (
      await testApp.app.inject({ url: '/api/me', headers: account.authorization })
    ).json();

    const forged = await testApp.app.inject({
      url: '/api/live',
      headers: { authorization: `Bearer ${account.token.slice(0, -3)}abc` },
    });
    expect(forged.statusCode).toBe(401);

    const stream = await openSse(`${baseUrl}/api/live`, account.authorization);
    try {
      expect(stream.status).toBe(200);
      await asTransport(testApp.platform.live).publish(me.id, {
        type: 'story.updated',
        data: { page: 3 },
      });
      const [event] = await stream.waitForEvents(1);
      expect(event).toMatchObject({ type: 'story.updated', data: { page: 3 } });
    } finally {
      await stream.close();
    }
  });
});
