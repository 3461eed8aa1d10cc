import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductCard } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { bagOfIdeas, post, publishedProduct, read } from './marketplace.test-support.js';

describe('browsing the marketplace', () => {
  let testApp: TestApp;
  let ana: Caller;
  let ben: Caller;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    testApp = await buildTestApp();
    ana = await signedInUser(testApp, 'ana@example.org');
    ben = await signedInUser(testApp, 'benito@example.org');
    const make = async (caller: Caller, title: string, details: Record<string, unknown>) => {
      const { bag } = await bagOfIdeas(testApp, caller, { name: title });
      ids[title] = (await publishedProduct(testApp, caller, bag.id, { title, ...details })).id;
    };
    await make(ana, 'Sleepy moon', { categoryIds: ['bedtime', 'space'] });
    await make(ana, 'Rocket pals', { categoryIds: ['space'], description: 'Stars and planets' });
    await make(ben, 'Jungle jokes', { categoryIds: ['funny', 'animals'] });
    // A draft is never listed.
    const { bag } = await bagOfIdeas(testApp, ben, { name: 'Secret draft' });
    await post(testApp, ben, '/api/Marketplace/Publish', { bagId: bag.id });
    // Two acquisitions of the oldest, one of the middle one.
    for (const caller of [ben, await signedInUser(testApp, 'cleo@example.org')]) {
      await post(testApp, caller, '/api/Marketplace/Acquire', { productId: ids['Sleepy moon'] });
    }
    await post(testApp, ana, '/api/Marketplace/Acquire', { productId: ids['Rocket pals'] });
  });
  afterAll(() => testApp?.close());

  const titles = async (query: string) => {
    const response = await read(testApp, null, `/api/Marketplace/products${query}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    return { titles: page.items.map((item: ProductCard) => item.title), total: page.total };
  };

  it('lists published products only, newest first, with cards', async () => {
    expect(await titles('')).toEqual({
      titles: ['Jungle jokes', 'Rocket pals', 'Sleepy moon'],
      total: 3,
    });
    const page = (await read(testApp, null, '/api/Marketplace/products')).json();
    expect(page).toMatchObject({ page: 1, pageSize: 20 });
    expect(page.items[0]).toMatchObject({
      creatorName: 'benito',
      categoryIds: ['animals', 'funny'],
      elementCount: 2,
      elementTypeCounts: { characters: 1, locations: 0, notes: 1 },
      state: 'published',
    });
  });

  it('sorts by acquisitions', async () => {
    expect((await titles('?sort=mostAcquired')).titles).toEqual([
      'Sleepy moon',
      'Rocket pals',
      'Jungle jokes',
    ]);
  });

  it('searches title, description and creator ignoring case, and filters by category', async () => {
    expect((await titles('?search=MOON')).titles).toEqual(['Sleepy moon']);
    expect((await titles('?search=planets')).titles).toEqual(['Rocket pals']);
    expect((await titles('?search=benito')).titles).toEqual(['Jungle jokes']);
    expect((await titles('?search=%25')).titles).toEqual([]);
    expect((await titles('?categoryId=space')).titles).toEqual(['Rocket pals', 'Sleepy moon']);
    expect((await titles('?categoryId=space&search=ana')).titles).toEqual([
      'Rocket pals',
      'Sleepy moon',
    ]);
    expect((await titles('?categoryId=family')).total).toBe(0);
  });

  it('pages', async () => {
    expect(await titles('?pageSize=2')).toEqual({
      titles: ['Jungle jokes', 'Rocket pals'],
      total: 3,
    });
    expect(await titles('?pageSize=2&page=2')).toEqual({ titles: ['Sleepy moon'], total: 3 });
    expect(await titles('?pageSize=2&page=3')).toEqual({ titles: [], total: 3 });
  });

  it('answers 400 to bad queries', async () => {
    for (const query of [
      '?sort=oldest',
      '?page=0',
      '?pageSize=500',
      '?categoryId=Not%20a%20slug',
    ]) {
      expect((await read(testApp, null, `/api/Marketplace/products${query}`)).statusCode).toBe(400);
    }
  });
});
