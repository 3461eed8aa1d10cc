import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bagFullMessage,
  STORY_ELEMENT_CHANGED_EVENT,
  StoryElementType,
  type StoryElementChangedEvent,
} from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  created,
  get,
  signedInUser,
  storedFilesOf,
  upsert,
  type Caller,
} from '../story-elements/story-elements.test-support.js';
import { bagOfIdeas, post, publishedProduct, read, rowCounts } from './marketplace.test-support.js';

describe('acquiring from the marketplace', () => {
  let testApp: TestApp;
  let admin: Caller;
  let ana: Caller;
  let ben: Caller;
  let cleo: Caller;

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await signedInUser(testApp, 'admin@example.org');
    ana = await signedInUser(testApp, 'ana@example.org');
    ben = await signedInUser(testApp, 'ben@example.org');
    cleo = await signedInUser(testApp, 'cleo@example.org');
  });
  afterAll(() => testApp?.close());

  const acquire = (caller: Caller, body: object) =>
    post(testApp, caller, '/api/Marketplace/Acquire', body);
  const product = (caller: Caller | null, id: string) =>
    read(testApp, caller, `/api/Marketplace/products/${id}`);
  const elementEvents = async (userId: string) =>
    (await testApp.platform.live.eventsAfter(userId, 0))
      .filter((event) => event.type === STORY_ELEMENT_CHANGED_EVENT)
      .map((event) => event.data as StoryElementChangedEvent);

  it('copies a product into a new bag as independent ideas, once per user', async () => {
    const { bag, character } = await bagOfIdeas(testApp, ana);
    const published = await publishedProduct(testApp, ana, bag.id, { title: 'Forest friends' });
    const eventsBefore = (await elementEvents(ben.userId)).length;

    const first = await acquire(ben, { productId: published.id });
    expect(first.statusCode).toBe(200);
    const acquisition = first.json();
    expect(acquisition).toMatchObject({ productId: published.id, alreadyAcquired: false });
    expect(acquisition.elementIds).toHaveLength(2);

    const newBag = (await get(testApp, ben, `/storyElement/get/${acquisition.bagId}`)).json();
    expect(newBag).toMatchObject({ name: 'Forest friends', type: StoryElementType.Bag });
    expect(newBag.memberIds).toEqual(expect.arrayContaining(acquisition.elementIds));
    const fox = (await get(testApp, ben, `/storyElement/get/${newBag.memberIds[0]}`)).json();
    expect(fox).toMatchObject({ name: 'Fox', description: 'A curious fox' });
    expect(fox.knowledge.map((k: { title: string }) => k.title)).toEqual(['habits']);
    const document = await get(
      testApp,
      ben,
      `/storyElement/${fox.id}/knowledge/${fox.knowledge[0].id}`,
    );
    expect(document.json().content).toBe('Likes berries.');
    expect(fox.avatarUrl).toContain(`/${ben.userId}/`);
    const files = await storedFilesOf(testApp, ben.userId);
    expect(files.filter((f) => f.includes(fox.id))).toHaveLength(3);

    const events = (await elementEvents(ben.userId)).slice(eventsBefore);
    expect(events.filter((e) => e.changeType === 'Added').map((e) => e.element.id)).toEqual(
      expect.arrayContaining([...acquisition.elementIds, acquisition.bagId]),
    );

    const before = await rowCounts(testApp);
    const second = await acquire(ben, { productId: published.id, targetBagId: null });
    expect(second.json()).toEqual({ ...acquisition, alreadyAcquired: true });
    expect(await rowCounts(testApp)).toEqual(before);
    expect((await product(ben, published.id)).json()).toMatchObject({
      acquired: true,
      acquisitionCount: 1,
    });

    // The copy is independent: edit and delete it, the original and the product stay.
    await upsert(testApp, ben, {
      storyElement: { id: fox.id, name: 'Copy fox', type: StoryElementType.Character },
    });
    await testApp.app.inject({
      method: 'DELETE',
      url: `/storyElement/delete/${newBag.memberIds[1]}`,
      headers: ben.authorization,
    });
    const original = (await get(testApp, ana, `/storyElement/get/${character.id}`)).json();
    expect(original).toMatchObject({ name: 'Fox', avatarUrl: character.avatarUrl });
    const still = (await product(null, published.id)).json();
    expect(still.elements.map((e: { name: string }) => e.name)).toEqual(['Fox', 'Be kind']);
    // And the reverse: editing the original leaves the copy alone.
    await upsert(testApp, ana, {
      storyElement: { id: character.id, name: 'Renamed', type: StoryElementType.Character },
    });
    expect((await get(testApp, ben, `/storyElement/get/${fox.id}`)).json().name).toBe('Copy fox');
  });

  it('puts copies into your own bag, respecting its size, and refuses others’ bags', async () => {
    const { bag } = await bagOfIdeas(testApp, ana, { name: 'Second bag' });
    const published = await publishedProduct(testApp, ana, bag.id);
    const idea = await created(testApp, cleo, {
      name: 'Own idea',
      type: StoryElementType.Character,
    });
    const ideas = [idea.id];
    for (const name of ['B', 'C', 'D']) {
      ideas.push((await created(testApp, cleo, { name, type: StoryElementType.Note })).id);
    }
    const cleoBag = await created(testApp, cleo, {
      name: 'Cleo bag',
      type: StoryElementType.Bag,
      memberIds: ideas,
    });
    const benBag = await created(testApp, ben, { name: 'Ben bag', type: StoryElementType.Bag });
    const before = await rowCounts(testApp);
    const filesBefore = await storedFilesOf(testApp, cleo.userId);

    const full = await acquire(cleo, { productId: published.id, targetBagId: cleoBag.id });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'bag_full', message: bagFullMessage(5), status: 409 });
    const cases: [Caller | null, object, number][] = [
      [cleo, { productId: published.id, targetBagId: benBag.id }, 404],
      [cleo, { productId: published.id, targetBagId: idea.id }, 404],
      [cleo, { productId: 'missing' }, 404],
      [cleo, {}, 400],
      [null, { productId: published.id }, 401],
    ];
    for (const [caller, body, status] of cases) {
      const response = await post(testApp, caller, '/api/Marketplace/Acquire', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
    }
    expect(await rowCounts(testApp)).toEqual(before);
    expect(await storedFilesOf(testApp, cleo.userId)).toEqual(filesBefore);

    // Room for both after removing three ideas.
    await upsert(testApp, cleo, {
      storyElement: {
        id: cleoBag.id,
        name: 'Cleo bag',
        type: StoryElementType.Bag,
        memberIds: [idea.id],
      },
    });
    const fits = await acquire(cleo, { productId: published.id, targetBagId: cleoBag.id });
    expect(fits.statusCode).toBe(200);
    expect(fits.json().bagId).toBe(cleoBag.id);
    const members = (await get(testApp, cleo, `/storyElement/get/${cleoBag.id}`)).json().memberIds;
    expect(members).toEqual([idea.id, ...fits.json().elementIds]);
  });

  it('hides an unpublished product from new users; acquirers keep their copies', async () => {
    const { bag } = await bagOfIdeas(testApp, ana, { name: 'Soon hidden' });
    const published = await publishedProduct(testApp, ana, bag.id, { title: 'Soon hidden' });
    const kept = (await acquire(ben, { productId: published.id })).json();

    const unpublish = (caller: Caller) =>
      post(testApp, caller, '/api/Marketplace/UnpublishProduct', { productId: published.id });
    expect((await unpublish(cleo)).statusCode).toBe(404);
    const done = await unpublish(ana);
    expect(done.statusCode).toBe(200);
    expect(done.json().state).toBe('unpublished');

    const list = (await read(testApp, null, '/api/Marketplace/products?search=Soon')).json();
    expect(list.total).toBe(0);
    expect((await product(null, published.id)).statusCode).toBe(404);
    expect((await product(cleo, published.id)).statusCode).toBe(404);
    expect((await product(ana, published.id)).json().state).toBe('unpublished');
    expect((await product(admin, published.id)).statusCode).toBe(200);

    const before = await rowCounts(testApp);
    expect((await acquire(cleo, { productId: published.id })).statusCode).toBe(404);
    expect(await rowCounts(testApp)).toEqual(before);
    for (const id of kept.elementIds) {
      expect((await get(testApp, ben, `/storyElement/get/${id}`)).statusCode).toBe(200);
    }
    // An admin may unpublish too; republishing by the owner makes it acquirable again.
    expect((await unpublish(admin)).statusCode).toBe(200);
    await post(testApp, ana, '/api/Marketplace/PublishProduct', {
      product: { id: published.id, title: 'Back again', ageMin: 3, ageMax: 5, language: 'en' },
    });
    expect((await acquire(cleo, { productId: published.id })).statusCode).toBe(200);
  });

  it('abandons an acquisition, keeping or removing exactly its copies', async () => {
    const { bag } = await bagOfIdeas(testApp, ana, { name: 'To abandon' });
    const published = await publishedProduct(testApp, ana, bag.id);
    const abandon = (caller: Caller, body: object) =>
      post(testApp, caller, '/api/Marketplace/AbandonProduct', body);
    const before = await rowCounts(testApp);
    expect((await abandon(ben, { productId: published.id })).statusCode).toBe(404);
    expect((await abandon(ben, {})).statusCode).toBe(400);
    expect(await rowCounts(testApp)).toEqual(before);

    const first = (await acquire(ben, { productId: published.id })).json();
    const kept = await abandon(ben, { productId: published.id });
    expect(kept.json()).toEqual({ productId: published.id, removedElementIds: [] });
    expect((await get(testApp, ben, `/storyElement/get/${first.elementIds[0]}`)).statusCode).toBe(
      200,
    );
    expect((await product(ben, published.id)).json().acquired).toBe(false);

    const second = (await acquire(ben, { productId: published.id })).json();
    expect(second.alreadyAcquired).toBe(false);
    expect(second.elementIds).not.toEqual(first.elementIds);
    const own = await created(testApp, ben, { name: 'Mine', type: StoryElementType.Note });
    await testApp.app.inject({
      method: 'DELETE',
      url: `/storyElement/delete/${second.elementIds[1]}`,
      headers: ben.authorization,
    });
    const removed = (await abandon(ben, { productId: published.id, removeCopies: true })).json();
    expect(removed.removedElementIds.sort()).toEqual([second.elementIds[0], second.bagId].sort());
    expect((await get(testApp, ben, `/storyElement/get/${second.bagId}`)).statusCode).toBe(404);
    expect((await get(testApp, ben, `/storyElement/get/${own.id}`)).statusCode).toBe(200);
    expect((await get(testApp, ben, `/storyElement/get/${first.elementIds[0]}`)).statusCode).toBe(
      200,
    );
    expect((await product(null, published.id)).json().elementCount).toBe(2);
  });

  it('takes one report per user and lists them for admins only', async () => {
    const { bag } = await bagOfIdeas(testApp, ana, { name: 'Reported' });
    const published = await publishedProduct(testApp, ana, bag.id);
    const report = (caller: Caller | null, body: object) =>
      post(testApp, caller, '/api/Marketplace/ReportProduct', body);
    const before = await rowCounts(testApp);
    expect((await report(null, { productId: published.id, reason: 'x' })).statusCode).toBe(401);
    expect((await report(ben, { productId: published.id, reason: ' ' })).statusCode).toBe(400);
    expect(
      (await report(ben, { productId: published.id, reason: 'x'.repeat(501) })).statusCode,
    ).toBe(400);
    expect((await report(ben, { productId: 'missing', reason: 'Rude' })).statusCode).toBe(404);
    expect(await rowCounts(testApp)).toEqual(before);

    expect((await report(ben, { productId: published.id, reason: 'Too scary' })).json()).toEqual({
      productId: published.id,
      reported: true,
    });
    const twice = await report(ben, { productId: published.id, reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('already_reported');
    await report(cleo, { productId: published.id, reason: 'Not for kids' });

    expect((await read(testApp, ben, '/api/Marketplace/reports')).statusCode).toBe(403);
    const reports = (await read(testApp, admin, '/api/Marketplace/reports')).json();
    expect(reports.items[0]).toMatchObject({
      productId: published.id,
      title: 'Reported',
      creatorName: 'ana',
      reportCount: 2,
      reports: [{ reason: 'Too scary' }, { reason: 'Not for kids' }],
    });
  });
});
