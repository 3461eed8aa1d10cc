import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_CONFIGURATION_UPDATED_EVENT } from '@storyloom/contracts';
import { openSse } from '../../test/sse-client.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEFAULT_SYSTEM_CONFIGURATION } from './default-system-configuration.js';
import { signedInUser } from './plans.test-support.js';

// Issue 27 item 7: every open tab hears that costs changed, so its credits bar can follow.
describe('a system configuration change on the live channel', () => {
  let testApp: TestApp;
  let baseUrl: string;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let family: Awaited<ReturnType<typeof signedInUser>>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await signedInUser(testApp, 'owner@example.org'); // the first account administers
    family = await signedInUser(testApp, 'family@example.org');
    baseUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(() => testApp?.close());

  it("reaches every connected user's stream once, without an id and without private data", async () => {
    const tabs = [
      await openSse(`${baseUrl}/api/live`, family.authorization),
      await openSse(`${baseUrl}/api/live`, admin.authorization),
    ];
    try {
      for (const tab of tabs) await tab.waitFor(() => tab.retryMs !== undefined, 'the stream');
      const response = await testApp.app.inject({
        method: 'PUT',
        url: '/api/DevOps/system-configuration',
        headers: admin.authorization,
        payload: {
          ...DEFAULT_SYSTEM_CONFIGURATION,
          systemCosts: { ...DEFAULT_SYSTEM_CONFIGURATION.systemCosts, creditsPerStory: 25 },
        },
      });
      expect(response.statusCode).toBe(200);
      const { configurationVersion } = response.json<{ configurationVersion: number }>();

      for (const tab of tabs) {
        await tab.waitForEvents(1);
        expect(tab.events).toEqual([
          {
            id: undefined,
            type: SYSTEM_CONFIGURATION_UPDATED_EVENT,
            data: { configurationVersion },
          },
        ]);
      }
    } finally {
      await Promise.all(tabs.map((tab) => tab.close()));
    }
  });

  it('sends nothing when the change is refused', async () => {
    const tab = await openSse(`${baseUrl}/api/live`, family.authorization);
    try {
      await tab.waitFor(() => tab.retryMs !== undefined, 'the stream');
      const refused = await testApp.app.inject({
        method: 'PUT',
        url: '/api/DevOps/system-configuration',
        headers: admin.authorization,
        payload: { systemCosts: { creditsPerStory: -1 } },
      });
      expect(refused.statusCode).toBe(400);
      // A later accepted change arriving first proves the refused one announced nothing.
      const accepted = await testApp.app.inject({
        method: 'PUT',
        url: '/api/DevOps/system-configuration',
        headers: admin.authorization,
        payload: DEFAULT_SYSTEM_CONFIGURATION,
      });
      const { configurationVersion } = accepted.json<{ configurationVersion: number }>();
      await tab.waitForEvents(1);
      expect(tab.events.map((event) => event.data)).toEqual([{ configurationVersion }]);
    } finally {
      await tab.close();
    }
  });
});
