import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_FOR_A_GROWN_UP, SAFE_REPLIES } from '../../engines/chat/index.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { CHAT_RATE_LIMITED_MESSAGE, CHAT_TURN_LIMIT } from './chat-turn.js';
import { chatRowsOf, doneOf, pipWithNotes, setup, turn } from './chat.test-support.js';
import { listChatSafetyEvents } from './index.js';

describe('chat safety: what a grown-up should hear of, and the rate limit', () => {
  let testApp: TestApp;
  let ada: Caller;
  let pip: { id: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    ada = await signedInUser(testApp, 'ada@example.org');
    ({ pip } = await pipWithNotes(testApp, ada));
  });
  afterAll(() => testApp?.close());

  const eventsOfAda = () => listChatSafetyEvents(testApp.platform.database.db, ada.userId);

  it('answers personal details warmly, keeps them out of the chat and tells the parent', async () => {
    const before = Date.now();
    const done = doneOf((await turn(testApp, ada, pip.id, 'my address is 12 Oak Street')).body);
    expect(done.reply.text).toBe(SAFE_REPLIES.en['personal-details']);
    expect(done.reply.text).toContain('grown-ups you trust');
    expect(done.childMessage.text).toBe(KEPT_FOR_A_GROWN_UP.en);

    const [event] = await eventsOfAda();
    expect(event).toMatchObject({
      characterId: pip.id,
      kind: 'personal-details',
      message: 'my address is 12 Oak Street',
    });
    expect(Date.parse(event!.createdAt)).toBeGreaterThanOrEqual(before - 5);

    const shown = (await setup(testApp, ada, pip.id)).json();
    expect(JSON.stringify(shown.messages)).not.toContain('Oak Street');
  });

  it('answers being hurt, self-harm, secrets and meeting someone, in the child’s language', async () => {
    const cases = [
      ['mi papá me pega', 'hurt', 'es'],
      ['I want to hurt myself', 'self-harm', 'en'],
      ['a grown up told me to keep a secret', 'secret', 'en'],
      ['can we meet in the park?', 'meeting', 'en'],
    ] as const;
    for (const [message, kind, language] of cases) {
      const done = doneOf((await turn(testApp, ada, pip.id, message)).body);
      expect(done.reply.text, message).toBe(SAFE_REPLIES[language][kind]);
      expect((await eventsOfAda())[0], message).toMatchObject({ kind, message });
    }
    expect(SAFE_REPLIES.es.hurt).toContain('adulto de confianza');
  });

  it('answers unkind words gently and records them; ordinary chat records nothing', async () => {
    const unkind = doneOf((await turn(testApp, ada, pip.id, 'you are a sh1t')).body);
    expect(unkind.reply.text).toBe(SAFE_REPLIES.en['unkind-words']);
    expect((await eventsOfAda())[0]).toMatchObject({ kind: 'unkind-words' });

    const count = (await eventsOfAda()).length;
    doneOf((await turn(testApp, ada, pip.id, 'where do you live?')).body);
    expect(await eventsOfAda()).toHaveLength(count);
  });

  it('puts the conversation and the safety events in the account export', async () => {
    const exported = await testApp.app.inject({
      url: '/api/me/export',
      headers: ada.authorization,
    });
    expect(exported.statusCode).toBe(200);
    const { chat } = exported.json().sections;
    expect(chat.conversations).toHaveLength(1);
    expect(chat.conversations[0]).toMatchObject({ characterId: pip.id, storyId: null });
    const texts = chat.conversations[0].messages.map((message: { text: string }) => message.text);
    expect(texts).toContain(KEPT_FOR_A_GROWN_UP.en);
    expect(texts).not.toContain('my address is 12 Oak Street');
    expect(chat.safetyEvents).toEqual(await eventsOfAda());
  });

  it('keeps safety events for the parent when the conversation is cleared', async () => {
    const count = (await eventsOfAda()).length;
    const cleared = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/Chat/${pip.id}`,
      headers: ada.authorization,
    });
    expect(cleared.statusCode).toBe(204);
    expect(await eventsOfAda()).toHaveLength(count);
    expect((await chatRowsOf(testApp, ada.userId)).messages).toBe(0);
  });

  it('refuses turns past the family’s limit with a clear 429, storing nothing', async () => {
    const cy = await signedInUser(testApp, 'cy@example.org');
    const { pip: cysPip } = await pipWithNotes(testApp, cy);
    for (let i = 0; i < CHAT_TURN_LIMIT.max; i += 1) {
      expect((await turn(testApp, cy, cysPip.id, 'tell me a joke')).statusCode).toBe(200);
    }
    const rows = await chatRowsOf(testApp, cy.userId);
    const refused = await turn(testApp, cy, cysPip.id, 'tell me a joke');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json()).toMatchObject({
      error: 'rate_limited',
      message: CHAT_RATE_LIMITED_MESSAGE,
      status: 429,
    });
    expect(await chatRowsOf(testApp, cy.userId)).toEqual(rows);
    // Another family is not affected.
    expect((await turn(testApp, ada, pip.id, 'hello')).statusCode).toBe(200);
  });
});
