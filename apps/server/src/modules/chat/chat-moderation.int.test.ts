import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_FOR_A_GROWN_UP, SAFE_REPLIES } from '../../engines/chat/index.js';
import {
  startFakeModerationServer,
  type FakeModerationServer,
} from '../../platform/ai/fake-moderation-server.test-support.js';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../../platform/ai/fake-openai-server.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { doneOf, eventsOf, pipWithNotes, turn } from './chat.test-support.js';
import { listChatSafetyEvents } from './index.js';

// The chat with a moderation service (AI_MODERATION_*): a fake OpenAI-compatible /v1/moderations
// on 127.0.0.1 flags phrases the built-in check lets through. It is asked about every child
// message and every reply, in addition to the built-in check; when it fails, the chat goes on.

describe('chat with a moderation service', () => {
  let moderation: FakeModerationServer;
  let model: FakeOpenAiServer;
  let testApp: TestApp;
  let ada: Caller;
  let pip: { id: string };

  beforeAll(async () => {
    moderation = await startFakeModerationServer();
    model = await startFakeOpenAiServer();
    testApp = await buildTestApp({
      env: {
        AI_TEXT_PROVIDER: 'openai-compatible',
        AI_TEXT_BASE_URL: model.baseUrl,
        AI_TEXT_MODEL: 'chat-model',
        AI_MODERATION_BASE_URL: moderation.baseUrl,
        AI_MODERATION_API_KEY: 'moderation-key',
        AI_MODERATION_TIMEOUT_MS: '400',
      },
    });
    ada = await signedInUser(testApp, 'ada@example.org');
    ({ pip } = await pipWithNotes(testApp, ada));
    moderation.flag('glitter ladder', 'violence');
    moderation.flag('float away forever', 'self-harm/intent');
  });
  afterAll(async () => {
    await testApp?.close();
    await model?.close();
    await moderation?.close();
  });

  const eventsOfAda = () => listChatSafetyEvents(testApp.platform.database.db, ada.userId);
  const storedText = async (id: string) =>
    (
      await testApp.platform.database.pool.query<{ text: string }>(
        `select text from chat_messages where id = $1`,
        [Number(id)],
      )
    ).rows[0]!.text;

  it('asks the service about the child’s message and the reply, and lets a clean turn through', async () => {
    const answer = 'I love blueberry pancakes! What do you like to eat?';
    model.answer(answer);
    moderation.requests.length = 0;
    const done = doneOf((await turn(testApp, ada, pip.id, 'what do you like to eat?')).body);
    expect(done.reply.text).toBe(answer);
    const inputs = moderation.requests.map((request) => request.input);
    expect(inputs[0]).toBe('what do you like to eat?');
    expect(inputs.at(-1)).toBe(answer);
    expect(moderation.requests[0]).toMatchObject({
      model: 'omni-moderation-latest',
      authorization: 'Bearer moderation-key',
    });
    expect(await eventsOfAda()).toEqual([]);
  });

  it('answers a message only the service flags with the safe answer, and tells the parent', async () => {
    const asked = model.requests.length;
    const message = 'shall we climb the glitter ladder together';
    const done = doneOf((await turn(testApp, ada, pip.id, message)).body);
    expect(done.reply.text).toBe(SAFE_REPLIES.en['unkind-words']);
    expect(done.childMessage.text).toBe(KEPT_FOR_A_GROWN_UP.en);
    expect(await storedText(done.childMessage.id)).toBe(KEPT_FOR_A_GROWN_UP.en);
    expect((await eventsOfAda())[0]).toMatchObject({
      characterId: pip.id,
      kind: 'unkind-words',
      message,
    });
    // The model never saw the flagged message.
    expect(model.requests.length).toBe(asked);

    const selfHarm = 'i want to float away forever';
    const second = doneOf((await turn(testApp, ada, pip.id, selfHarm)).body);
    expect(second.reply.text).toBe(SAFE_REPLIES.en['self-harm']);
    expect((await eventsOfAda())[0]).toMatchObject({ kind: 'self-harm', message: selfHarm });
  });

  it('never lets a reply the service flags reach the child: the offline engine answers', async () => {
    model.answer(
      'Hello friend! Tonight we can climb the glitter ladder up to the roof. It is so much fun!',
    );
    const response = await turn(testApp, ada, pip.id, 'what is your favourite food?');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/glitter/i);
    const done = doneOf(response.body);
    expect(done.reply.text).toContain('My favourite food is blueberry pancakes');
    expect(await storedText(done.reply.id)).toBe(done.reply.text);
    // The offline answer was checked by the service too.
    expect(moderation.requests.at(-1)!.input).toBe(done.reply.text);
  });

  it('goes on with the built-in check alone when the service is down or silent', async () => {
    const answer = 'I live in a hollow log by the river. Where would you like to live?';
    model.answer(answer);
    for (const mode of ['down', 'silent'] as const) {
      moderation.setMode(mode);
      const events = (await eventsOfAda()).length;
      const response = await turn(testApp, ada, pip.id, 'where do you live?');
      expect(response.statusCode, mode).toBe(200);
      expect(
        eventsOf(response.body).some((event) => event.type === 'error'),
        mode,
      ).toBe(false);
      expect(doneOf(response.body).reply.text, mode).toBe(answer);
      expect(await eventsOfAda(), mode).toHaveLength(events);

      // The built-in check still ran: personal details get the safe answer and an event.
      const details = doneOf(
        (await turn(testApp, ada, pip.id, 'my address is 12 Oak Street')).body,
      );
      expect(details.reply.text, mode).toBe(SAFE_REPLIES.en['personal-details']);
      expect(await eventsOfAda(), mode).toHaveLength(events + 1);
    }
    moderation.setMode('up');
  });
});
