import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  savedStorySchema,
  StoryElementType,
  storyDraftSchema,
  WizardPhase,
} from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import {
  created,
  signedInUser,
  type Caller,
} from '../story-elements/story-elements.test-support.js';
import { draft, post, request, savedStory, smallLibrary } from './stories.test-support.js';

describe('stories API', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await signedInUser(testApp, 'ada.stories@example.org');
    ben = await signedInUser(testApp, 'ben.stories@example.org');
  });
  afterAll(() => testApp?.close());

  it('saves a draft with its chosen elements and reads it back', async () => {
    const [pip, woods] = await smallLibrary(testApp, ada);
    const story = await savedStory(
      testApp,
      ada,
      draft('2026-11-22T07-30-00-000Z', {
        storyElements: [woods!, pip!, { id: 'not-in-my-library' }],
        options: { length: 'normal', age: 7, language: 'es' },
      }),
    );
    expect(savedStorySchema.parse(story)).toEqual(story);
    expect(storyDraftSchema.safeParse(story).success).toBe(true);
    expect(story.storyElements.map((element: { name: string }) => element.name)).toEqual([
      'Whispering Woods',
      'Pip',
    ]);
    expect(story.options).toEqual({ length: 'normal', age: 7, language: 'es' });

    const read = await request(testApp, ada, 'GET', '/story/get/2026-11-22T07-30-00-000Z');
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(story);
  });

  it('reads a story with a bag and its members, skipping an element deleted since', async () => {
    const [pip, woods, lola] = await smallLibrary(testApp, ada);
    const bag = await created(testApp, ada, {
      name: 'Forest friends',
      type: StoryElementType.Bag,
      memberIds: [lola!.id, pip!.id],
    });
    const id = '2026-11-22T07-45-00-000Z';
    const saved = await savedStory(
      testApp,
      ada,
      draft(id, { storyElements: [bag, woods!, pip!, lola!] }),
    );
    const read = await request(testApp, ada, 'GET', `/story/get/${id}`);
    expect(read.json()).toEqual(saved);
    expect(read.json().storyElements[0]).toMatchObject({
      id: bag.id,
      memberIds: [lola!.id, pip!.id],
    });

    expect(
      (await request(testApp, ada, 'DELETE', `/storyElement/delete/${woods!.id}`)).statusCode,
    ).toBe(204);
    const later = (await request(testApp, ada, 'GET', `/story/get/${id}`)).json();
    expect(savedStorySchema.parse(later)).toEqual(later);
    expect(later.storyElements.map((element: { id: string }) => element.id)).toEqual([
      bag.id,
      pip!.id,
      lola!.id,
    ]);
  });

  it('updates in place, keeping options and title when they are absent', async () => {
    const id = '2026-11-22T08-00-00-000Z';
    await savedStory(testApp, ada, draft(id, { title: 'The Button', options: { age: 3 } }));
    const updated = await savedStory(
      testApp,
      ada,
      draft(id, { currentPhase: WizardPhase.Ready, goal: { description: 'go home' } }),
    );
    expect(updated).toMatchObject({
      currentPhase: WizardPhase.Ready,
      goal: { description: 'go home' },
      title: 'The Button',
      options: { age: 3, length: 'normal', language: 'en' },
    });
  });

  it('lets two users use the same timestamp id without seeing each other', async () => {
    const id = '2026-11-22T09-00-00-000Z';
    await savedStory(testApp, ada, draft(id, { goal: { description: 'Ada goal' } }));
    await savedStory(testApp, ben, draft(id, { goal: { description: 'Ben goal' } }));
    const adas = await request(testApp, ada, 'GET', `/story/get/${id}`);
    expect(adas.json().goal.description).toBe('Ada goal');

    expect(
      (await request(testApp, ben, 'GET', '/story/get/2026-11-22T07-30-00-000Z')).statusCode,
    ).toBe(404);
    const theft = await request(testApp, ben, 'DELETE', '/story/delete/2026-11-22T07-30-00-000Z');
    expect(theft.statusCode).toBe(404);
    expect(theft.json()).toMatchObject({ error: 'not_found', status: 404 });
    expect(
      (await request(testApp, ada, 'GET', '/story/get/2026-11-22T07-30-00-000Z')).statusCode,
    ).toBe(200);
  });

  it('deletes a story with 204, then it is gone', async () => {
    const id = '2026-11-22T10-00-00-000Z';
    await savedStory(testApp, ada, draft(id));
    const deleted = await request(testApp, ada, 'DELETE', `/story/delete/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await request(testApp, ada, 'GET', `/story/get/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad drafts with a 400 and saves nothing', async () => {
    const id = '2026-11-22T11-00-00-000Z';
    const bad = [
      { story: { ...draft(id), currentPhase: 4 } },
      { story: { ...draft(id), id: 'has spaces/and slashes' } },
      { story: { ...draft(id), options: { age: 13 } } },
      { story: { ...draft(id), goal: { description: 'x'.repeat(2001) } } },
      { notAStory: true },
    ];
    for (const body of bad) {
      const response = await post(testApp, ada, '/story/upsert', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ status: 400 });
    }
    expect((await request(testApp, ada, 'GET', `/story/get/${id}`)).statusCode).toBe(404);
  });

  it('answers 401 without a sign-in', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/story/get/abc' });
    expect(response.statusCode).toBe(401);
  });
});
