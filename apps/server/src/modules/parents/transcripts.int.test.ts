import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { doneOf, pipWithNotes, turn } from '../chat/chat.test-support.js';
import { asChild, childProfile, send, setParentSettings } from './parents.test-support.js';

type Transcript = {
  conversationId: string;
  childProfileId: string | null;
  characterName: string;
  messages: { id: string; text: string; role: string }[];
};

describe('transcripts: the parent reads, searches and deletes the children’s chats', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;
  let pip: { id: string };
  let lola: { id: string };
  let mia: { id: string };
  let leo: { id: string };

  const transcriptsOf = async (caller: Caller, query = ''): Promise<Transcript[]> => {
    const response = await send(testApp, caller, 'GET', `/api/parents/transcripts${query}`);
    expect(response.statusCode).toBe(200);
    return response.json().transcripts;
  };

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await signedInUser(testApp, 'ada@example.org');
    ben = await signedInUser(testApp, 'ben@example.org');
    ({ pip, lola } = await pipWithNotes(testApp, ada));
    mia = await childProfile(testApp, ada, { name: 'Mia' });
    leo = await childProfile(testApp, ada, { name: 'Leo' });
    doneOf((await turn(testApp, asChild(ada, mia.id), pip.id, 'I like blue Ribbons')).body);
    doneOf((await turn(testApp, asChild(ada, leo.id), lola.id, 'do you climb trees?')).body);
  });
  afterAll(() => testApp?.close());

  it('lists each child’s conversations with their messages, and narrows to one child', async () => {
    const all = await transcriptsOf(ada);
    expect(all.map((each) => each.childProfileId).sort()).toEqual([mia.id, leo.id].sort());
    const mias = await transcriptsOf(ada, `?childProfileId=${mia.id}`);
    expect(mias).toHaveLength(1);
    expect(mias[0]!.characterName).toBe('Pip');
    expect(mias[0]!.messages.map((message) => message.role)).toEqual([
      'character',
      'child',
      'character',
    ]);
    expect(mias[0]!.messages[1]!.text).toBe('I like blue Ribbons');
  });

  it('searches the messages, any case', async () => {
    const found = await transcriptsOf(ada, '?q=ribbons');
    expect(found).toHaveLength(1);
    const texts = found[0]!.messages.map((message) => message.text);
    expect(texts).toContain('I like blue Ribbons');
    expect(texts.every((text) => text.toLowerCase().includes('ribbons'))).toBe(true);
    expect(await transcriptsOf(ada, '?q=spaceship')).toEqual([]);
  });

  it('shows nothing to a child profile or another family', async () => {
    const child = await send(testApp, asChild(ada, mia.id), 'GET', '/api/parents/transcripts');
    expect(child.statusCode).toBe(403);
    expect(await transcriptsOf(ben)).toEqual([]);
    const [one] = await transcriptsOf(ada);
    const bens = await send(
      testApp,
      ben,
      'DELETE',
      `/api/parents/transcripts/${one!.conversationId}`,
    );
    expect(bens.statusCode).toBe(404);
    const childDelete = await send(
      testApp,
      asChild(ada, mia.id),
      'DELETE',
      `/api/parents/transcripts/${one!.conversationId}`,
    );
    expect(childDelete.statusCode).toBe(403);
    expect(await transcriptsOf(ada)).toHaveLength(2);
  });

  it('deletes one conversation with its messages', async () => {
    const [leos] = await transcriptsOf(ada, `?childProfileId=${leo.id}`);
    const deleted = await send(
      testApp,
      ada,
      'DELETE',
      `/api/parents/transcripts/${leos!.conversationId}`,
    );
    expect(deleted.statusCode).toBe(204);
    expect(await transcriptsOf(ada, `?childProfileId=${leo.id}`)).toEqual([]);
    const { rows } = await testApp.platform.database.pool.query(
      'select 1 from chat_messages where conversation_id = $1',
      [leos!.conversationId],
    );
    expect(rows).toEqual([]);
  });

  it('deletes messages older than the retention setting', async () => {
    doneOf((await turn(testApp, asChild(ada, mia.id), pip.id, 'a new message today')).body);
    const [before] = await transcriptsOf(ada, `?childProfileId=${mia.id}`);
    // The first turn happened ten days ago.
    await testApp.platform.database.pool.query(
      `update chat_messages set created_at = now() - interval '10 days'
        where conversation_id = $1 and id <= $2`,
      [before!.conversationId, Number(before!.messages[2]!.id)],
    );
    const settings = await setParentSettings(testApp, ada, { transcriptRetentionDays: 7 });
    expect(settings.json()).toMatchObject({ transcriptRetentionDays: 7 });
    const [after] = await transcriptsOf(ada, `?childProfileId=${mia.id}`);
    expect(after!.messages.map((message) => message.text)).not.toContain('I like blue Ribbons');
    expect(after!.messages.map((message) => message.text)).toContain('a new message today');
    expect((await setParentSettings(testApp, ada, { transcriptRetentionDays: 0 })).statusCode).toBe(
      400,
    );
    expect((await setParentSettings(testApp, ada, { timeZone: 'Mars/Olympus' })).statusCode).toBe(
      400,
    );
  });
});
