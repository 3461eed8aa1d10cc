import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType } from '@storyloom/contracts';
import { asTransport } from '../../platform/live/live-hub.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  created,
  get,
  signedInUser,
  upsert,
  type Caller,
} from '../story-elements/story-elements.test-support.js';
import { draft, request, savedStory, smallLibrary } from './stories.test-support.js';

// The hot family reads (a story, the story list, the library, an artifact) are answered from
// memory until the family's rows change (docs/decisions/0036). Whatever changed them, the next
// read shows the change; nobody else is ever answered from another family's memory.
describe('remembered answers', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;
  const hits = () => testApp.platform.answers.stats().hits;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await signedInUser(testApp, 'ada.remembered@example.org');
    ben = await signedInUser(testApp, 'ben.remembered@example.org');
  });
  afterAll(() => testApp?.close());

  it('answers a story read again from memory, with the same body and type', async () => {
    await savedStory(testApp, ada, draft('remembered-1'));
    const first = await request(testApp, ada, 'GET', '/story/get/remembered-1');
    // On PostgreSQL the other connections hear of the save a moment later and forget Ada once
    // more, so the first reads after it may be read afresh; soon one comes from memory.
    let fromMemory = false;
    for (let attempt = 0; attempt < 50 && !fromMemory; attempt += 1) {
      const before = hits();
      const again = await request(testApp, ada, 'GET', '/story/get/remembered-1');
      fromMemory = hits() > before;
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.body).toBe(first.body);
      if (!fromMemory) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fromMemory).toBe(true);
  });

  it('answers a long library from memory byte for byte, accents and emoji too', async () => {
    const cleo = await signedInUser(testApp, 'cleo.remembered@example.org');
    for (let index = 0; index < 40; index += 1) {
      await created(testApp, cleo, {
        name: `Zoë the fox ${index} 🦊`,
        description:
          `Un zorro pequeño que cuenta estrellas antes de dormir, número ${index}. `.repeat(3),
        type: StoryElementType.Character,
      });
    }
    const url = '/storyElement/list?limit=50';
    const first = await get(testApp, cleo, url);
    // Long enough to be kept as bytes rather than text (answer-cache-hooks.ts).
    expect(first.body.length).toBeGreaterThan(8192);
    let fromMemory = false;
    for (let attempt = 0; attempt < 50 && !fromMemory; attempt += 1) {
      const before = hits();
      const again = await get(testApp, cleo, url);
      fromMemory = hits() > before;
      expect(again.statusCode).toBe(200);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers['content-length']).toBe(first.headers['content-length']);
      expect(again.body).toBe(first.body);
      if (!fromMemory) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fromMemory).toBe(true);
  });

  it('sends a long answer gzip-compressed to a browser, fresh and from memory', async () => {
    const dora = await signedInUser(testApp, 'dora.remembered@example.org');
    for (let index = 0; index < 40; index += 1) {
      await created(testApp, dora, {
        name: `Ólafur the owl ${index} 🦉`,
        description:
          `Una lechuza sabia que lee cuentos a la luz de la luna, número ${index}. `.repeat(3),
        type: StoryElementType.Character,
      });
    }
    const url = '/storyElement/list?limit=50';
    const browser = { ...dora.authorization, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const readAsBrowser = () => testApp.app.inject({ method: 'GET', url, headers: browser });
    const expectCompressed = (
      response: Awaited<ReturnType<typeof readAsBrowser>>,
      text: string,
    ) => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers['vary']).toMatch(/accept-encoding/i);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.byteLength);
      expect(response.rawPayload.byteLength).toBeLessThan(Buffer.byteLength(text) / 4);
      expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(text);
    };

    const fresh = await readAsBrowser();
    const plain = await get(testApp, dora, url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.json().items).toHaveLength(40);
    expectCompressed(fresh, plain.body);

    let fromMemory = false;
    for (let attempt = 0; attempt < 50 && !fromMemory; attempt += 1) {
      const before = hits();
      const again = await readAsBrowser();
      fromMemory = hits() > before;
      expectCompressed(again, plain.body);
      if (!fromMemory) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(fromMemory).toBe(true);

    // A client that refuses gzip is answered plainly, from the same memory.
    const refusing = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...dora.authorization, 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refusing.headers['content-encoding']).toBeUndefined();
    expect(refusing.body).toBe(plain.body);
  });

  it('reads a saved story back as saved', async () => {
    await savedStory(testApp, ada, draft('remembered-2'));
    await request(testApp, ada, 'GET', '/story/get/remembered-2');
    await request(testApp, ada, 'GET', '/story/get/remembered-2');

    await savedStory(
      testApp,
      ada,
      draft('remembered-2', { goal: { description: 'bring the button home' } }),
    );

    const read = await request(testApp, ada, 'GET', '/story/get/remembered-2');
    expect(read.json().goal.description).toBe('bring the button home');
    const list = await request(testApp, ada, 'GET', '/story/list');
    expect(list.statusCode).toBe(200);
  });

  it('shows a story deleted as gone, in the story and in the list', async () => {
    await savedStory(testApp, ada, draft('remembered-3'));
    const listed = async () =>
      (await request(testApp, ada, 'GET', '/story/list'))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await listed()).toContain('remembered-3');
    expect((await request(testApp, ada, 'GET', '/story/get/remembered-3')).statusCode).toBe(200);

    expect((await request(testApp, ada, 'DELETE', '/story/delete/remembered-3')).statusCode).toBe(
      204,
    );

    expect((await request(testApp, ada, 'GET', '/story/get/remembered-3')).statusCode).toBe(404);
    expect(await listed()).not.toContain('remembered-3');
  });

  it('shows the library as it is after elements are added, renamed, bagged and deleted', async () => {
    const names = async () =>
      (await get(testApp, ben, '/storyElement/list?limit=50'))
        .json()
        .items.map((item: { name: string; memberIds?: string[] }) =>
          item.memberIds ? `${item.name} [${item.memberIds.length}]` : item.name,
        );
    const pip = await created(testApp, ben, {
      name: 'Pip',
      description: 'a shy hedgehog',
      type: StoryElementType.Character,
    });
    expect(await names()).toEqual(['Pip']);
    expect(await names()).toEqual(['Pip']);

    const bag = await created(testApp, ben, {
      name: 'Friends',
      type: StoryElementType.Bag,
      memberIds: [],
    });
    expect(await names()).toEqual(['Friends [0]', 'Pip']);

    const renamed = await upsert(testApp, ben, {
      storyElement: {
        id: pip.id,
        name: 'Pip the brave',
        description: 'a brave hedgehog',
        type: StoryElementType.Character,
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await names()).toEqual(['Friends [0]', 'Pip the brave']);

    const bagged = await upsert(testApp, ben, {
      storyElement: {
        id: bag.id,
        name: 'Friends',
        type: StoryElementType.Bag,
        memberIds: [pip.id],
      },
    });
    expect(bagged.statusCode).toBe(200);
    expect(await names()).toEqual(['Friends [1]', 'Pip the brave']);

    const deleted = await testApp.app.inject({
      method: 'DELETE',
      url: `/storyElement/delete/${pip.id}`,
      headers: ben.authorization,
    });
    expect(deleted.statusCode).toBe(204);
    expect(await names()).toEqual(['Friends [0]']);
  });

  it("shows an artifact's progress as a job wrote it, without any request of the family", async () => {
    const [pip] = await smallLibrary(testApp, ada);
    await savedStory(testApp, ada, draft('remembered-4', { storyElements: [pip!] }));
    await testApp.platform.database.db.execute(sql`
      insert into artifacts (user_id, id, story_id, kind, status, created_at, updated_at)
      values (${ada.userId}, 'remembered-artifact', 'remembered-4', 'story', 'running', now(), now())`);
    const percent = async () =>
      (await get(testApp, ada, '/artifacts/remembered-artifact')).json().progress.percent;
    expect(await percent()).toBe(0);
    expect(await percent()).toBe(0);

    await testApp.platform.database.db.execute(
      sql`update artifacts set percent = 40 where id = 'remembered-artifact'`,
    );

    expect(await percent()).toBe(40);
  });

  it("never answers one family from another's memory, nor anyone without a token", async () => {
    await savedStory(testApp, ada, draft('remembered-5'));
    await request(testApp, ada, 'GET', '/story/get/remembered-5');
    expect((await request(testApp, ada, 'GET', '/story/get/remembered-5')).statusCode).toBe(200);

    expect((await request(testApp, ben, 'GET', '/story/get/remembered-5')).statusCode).toBe(404);
    const anonymous = await testApp.app.inject({ url: '/story/get/remembered-5' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses a signed-out token even when its answer is remembered', async () => {
    const cleo = await signedInUser(testApp, 'cleo.remembered@example.org');
    await savedStory(testApp, cleo, draft('remembered-6'));
    await request(testApp, cleo, 'GET', '/story/get/remembered-6');
    expect((await request(testApp, cleo, 'GET', '/story/get/remembered-6')).statusCode).toBe(200);

    expect((await cleo.browser.post('/api/auth/sign-out')).statusCode).toBe(200);

    expect((await request(testApp, cleo, 'GET', '/story/get/remembered-6')).statusCode).toBe(401);
  });

  it("has forgotten a family's answers by the time its open tab hears of a change", async () => {
    await savedStory(testApp, ada, draft('remembered-7'));
    const remembered = () =>
      testApp.platform.answers.answer(ada.userId, '/story/get/remembered-7') !== undefined;
    // Read until remembered (on PostgreSQL the save is heard again a moment later, see above).
    for (let attempt = 0; attempt < 50 && !remembered(); attempt += 1) {
      await request(testApp, ada, 'GET', '/story/get/remembered-7');
      if (!remembered()) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(remembered()).toBe(true);

    // On PostgreSQL a job's event can reach this process before the database's own word that
    // the family's rows changed: the tab must not read the old answer when it hears it.
    const live = asTransport(testApp.platform.live);
    const rememberedWhenHeard: boolean[] = [];
    const stop = live.subscribe(ada.userId, () => rememberedWhenHeard.push(remembered()));
    try {
      await live.publish(ada.userId, { type: 'story.changed', data: null });
      const deadline = Date.now() + 10_000;
      while (rememberedWhenHeard.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    } finally {
      stop();
    }
    expect(rememberedWhenHeard).toEqual([false]);
  });
});
