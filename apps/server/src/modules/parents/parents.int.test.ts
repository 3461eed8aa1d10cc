import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRoutes, pathTo } from '@storyloom/contracts';
import { NEEDS_PARENT } from '../../platform/http/access-control.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { pipWithNotes } from '../chat/chat.test-support.js';
import { TEST_PASSWORD } from '../../test/accounts.js';
import { asChild, childProfile, send } from './parents.test-support.js';
import { NO_PIN, PIN_IS_SET } from './parents.service.js';

describe('parents: child profiles, the PIN and parent-only routes', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;
  let pip: { id: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await signedInUser(testApp, 'ada@example.org');
    ben = await signedInUser(testApp, 'ben@example.org');
    ({ pip } = await pipWithNotes(testApp, ada));
  });
  afterAll(() => testApp?.close());

  it('adds, lists, changes and deletes a child profile with a picture from the library', async () => {
    const made = await send(testApp, ada, 'POST', '/api/parents/profiles', {
      name: 'Noa',
      ageBand: '3-5',
      readingLevel: 'pictures',
      language: 'es',
      pictureElementId: pip.id,
      rules: { quietHours: { start: '19:30', end: '07:00' }, blockedTopics: ['zombies'] },
    });
    expect(made.statusCode).toBe(201);
    const noa = made.json();
    expect(noa).toMatchObject({
      name: 'Noa',
      ageBand: '3-5',
      language: 'es',
      pictureElementId: pip.id,
      rules: {
        allowedCharacterIds: [],
        quietHours: { start: '19:30', end: '07:00' },
        dailyChatMinutes: null,
        blockedTopics: ['zombies'],
        callsEnabled: true,
        dailyCallMinutes: null,
      },
    });

    const changed = await send(testApp, ada, 'PUT', `/api/parents/profiles/${noa.id}`, {
      name: 'Noa',
      ageBand: '6-8',
      readingLevel: 'short-sentences',
      language: 'es',
      rules: {
        allowedCharacterIds: [pip.id],
        dailyChatMinutes: 20,
        callsEnabled: false,
        dailyCallMinutes: 10,
      },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      ageBand: '6-8',
      pictureElementId: null,
      rules: {
        allowedCharacterIds: [pip.id],
        quietHours: null,
        dailyChatMinutes: 20,
        callsEnabled: false,
        dailyCallMinutes: 10,
      },
    });
    const listed = (await send(testApp, ada, 'GET', '/api/parents/profiles')).json();
    expect(listed.profiles.map((profile: { id: string }) => profile.id)).toContain(noa.id);

    // Another family neither sees it nor changes it.
    expect((await send(testApp, ben, 'GET', '/api/parents/profiles')).json()).toEqual({
      profiles: [],
    });
    expect((await send(testApp, ben, 'DELETE', `/api/parents/profiles/${noa.id}`)).statusCode).toBe(
      404,
    );
    expect((await send(testApp, ada, 'DELETE', `/api/parents/profiles/${noa.id}`)).statusCode).toBe(
      204,
    );
    expect((await send(testApp, ada, 'GET', '/api/parents/profiles')).json().profiles).toEqual(
      listed.profiles.filter((profile: { id: string }) => profile.id !== noa.id),
    );
  });

  it('refuses a picture or an allowed character from outside the library, changing nothing', async () => {
    const before = (await send(testApp, ben, 'GET', '/api/parents/profiles')).json();
    const base = { name: 'Leo', ageBand: '9-12', readingLevel: 'chapters', language: 'en' };
    const picture = await send(testApp, ben, 'POST', '/api/parents/profiles', {
      ...base,
      pictureElementId: pip.id,
    });
    expect(picture.statusCode).toBe(400);
    expect(picture.json().message).toBe('The picture must be one of your library’s elements');
    const allowed = await send(testApp, ben, 'POST', '/api/parents/profiles', {
      ...base,
      rules: { allowedCharacterIds: [pip.id] },
    });
    expect(allowed.statusCode).toBe(400);
    const badBand = await send(testApp, ben, 'POST', '/api/parents/profiles', {
      ...base,
      ageBand: '13-17',
    });
    expect(badBand.statusCode).toBe(400);
    const badTime = await send(testApp, ben, 'POST', '/api/parents/profiles', {
      ...base,
      rules: { quietHours: { start: '7pm', end: '07:00' } },
    });
    expect(badTime.statusCode).toBe(400);
    expect((await send(testApp, ben, 'GET', '/api/parents/profiles')).json()).toEqual(before);
  });

  it('keeps a child profile out of every parent-only route, with a clear message', async () => {
    const mia = asChild(ada, (await childProfile(testApp, ada)).id);
    const parentOnly = [
      ApiRoutes.me.delete,
      ApiRoutes.me.export,
      ApiRoutes.payments.checkout,
      ApiRoutes.payments.changePlan,
      ApiRoutes.accountConfiguration.replace,
      ApiRoutes.accountConfiguration.preferredLanguage,
      ApiRoutes.marketplace.publish,
      ApiRoutes.marketplace.publishProduct,
      ApiRoutes.parents.profiles,
      ApiRoutes.parents.createProfile,
      ApiRoutes.parents.setPin,
      ApiRoutes.parents.settings,
      ApiRoutes.parents.transcripts,
      ApiRoutes.chat.clear,
    ];
    for (const route of parentOnly) {
      const url = route.path.replace(/:[A-Za-z]+/g, 'some-id');
      const response = await send(testApp, mia, route.method, url, {});
      expect({ path: route.path, status: response.statusCode }).toEqual({
        path: route.path,
        status: 403,
      });
      expect(response.json().message).toBe(NEEDS_PARENT);
    }
    // The account is still there, and a child still reaches the family's stories.
    expect((await send(testApp, ada, 'GET', pathTo(ApiRoutes.me.get))).statusCode).toBe(200);
    expect((await send(testApp, mia, 'GET', pathTo(ApiRoutes.stories.list))).statusCode).toBe(200);
  });

  it('switches back to the parent with the PIN only, stored hashed and slowed after a few tries', async () => {
    const child = asChild(ada, (await childProfile(testApp, ada)).id);
    const noPin = await send(testApp, child, 'POST', '/api/parents/unlock', { pin: '2468' });
    expect(noPin.statusCode).toBe(403);
    expect(noPin.json().message).toBe(NO_PIN);

    expect((await send(testApp, ada, 'PUT', '/api/parents/pin', { pin: '12' })).statusCode).toBe(
      400,
    );
    expect(
      (await send(testApp, child, 'PUT', '/api/parents/pin', { pin: '9999' })).statusCode,
    ).toBe(403);
    expect((await send(testApp, ada, 'PUT', '/api/parents/pin', { pin: '2468' })).statusCode).toBe(
      204,
    );
    const { rows } = await testApp.platform.database.pool.query<{ pin_hash: string }>(
      'select pin_hash from parent_settings where user_id = $1',
      [ada.userId],
    );
    expect(rows[0]!.pin_hash).not.toContain('2468');
    // With a PIN set, the password is not the way back.
    const byPassword = { password: TEST_PASSWORD };
    const passwordNow = await send(testApp, child, 'POST', '/api/parents/unlock', byPassword);
    expect(passwordNow.statusCode).toBe(403);
    expect(passwordNow.json().message).toBe(PIN_IS_SET);
    expect((await send(testApp, ada, 'GET', '/api/parents/settings')).json().pinSet).toBe(true);

    const wrong = await send(testApp, child, 'POST', '/api/parents/unlock', { pin: '1357' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('That PIN is not right. Ask a grown-up to try again.');
    expect(
      (await send(testApp, child, 'POST', '/api/parents/unlock', { pin: '2468' })).statusCode,
    ).toBe(204);
    // Ben's PIN is his own: Ada's does not open his side.
    await send(testApp, ben, 'PUT', '/api/parents/pin', { pin: '1111' });
    expect(
      (await send(testApp, ben, 'POST', '/api/parents/unlock', { pin: '2468' })).statusCode,
    ).toBe(403);
    // Five tries per 15 minutes for the family (two used above); then even the right PIN waits.
    await send(testApp, child, 'POST', '/api/parents/unlock', { pin: '0000' });
    await send(testApp, child, 'POST', '/api/parents/unlock', { pin: '0001' });
    await send(testApp, child, 'POST', '/api/parents/unlock', { pin: '0002' });
    const paused = await send(testApp, child, 'POST', '/api/parents/unlock', { pin: '2468' });
    expect(paused.statusCode).toBe(429);
    expect(paused.headers['retry-after']).toBeDefined();
  });
});

describe('parents: switching back with the password while no PIN is set', () => {
  let testApp: TestApp;
  let cleo: Caller;

  beforeAll(async () => {
    testApp = await buildTestApp();
    cleo = await signedInUser(testApp, 'cleo@example.org');
  });
  afterAll(() => testApp?.close());

  it('takes the account’s password, refuses a wrong one and a body with neither', async () => {
    const child = asChild(cleo, (await childProfile(testApp, cleo)).id);
    const unlock = (body: object) => send(testApp, child, 'POST', '/api/parents/unlock', body);
    const wrong = await unlock({ password: 'not-the-password' });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('That is not the password of this account.');
    expect((await unlock({})).statusCode).toBe(400);
    expect((await unlock({ pin: '1234', password: TEST_PASSWORD })).statusCode).toBe(400);
    expect((await unlock({ password: TEST_PASSWORD })).statusCode).toBe(204);
  });
});
