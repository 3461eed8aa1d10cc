import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType } from '@storyloom/contracts';
import { storyElements } from '../../db/schema/story-elements.js';
import { signedInAccount } from '../../test/accounts.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

type Account = { authorization: { authorization: string }; userId: string };

const emptySlots = [1, 2, 3, 4, 5].map((slot) => ({ slot, storyElementId: '' }));

describe('account configuration', () => {
  let testApp: TestApp;
  let parent: Account;
  let neighbour: Account;

  async function account(email: string): Promise<Account> {
    const signedIn = await signedInAccount(testApp, email);
    const me = await testApp.app.inject({ url: '/api/me', headers: signedIn.authorization });
    return { authorization: signedIn.authorization, userId: me.json().id };
  }

  // The library's rows, written directly: these tests are about the slots, not the library.
  async function element(id: string, userId: string, type: StoryElementType) {
    const now = new Date();
    await testApp.platform.database.db
      .insert(storyElements)
      .values({ id, userId, name: id, type, createdAt: now, updatedAt: now });
  }

  beforeAll(async () => {
    testApp = await buildTestApp();
    parent = await account('parent@example.org');
    neighbour = await account('neighbour@example.org');
    await element('grandpa-joe', parent.userId, StoryElementType.Character);
    await element('pirate-pete', parent.userId, StoryElementType.Character);
    await element('the-castle', parent.userId, StoryElementType.Location);
    await element('their-dragon', neighbour.userId, StoryElementType.Character);
  });
  afterAll(() => testApp?.close());

  const get = (url: string, who: Account = parent) =>
    testApp.app.inject({ url, headers: who.authorization });
  const put = (url: string, payload: object, who: Account = parent) =>
    testApp.app.inject({ method: 'PUT', url, headers: who.authorization, payload });
  const configuration = async (who: Account = parent) =>
    (await get('/account-configuration', who)).json();

  it('answers 401 without a token on every path', async () => {
    const calls = [
      { method: 'GET', url: '/account-configuration' },
      { method: 'PUT', url: '/account-configuration', payload: {} },
      { method: 'PUT', url: '/account-configuration/preferred-language', payload: {} },
      { method: 'PUT', url: '/account-configuration/phone-number', payload: {} },
      { method: 'PUT', url: '/account-configuration/phone-number-slot', payload: {} },
      { method: 'GET', url: '/account-configuration/phone-number-slots' },
    ] as const;
    for (const call of calls) {
      const response = await testApp.app.inject({ ...call, headers: { accept: 'text/html' } });
      expect(response.statusCode, call.url).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized', status: 401 });
    }
  });

  it('starts from the defaults for someone who never saved one', async () => {
    const response = await get('/account-configuration');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ phoneNumberSlots: [] });
    expect((await get('/account-configuration/phone-number-slots')).json()).toEqual(emptySlots);
  });

  it('sets a supported language and refuses others, naming the supported ones', async () => {
    const set = await put('/account-configuration/preferred-language', {
      preferredLanguage: 'es',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ preferredLanguage: 'es', phoneNumberSlots: [] });

    for (const preferredLanguage of ['fr', '', null]) {
      const refused = await put('/account-configuration/preferred-language', {
        preferredLanguage,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('en (English), es (Spanish)');
    }
    expect((await configuration()).preferredLanguage).toBe('es');
  });

  it('stores a phone number without the plus sign and separators; bad input changes nothing', async () => {
    const set = await put('/account-configuration/phone-number', {
      countryCode: '+44',
      number: '(020) 7946-0018',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().phoneNumber).toEqual({ countryCode: '44', number: '02079460018' });

    const badCountry = await put('/account-configuration/phone-number', {
      countryCode: '+4444',
      number: '5550100',
    });
    expect(badCountry.statusCode).toBe(400);
    expect(badCountry.json().message).toContain('countryCode must be 1 to 3 digits');
    const badNumber = await put('/account-configuration/phone-number', {
      countryCode: '1',
      number: '12',
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().message).toContain('number must be 4 to 14 digits');
    expect(
      (await put('/account-configuration/phone-number', { number: '5550100' })).statusCode,
    ).toBe(400);
    expect((await configuration()).phoneNumber).toEqual({
      countryCode: '44',
      number: '02079460018',
    });
  });

  it('removes the phone number when the number is empty', async () => {
    const cleared = await put('/account-configuration/phone-number', {
      countryCode: '',
      number: '',
    });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toEqual({ preferredLanguage: 'es', phoneNumberSlots: [] });
  });

  it('assigns and unassigns slots with your own characters only', async () => {
    const assigned = await put('/account-configuration/phone-number-slot', {
      slot: 2,
      storyElementId: 'grandpa-joe',
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual(
      emptySlots.map((slot) =>
        slot.slot === 2 ? { slot: 2, storyElementId: 'grandpa-joe' } : slot,
      ),
    );

    for (const storyElementId of ['their-dragon', 'the-castle', 'nobody']) {
      const refused = await put('/account-configuration/phone-number-slot', {
        slot: 3,
        storyElementId,
      });
      expect(refused.statusCode, storyElementId).toBe(404);
      expect(refused.json().message).toBe(
        `No character with id ${storyElementId} in your library.`,
      );
    }
    for (const body of [
      { slot: 6, storyElementId: 'pirate-pete' },
      { slot: 0, storyElementId: '' },
      { slot: 1, storyElementId: '../x' },
      { slot: 1 },
    ]) {
      expect((await put('/account-configuration/phone-number-slot', body)).statusCode).toBe(400);
    }
    expect((await configuration()).phoneNumberSlots).toEqual([
      { slot: 2, storyElementId: 'grandpa-joe' },
    ]);

    const unassigned = await put('/account-configuration/phone-number-slot', {
      slot: 2,
      storyElementId: '',
    });
    expect(unassigned.json()).toEqual(emptySlots);
    expect((await get('/account-configuration/phone-number-slots')).json()).toEqual(emptySlots);
    // The neighbour's slots are their own.
    expect((await configuration(neighbour)).phoneNumberSlots).toEqual([]);
  });

  it('replaces the whole document, and changes nothing when any part is wrong', async () => {
    const document = {
      preferredLanguage: 'en',
      phoneNumber: { countryCode: '+1', number: '555.010.0199' },
      phoneNumberSlots: [
        { slot: 1, storyElementId: 'pirate-pete' },
        { slot: 4, storyElementId: 'grandpa-joe' },
        { slot: 5, storyElementId: '' },
      ],
    };
    const replaced = await put('/account-configuration', document);
    expect(replaced.statusCode).toBe(200);
    const expected = {
      preferredLanguage: 'en',
      phoneNumber: { countryCode: '1', number: '5550100199' },
      phoneNumberSlots: [
        { slot: 1, storyElementId: 'pirate-pete' },
        { slot: 4, storyElementId: 'grandpa-joe' },
      ],
    };
    expect(replaced.json()).toEqual(expected);

    const wrong = [
      { ...document, preferredLanguage: 'de' },
      { ...document, phoneNumber: { countryCode: '1', number: '12' } },
      { ...document, phoneNumberSlots: [{ slot: 7, storyElementId: 'pirate-pete' }] },
      {
        ...document,
        phoneNumberSlots: [
          { slot: 1, storyElementId: 'pirate-pete' },
          { slot: 1, storyElementId: 'grandpa-joe' },
        ],
      },
    ];
    for (const body of wrong) {
      expect((await put('/account-configuration', body)).statusCode).toBe(400);
    }
    const stolen = await put('/account-configuration', {
      phoneNumberSlots: [{ slot: 2, storyElementId: 'their-dragon' }],
    });
    expect(stolen.statusCode).toBe(404);
    expect(await configuration()).toEqual(expected);

    // Absent fields are cleared.
    const minimal = await put('/account-configuration', {});
    expect(minimal.json()).toEqual({ phoneNumberSlots: [] });
  });

  it('documents every path, with feedback and events, in the API reference', async () => {
    const reference = await testApp.app.inject({ url: '/docs/json' });
    expect(reference.statusCode).toBe(200);
    const paths = Object.keys(reference.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/account-configuration',
        '/account-configuration/preferred-language',
        '/account-configuration/phone-number',
        '/account-configuration/phone-number-slot',
        '/account-configuration/phone-number-slots',
        '/api/feedback',
        '/api/events',
        '/api/DevOps/system-events',
        '/api/DevOps/system-events/{userId}',
      ]),
    );
  });

  it('frees a slot when its character is deleted', async () => {
    await put('/account-configuration/phone-number-slot', {
      slot: 3,
      storyElementId: 'pirate-pete',
    });
    await testApp.platform.database.db
      .delete(storyElements)
      .where(eq(storyElements.id, 'pirate-pete'));
    expect((await get('/account-configuration/phone-number-slots')).json()).toEqual(emptySlots);
  });
});
