import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StoryElementType, type ProductDetails } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  created,
  signedInUser,
  upsert,
  type Caller,
} from '../story-elements/story-elements.test-support.js';
import { DEFAULT_CATEGORIES } from './marketplace-categories.js';
import { bagOfIdeas, post, publishedProduct, read, rowCounts } from './marketplace.test-support.js';

describe('publishing to the marketplace', () => {
  let testApp: TestApp;
  let admin: Caller;
  let ana: Caller;
  let ben: Caller;

  beforeAll(async () => {
    testApp = await buildTestApp();
    admin = await signedInUser(testApp, 'admin@example.org');
    ana = await signedInUser(testApp, 'ana.lopez@example.org');
    ben = await signedInUser(testApp, 'ben@example.org');
  });
  afterAll(() => testApp?.close());

  const publish = (caller: Caller, body: object) =>
    post(testApp, caller, '/api/Marketplace/Publish', body);
  const publishProduct = (caller: Caller, product: object) =>
    post(testApp, caller, '/api/Marketplace/PublishProduct', { product });

  it('seeds the categories, and only an admin re-seeds them, idempotently', async () => {
    const categories = await read(testApp, null, '/api/Marketplace/categories');
    expect(categories.statusCode).toBe(200);
    expect(categories.json().items.map((c: { id: string }) => c.id)).toEqual(
      DEFAULT_CATEGORIES.map((c) => c.id),
    );
    expect((await post(testApp, null, '/api/Maintenance/seed-categories', {})).statusCode).toBe(
      401,
    );
    expect((await post(testApp, ana, '/api/Maintenance/seed-categories', {})).statusCode).toBe(403);
    const again = await post(testApp, admin, '/api/Maintenance/seed-categories', {});
    expect(again.json()).toEqual({ added: [], total: 10 });

    await testApp.platform.database.pool.query(
      `update marketplace_categories set name = 'Sleepy time' where id = 'bedtime'`,
    );
    await testApp.platform.database.pool.query(
      `delete from marketplace_categories where id = 'space'`,
    );
    const repaired = await post(testApp, admin, '/api/Maintenance/seed-categories', {});
    expect(repaired.json()).toEqual({ added: ['space'], total: 10 });
    const names = (await read(testApp, null, '/api/Marketplace/categories')).json().items;
    expect(names).toContainEqual({ id: 'bedtime', name: 'Sleepy time' });
  });

  it('refuses bad Publish calls with a 4xx and stores nothing', async () => {
    const { bag, character } = await bagOfIdeas(testApp, ana);
    const empty = await created(testApp, ana, { name: 'Empty', type: StoryElementType.Bag });
    const before = await rowCounts(testApp);
    const cases: [Caller | null, object, number][] = [
      [null, { bagId: bag.id }, 401],
      [ben, { bagId: bag.id }, 404],
      [ana, { bagId: 'nope' }, 404],
      [ana, { bagId: character.id }, 404],
      [ana, {}, 400],
      [ana, { bagId: '../x' }, 400],
      [ana, { bagId: empty.id }, 400],
    ];
    for (const [caller, body, status] of cases) {
      const response = await post(testApp, caller, '/api/Marketplace/Publish', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json()).toMatchObject({ status, message: expect.any(String) });
    }
    expect(await rowCounts(testApp)).toEqual(before);
  });

  it('refuses a bag with an unsafe word (422, naming what to change) and stores nothing', async () => {
    const { bag } = await bagOfIdeas(testApp, ana, { note: 'The murder plan' });
    const before = await rowCounts(testApp);
    const response = await publish(ana, { bagId: bag.id });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: 'unsafe_content',
      status: 422,
      message: expect.stringContaining('Name of “The murder plan” (violence)'),
      problems: [{ field: 'Name of “The murder plan”', reason: 'violence' }],
    });
    expect(await rowCounts(testApp)).toEqual(before);
  });

  it('makes a private draft snapshot with copied pictures and documents', async () => {
    const { bag, character } = await bagOfIdeas(testApp, ana, { name: 'Draft bag' });
    const response = await publish(ana, { bagId: bag.id });
    expect(response.statusCode).toBe(200);
    const draft: ProductDetails = response.json();
    expect(draft).toMatchObject({
      state: 'draft',
      title: 'Draft bag',
      creatorName: 'ana.lopez',
      isOwner: true,
      acquired: false,
      sourceBagId: bag.id,
      elementCount: 2,
      acquisitionCount: 0,
    });
    expect(draft.elements.map((e) => [e.name, e.type, e.knowledgeCount])).toEqual([
      ['Fox', StoryElementType.Character, 1],
      ['Be kind', StoryElementType.Note, 0],
    ]);
    expect(draft.elements[0]!.image?.original).toMatch(
      /marketplace-prod%2Fproducts|marketplace-prod\/products/,
    );
    expect(draft.elements[0]!.image?.original).not.toContain(character.avatarUrl!);

    expect((await read(testApp, null, `/api/Marketplace/products/${draft.id}`)).statusCode).toBe(
      404,
    );
    expect((await read(testApp, ben, `/api/Marketplace/products/${draft.id}`)).statusCode).toBe(
      404,
    );
    expect((await read(testApp, admin, `/api/Marketplace/products/${draft.id}`)).statusCode).toBe(
      200,
    );
    const mine = (await read(testApp, ana, '/api/Marketplace/my-products')).json().items;
    expect(mine.map((p: { id: string }) => p.id)).toContain(draft.id);
    expect((await read(testApp, ben, '/api/Marketplace/my-products')).json().items).toEqual([]);
    expect((await read(testApp, null, '/api/Marketplace/my-products')).statusCode).toBe(401);

    // Publishing the same bag again refreshes the one product.
    const again = (await publish(ana, { bagId: bag.id })).json();
    expect(again.id).toBe(draft.id);
  });

  it('refuses bad PublishProduct calls with a 4xx and changes nothing', async () => {
    const { bag } = await bagOfIdeas(testApp, ana, { name: 'Checked bag' });
    const draft = (await publish(ana, { bagId: bag.id })).json();
    const good = { id: draft.id, title: 'Fine title', ageMin: 3, ageMax: 6, language: 'en' };
    const before = await rowCounts(testApp);
    const cases: [Caller, object, number][] = [
      [ben, good, 404],
      [ana, { ...good, id: 'unknown' }, 404],
      [ana, { ...good, categoryIds: ['bedtime', 'nope'] }, 400],
      [ana, { ...good, title: '' }, 400],
      [ana, { ...good, ageMin: 9, ageMax: 4 }, 400],
      [ana, { ...good, language: undefined }, 400],
      [ana, { ...good, coverElementId: draft.elements[1].id }, 400],
      [ana, { ...good, title: 'Vodka time' }, 422],
      [ana, { ...good, id: undefined, bagId: 'someone-else' }, 404],
    ];
    for (const [caller, product, status] of cases) {
      const response = await publishProduct(caller, product);
      expect(response.statusCode, JSON.stringify(product)).toBe(status);
    }
    expect(await rowCounts(testApp)).toEqual(before);
    const still = await read(testApp, ana, `/api/Marketplace/products/${draft.id}`);
    expect(still.json()).toMatchObject({ state: 'draft', title: 'Checked bag' });
    expect((await publishProduct(ana, good)).statusCode).toBe(200);
  });

  it('publishes with details, cover and categories; a published product is public', async () => {
    const { bag, character } = await bagOfIdeas(testApp, ana, { name: 'Public bag' });
    const product = await publishedProduct(testApp, ana, bag.id, {
      title: 'Forest friends at night',
      description: 'Gentle ideas for bedtime',
      categoryIds: ['bedtime', 'animals'],
      coverElementId: character.id,
      language: 'es',
    });
    expect(product).toMatchObject({
      state: 'published',
      title: 'Forest friends at night',
      language: 'es',
      categoryIds: ['animals', 'bedtime'],
      coverElementId: product.elements[0]!.id,
    });
    expect(product.cover).not.toBeNull();
    const anonymous = (await read(testApp, null, `/api/Marketplace/products/${product.id}`)).json();
    expect(anonymous).not.toHaveProperty('isOwner');
    expect(anonymous).not.toHaveProperty('sourceBagId');
    expect(anonymous.elements).toHaveLength(2);
    const asBen = (await read(testApp, ben, `/api/Marketplace/products/${product.id}`)).json();
    expect(asBen).toMatchObject({ isOwner: false, acquired: false });
    expect(asBen).not.toHaveProperty('sourceBagId');
  });

  it('keeps the product as published when the bag changes afterwards', async () => {
    const { bag, character, note } = await bagOfIdeas(testApp, ana, { name: 'Changing bag' });
    const product = await publishedProduct(testApp, ana, bag.id);
    const edit = await upsert(testApp, ana, {
      storyElement: { id: character.id, name: 'Wolf', type: StoryElementType.Character },
    });
    expect(edit.statusCode).toBe(200);
    const removed = await testApp.app.inject({
      method: 'DELETE',
      url: `/storyElement/delete/${note.id}`,
      headers: ana.authorization,
    });
    expect(removed.statusCode).toBeLessThan(300);
    const after = (await read(testApp, null, `/api/Marketplace/products/${product.id}`)).json();
    expect(after.elements.map((e: { name: string }) => e.name)).toEqual(['Fox', 'Be kind']);
    expect(after.elements[0].image).not.toBeNull();

    // Even deleting the bag leaves the product, now without a source bag.
    await testApp.app.inject({
      method: 'DELETE',
      url: `/storyElement/delete/${bag.id}`,
      headers: ana.authorization,
    });
    const orphan = (await read(testApp, ana, `/api/Marketplace/products/${product.id}`)).json();
    expect(orphan).toMatchObject({ state: 'published', sourceBagId: null, elementCount: 2 });
  });
});
