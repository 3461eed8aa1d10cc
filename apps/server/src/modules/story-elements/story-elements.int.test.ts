import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  created,
  get,
  signedInUser,
  tableCountsOf,
  upsert,
  type Caller,
} from './story-elements.test-support.js';

describe('story elements: create, read, update, list, delete', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await signedInUser(testApp, 'ada@example.org');
    ben = await signedInUser(testApp, 'ben@example.org');
  });
  afterAll(() => testApp?.close());

  const remove = (caller: Caller, id: string) =>
    testApp.app.inject({
      method: 'DELETE',
      url: `/storyElement/delete/${id}`,
      headers: caller.authorization,
    });

  it('answers 401 without a signed-in user', async () => {
    for (const [method, url] of [
      ['GET', '/storyElement/get/abc'],
      ['GET', '/storyElement/list'],
      ['POST', '/storyElement/upsert'],
      ['DELETE', '/storyElement/delete/abc'],
      ['GET', '/storyElement/abc/knowledge/def'],
      ['POST', '/storyElement/generate-avatar'],
    ] as const) {
      const payload = { name: 'Ember', StoryElementType: StoryElementType.Character };
      const response = await testApp.app.inject({ method, url, payload });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized', status: 401 });
    }
  });

  it('documents every route in the OpenAPI description', async () => {
    const paths = Object.keys((await testApp.app.inject({ url: '/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/storyElement/get/{id}',
        '/storyElement/list',
        '/storyElement/upsert',
        '/storyElement/delete/{id}',
        '/storyElement/{id}/knowledge/{knowledgeId}',
        '/storyElement/generate-avatar',
      ]),
    );
  });

  it('creates with a server id and timestamps, reads it back, updates and deletes it', async () => {
    const before = Date.now();
    const dragon = await created(testApp, ada, {
      name: '  Ember ',
      description: 'A shy dragon',
      type: StoryElementType.Character,
    });
    expect(dragon).toMatchObject({
      name: 'Ember',
      description: 'A shy dragon',
      type: StoryElementType.Character,
      knowledge: [],
    });
    expect(dragon.id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(dragon.createdDateTimeUtcEpoch).toBeGreaterThanOrEqual(before - 5);
    expect(dragon.updatedDateTimeUtcEpoch).toBe(dragon.createdDateTimeUtcEpoch);
    expect(dragon).not.toHaveProperty('avatarUrl');
    expect(dragon).not.toHaveProperty('memberIds');

    const read = await get(testApp, ada, `/storyElement/get/${dragon.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(dragon);

    await new Promise((resolve) => setTimeout(resolve, 5));
    const update = await upsert(testApp, ada, {
      storyElement: { id: dragon.id, name: 'Ember the Brave', type: StoryElementType.Character },
    });
    expect(update.statusCode).toBe(200);
    const updated = update.json();
    expect(updated).toMatchObject({ id: dragon.id, name: 'Ember the Brave', description: '' });
    expect(updated.createdDateTimeUtcEpoch).toBe(dragon.createdDateTimeUtcEpoch);
    expect(updated.updatedDateTimeUtcEpoch).toBeGreaterThan(dragon.updatedDateTimeUtcEpoch!);

    expect((await remove(ada, dragon.id)).statusCode).toBe(204);
    const gone = await get(testApp, ada, `/storyElement/get/${dragon.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: 'not_found', status: 404 });
    expect((await remove(ada, dragon.id)).statusCode).toBe(404);
  });

  it('refuses an unknown id, a changed type and invalid input, writing nothing', async () => {
    const counts = await tableCountsOf(testApp, ada.userId);
    const note = await created(testApp, ada, { name: 'Idea', type: StoryElementType.Note });

    const unknown = await upsert(testApp, ada, {
      storyElement: { id: 'doesNotExist123', name: 'X', type: StoryElementType.Note },
    });
    expect(unknown.statusCode).toBe(404);

    const retype = await upsert(testApp, ada, {
      storyElement: { id: note.id, name: 'Idea', type: StoryElementType.Location },
    });
    expect(retype.statusCode).toBe(400);
    expect(retype.json().message).toBe('The type of an existing element cannot change.');

    const blank = await upsert(testApp, ada, {
      storyElement: { name: '   ', type: StoryElementType.Note },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Please give it a name.');

    const badType = await upsert(testApp, ada, {
      storyElement: { name: 'X', type: 9 as StoryElementType },
    });
    expect(badType.statusCode).toBe(400);

    expect(await tableCountsOf(testApp, ada.userId)).toEqual({
      ...counts,
      elements: counts.elements + 1,
    });
    expect((await get(testApp, ada, `/storyElement/get/${note.id}`)).json().name).toBe('Idea');
    await remove(ada, note.id);
  });

  it('lists newest first, a page at a time, filtered by type and by name', async () => {
    const made: StoryElement[] = [];
    const names = ['Castle', 'Forest', 'Moat_', 'castle kitchen', '100% Fun', 'Cave'];
    for (const [index, name] of names.entries()) {
      made.push(
        await created(testApp, ada, {
          name,
          type: index % 2 === 0 ? StoryElementType.Location : StoryElementType.Note,
        }),
      );
    }
    await created(testApp, ben, { name: 'Castle of Ben', type: StoryElementType.Location });
    const newestFirst = made.map((element) => element.id).reverse();

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `/storyElement/list?limit=4${cursor ? `&cursor=${cursor}` : ''}`;
      const page = (await get(testApp, ada, query)).json();
      seen.push(...page.items.map((item: StoryElement) => item.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(2);
    expect(seen).toEqual(newestFirst);

    const namesFor = async (query: string) => {
      const response = await get(testApp, ada, `/storyElement/list?${query}`);
      expect(response.statusCode, query).toBe(200);
      return response.json().items.map((item: StoryElement) => item.name);
    };
    expect(await namesFor('search=CASTLE')).toEqual(['castle kitchen', 'Castle']);
    expect(await namesFor(`type=${StoryElementType.Note}`)).toEqual([
      'Cave',
      'castle kitchen',
      'Forest',
    ]);
    expect(await namesFor(`type=${StoryElementType.Location}&search=a`)).toEqual([
      'Moat_',
      'Castle',
    ]);
    // Wildcards mean themselves.
    expect(await namesFor('search=%25')).toEqual(['100% Fun']);
    expect(await namesFor('search=_')).toEqual(['Moat_']);
    expect(await namesFor('search=zzz')).toEqual([]);

    const badCursor = await get(testApp, ada, '/storyElement/list?cursor=not-a-cursor');
    expect(badCursor.statusCode).toBe(400);
    expect((await get(testApp, ada, '/storyElement/list?limit=0')).statusCode).toBe(400);
    expect((await get(testApp, ada, '/storyElement/list?type=7')).statusCode).toBe(400);
  });

  it("treats another user's element as not there, for every endpoint, and changes nothing", async () => {
    const secret = await created(
      testApp,
      ben,
      { name: 'Secret lair', type: StoryElementType.Location },
      { knowledge: [{ fileName: 'map.md', data: '# Under the hill' }] },
    );
    const knowledgeId = secret.knowledge[0]!.id;
    const bag = await created(testApp, ben, { name: 'Ben bag', type: StoryElementType.Bag });
    const bensCounts = await tableCountsOf(testApp, ben.userId);
    const mine = await created(testApp, ada, { name: 'My bag', type: StoryElementType.Bag });

    const answers = [
      await get(testApp, ada, `/storyElement/get/${secret.id}`),
      await get(testApp, ada, `/storyElement/${secret.id}/knowledge/${knowledgeId}`),
      await get(testApp, ada, `/storyElement/${mine.id}/knowledge/${knowledgeId}`),
      await remove(ada, secret.id),
      await upsert(testApp, ada, {
        storyElement: { id: secret.id, name: 'Mine now', type: StoryElementType.Location },
      }),
      await upsert(testApp, ada, {
        storyElement: { id: bag.id, name: 'Mine now', type: StoryElementType.Bag, memberIds: [] },
      }),
      // Putting another user's element into my bag.
      await upsert(testApp, ada, {
        storyElement: {
          id: mine.id,
          name: 'My bag',
          type: StoryElementType.Bag,
          memberIds: [secret.id],
        },
      }),
      // Removing another user's knowledge through my element.
      await upsert(testApp, ada, {
        storyElement: { id: mine.id, name: 'My bag', type: StoryElementType.Bag },
        removeKnowledgeIds: [knowledgeId],
      }),
    ];
    for (const [index, response] of answers.entries()) {
      expect(response.statusCode, `call ${index}: ${response.body}`).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', status: 404 });
    }
    const list = (await get(testApp, ada, '/storyElement/list?search=lair')).json();
    expect(list.items).toEqual([]);

    expect(await tableCountsOf(testApp, ben.userId)).toEqual(bensCounts);
    const still = await get(testApp, ben, `/storyElement/get/${secret.id}`);
    expect(still.json()).toEqual(secret);
    const document = await get(testApp, ben, `/storyElement/${secret.id}/knowledge/${knowledgeId}`);
    expect(document.json().content).toBe('# Under the hill');
    expect((await get(testApp, ada, `/storyElement/get/${mine.id}`)).json().memberIds).toEqual([]);
  });
});
