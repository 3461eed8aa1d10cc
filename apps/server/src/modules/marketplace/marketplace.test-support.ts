import sharp from 'sharp';
import { StoryElementType, type ProductDetails } from '@storyloom/contracts';
import type { TestApp } from '../../test/test-app.js';
import { created, type Caller } from '../story-elements/story-elements.test-support.js';

// Helpers shared by the marketplace integration tests.

export const picture = () =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#6a4c93' } })
    .png()
    .toBuffer();

export const post = (testApp: TestApp, caller: Caller | null, url: string, payload: object) =>
  testApp.app.inject({
    method: 'POST',
    url,
    payload,
    headers: caller ? caller.authorization : {},
  });

export const read = (testApp: TestApp, caller: Caller | null, url: string) =>
  testApp.app.inject({ method: 'GET', url, headers: caller ? caller.authorization : {} });

/** A bag of the caller holding a character with a picture and a document, and a note. */
export async function bagOfIdeas(
  testApp: TestApp,
  caller: Caller,
  { name = 'Forest friends', fox = 'Fox', note = 'Be kind' } = {},
) {
  const character = await created(
    testApp,
    caller,
    { name: fox, description: 'A curious fox', type: StoryElementType.Character },
    {
      avatar: { data: await picture() },
      knowledge: [{ fileName: 'habits.txt', data: 'Likes berries.' }],
    },
  );
  const notes = await created(testApp, caller, { name: note, type: StoryElementType.Note });
  const bag = await created(testApp, caller, {
    name,
    description: 'Friends of the forest',
    type: StoryElementType.Bag,
    memberIds: [character.id, notes.id],
  });
  return { bag, character, note: notes };
}

/** Publish + PublishProduct; fails the test on any other answer. */
export async function publishedProduct(
  testApp: TestApp,
  caller: Caller,
  bagId: string,
  details: Record<string, unknown> = {},
): Promise<ProductDetails> {
  const draft = await post(testApp, caller, '/api/Marketplace/Publish', { bagId });
  if (draft.statusCode !== 200) throw new Error(`Publish answered ${draft.body}`);
  const product = {
    id: draft.json().id,
    title: draft.json().title,
    ageMin: 3,
    ageMax: 7,
    language: 'en',
    ...details,
  };
  const published = await post(testApp, caller, '/api/Marketplace/PublishProduct', { product });
  if (published.statusCode !== 200) throw new Error(`PublishProduct answered ${published.body}`);
  return published.json();
}

/** Row counts of every table the marketplace or the library writes. */
export async function rowCounts(testApp: TestApp) {
  const tables = [
    'story_elements',
    'bag_members',
    'knowledge_documents',
    'marketplace_products',
    'marketplace_product_elements',
    'marketplace_product_knowledge',
    'marketplace_product_categories',
    'marketplace_acquisitions',
    'marketplace_acquired_elements',
    'marketplace_reports',
    'marketplace_categories',
  ];
  const sql = tables.map((table) => `(select count(*)::int from ${table}) as ${table}`).join(', ');
  const { rows } = await testApp.platform.database.pool.query(`select ${sql}`);
  return rows[0] as Record<string, number>;
}
