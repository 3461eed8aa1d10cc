import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_STREAM_CONTENT_TYPE, StoryElementType } from '@storyloom/contracts';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { savedStory, draft } from '../stories/stories.test-support.js';
import {
  created,
  signedInUser,
  type Caller,
} from '../story-elements/story-elements.test-support.js';
import { chatRowsOf, doneOf, eventsOf, pipWithNotes, setup, turn } from './chat.test-support.js';

describe('chat: Setup, Turn and clear', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;
  let pip: { id: string };
  let lola: { id: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await signedInUser(testApp, 'ada@example.org');
    ben = await signedInUser(testApp, 'ben@example.org');
    ({ pip, lola } = await pipWithNotes(testApp, ada));
  });
  afterAll(() => testApp?.close());

  it('documents the three routes in the OpenAPI description', async () => {
    const paths = (await testApp.app.inject({ url: '/docs/json' })).json().paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/Chat/{id}/Setup', '/api/Chat/{id}/Turn', '/api/Chat/{id}']),
    );
    expect(Object.keys(paths['/api/Chat/{id}/Turn'].post.responses['200'].content)).toEqual([
      'application/x-ndjson',
    ]);
  });

  it('opens a conversation with the greeting, and resumes the same one', async () => {
    const first = await setup(testApp, ada, pip.id, { storyId: 'all' });
    expect(first.statusCode).toBe(200);
    const opened = first.json();
    expect(opened.character).toEqual({ id: pip.id, name: 'Pip', avatarUrl: '' });
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]).toMatchObject({ role: 'character' });
    expect(opened.messages[0].text).toContain('Pip');
    expect(opened.messages[0].text).toContain('I am a shy hedgehog who collects shiny buttons');
    expect(opened.suggestions.length).toBeGreaterThanOrEqual(3);

    const again = (await setup(testApp, ada, pip.id)).json();
    expect(again.conversationId).toBe(opened.conversationId);
    expect(again.messages).toEqual(opened.messages);
  });

  it('answers in character from the family’s note, streamed, and stores both messages', async () => {
    const response = await turn(testApp, ada, pip.id, 'whats ur favrite food?');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(CHAT_STREAM_CONTENT_TYPE);
    const events = eventsOf(response.body);
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(2);
    const done = doneOf(response.body);
    expect(done.reply.text).toContain('My favourite food is blueberry pancakes');
    expect(deltas.map((event) => event.text).join('')).toBe(done.reply.text);
    expect(done.childMessage).toMatchObject({ role: 'child', text: 'whats ur favrite food?' });
    expect(done.suggestions.length).toBeGreaterThanOrEqual(3);

    const resumed = (await setup(testApp, ada, pip.id)).json();
    expect(resumed.messages.slice(-2)).toEqual([done.childMessage, done.reply]);
  });

  it('speaks of friends it shares a bag with, and of the story it is in', async () => {
    const friends = doneOf((await turn(testApp, ada, pip.id, 'who are your friends')).body);
    expect(friends.reply.text).toContain('Lola');

    await savedStory(
      testApp,
      ada,
      draft('2026-11-26T05-00-00-000Z', {
        storyElements: [{ id: pip.id }, { id: lola.id }] as never,
      }),
    );
    const story = doneOf(
      (
        await turn(testApp, ada, pip.id, 'what happened in the story?', {
          storyId: '2026-11-26T05-00-00-000Z',
        })
      ).body,
    );
    expect(story.reply.text).toContain('The wind blew my favourite button away');
  });

  it("answers 404 for another family's character or story, and for an element that is not a character", async () => {
    const before = await chatRowsOf(testApp, ben.userId);
    expect((await setup(testApp, ben, pip.id)).statusCode).toBe(404);
    expect((await turn(testApp, ben, pip.id, 'hello')).statusCode).toBe(404);
    const clear = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Chat/${pip.id}`,
      headers: ben.authorization,
    });
    expect(clear.statusCode).toBe(404);

    const bens = await created(testApp, ben, {
      name: 'Bo',
      description: 'a brave beetle',
      type: StoryElementType.Character,
    });
    const adasStory = '2026-11-26T05-00-00-000Z';
    expect((await setup(testApp, ben, bens.id, { storyId: adasStory })).statusCode).toBe(404);
    expect((await turn(testApp, ben, bens.id, 'hi', { storyId: adasStory })).statusCode).toBe(404);

    const place = await created(testApp, ben, {
      name: 'Pond',
      description: 'a quiet pond',
      type: StoryElementType.Location,
    });
    expect((await setup(testApp, ben, place.id)).statusCode).toBe(404);
    expect((await setup(testApp, ben, 'no-such-character')).json()).toMatchObject({
      error: 'not_found',
      message: 'Character not found',
    });
    expect(await chatRowsOf(testApp, ben.userId)).toEqual(before);
  });

  it('asks a signed-out caller to sign in for any character of no running public demo', async () => {
    for (const response of [
      await setup(testApp, null, pip.id),
      await turn(testApp, null, pip.id, 'hello'),
      await setup(testApp, null, 'no-such-character'),
      await testApp.app.inject({ method: 'DELETE', url: `/api/Chat/${pip.id}` }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ error: 'unauthorized', status: 401 });
    }
  });

  it("lets a visitor talk with a running public demo's characters, keeping nothing", async () => {
    const demoStory = '2026-11-26T05-00-00-000Z';
    const { pool } = testApp.platform.database;
    await pool.query(
      `insert into campaigns (code, title, owner_id, story_id, story_artifact_id, starts_at, created_at)
       values ('pip-demo', 'Pip', $1, $2, 'told', now() - interval '1 hour', now())`,
      [ada.userId, demoStory],
    );
    const before = await chatRowsOf(testApp, ada.userId);

    const opened = await setup(testApp, null, pip.id, { storyId: 'all' });
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ conversationId: 'visitor', character: { name: 'Pip' } });
    expect(opened.json().messages).toHaveLength(1);
    const answer = await turn(testApp, null, pip.id, 'what is your favourite food?');
    expect(answer.statusCode).toBe(200);
    expect(doneOf(answer.body).reply.text).toContain('My favourite food is blueberry pancakes');
    expect(await chatRowsOf(testApp, ada.userId)).toEqual(before);

    // Only the demo's story, and only characters chosen for it.
    await savedStory(testApp, ada, draft('2026-11-26T05-30-00-000Z'));
    const otherStory = { storyId: '2026-11-26T05-30-00-000Z' };
    expect((await setup(testApp, null, pip.id, otherStory)).statusCode).toBe(404);
    const zed = await created(testApp, ada, {
      name: 'Zed',
      description: 'not in the demo',
      type: StoryElementType.Character,
    });
    expect((await setup(testApp, null, zed.id)).statusCode).toBe(401);
    // An ended campaign's characters are no longer open to visitors.
    await pool.query(`update campaigns set ends_at = now() - interval '1 second'`);
    expect((await turn(testApp, null, pip.id, 'hello')).statusCode).toBe(401);
  });

  it('refuses bad turns with a clear 400 and stores nothing', async () => {
    const before = await chatRowsOf(testApp, ada.userId);
    const empty = await turn(testApp, ada, pip.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('userMessage must not be empty');
    const long = await turn(testApp, ada, pip.id, 'a'.repeat(501));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('at most 500 characters');
    const mismatch = await testApp.app.inject({
      method: 'POST',
      url: `/api/Chat/${pip.id}/Turn`,
      payload: { characterId: lola.id, storyId: null, userMessage: 'hi' },
      headers: ada.authorization,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe('characterId must be the character in the path');
    expect(await chatRowsOf(testApp, ada.userId)).toEqual(before);
  });

  it('never repeats its previous reply word for word', async () => {
    const replies: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      replies.push(doneOf((await turn(testApp, ada, lola.id, 'tell me a joke')).body).reply.text);
    }
    for (let i = 1; i < replies.length; i += 1) expect(replies[i]).not.toBe(replies[i - 1]);
  });

  it('lets a parent clear a conversation: the next Setup greets anew', async () => {
    const before = (await setup(testApp, ada, pip.id)).json();
    expect(before.messages.length).toBeGreaterThan(1);
    const cleared = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Chat/${pip.id}`,
      headers: ada.authorization,
    });
    expect(cleared.statusCode).toBe(204);
    const after = (await setup(testApp, ada, pip.id)).json();
    expect(after.conversationId).not.toBe(before.conversationId);
    expect(after.messages).toHaveLength(1);
    expect(after.messages[0].role).toBe('character');
  });
});
