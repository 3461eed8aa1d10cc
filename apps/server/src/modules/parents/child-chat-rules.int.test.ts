import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEPT_FOR_A_GROWN_UP } from '../../engines/chat/index.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { doneOf, pipWithNotes, setup, turn } from '../chat/chat.test-support.js';
import { listChatSafetyEvents } from '../chat/index.js';
import { asChild, childProfile, send, setParentSettings } from './parents.test-support.js';

/**
 * The rules are read on a clock that stands still (set before signing in, so the ID tokens are
 * good on it); `later` moves it on. 11:58 UTC is 20:58 in Tokyo and 23:58 at UTC+12.
 */
const START = new Date('2026-11-26T11:58:00Z');
const later = (minutes: number) => vi.setSystemTime(Date.now() + minutes * 60_000);

describe('a parent’s rules hold for a child’s chat turns', () => {
  let testApp: TestApp;
  let ada: Caller;
  let ben: Caller;
  let pip: { id: string };
  let lola: { id: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
    ada = await signedInUser(testApp, 'ada@example.org');
    ben = await signedInUser(testApp, 'ben@example.org');
    ({ pip, lola } = await pipWithNotes(testApp, ada));
  });
  afterAll(async () => {
    vi.useRealTimers();
    await testApp?.close();
  });
  afterEach(async () => {
    await setParentSettings(testApp, ada, { timeZone: 'UTC' });
  });

  it('lets a child talk only with the allowed characters; another says a kind goodbye', async () => {
    const mia = asChild(
      ada,
      (await childProfile(testApp, ada, { rules: { allowedCharacterIds: [pip.id] } })).id,
    );
    const resting = (await setup(testApp, mia, lola.id)).json();
    expect(resting.conversationId).toBe('resting');
    expect(resting.messages.map((message: { text: string }) => message.text)).toEqual([
      "Let's ask a grown-up before we chat. See you soon!",
    ]);
    const refused = await turn(testApp, mia, lola.id, 'hello Lola');
    expect(refused.statusCode).toBe(200);
    const goodbye = doneOf(refused.body);
    expect(goodbye.reply.text).toBe("Let's ask a grown-up before we chat. See you soon!");
    expect(goodbye.suggestions).toEqual([]);

    const answered = doneOf((await turn(testApp, mia, pip.id, 'whats ur favrite food?')).body);
    expect(answered.reply.text).toContain('blueberry pancakes');

    // The child's conversation is its own, apart from the parent's, and Lola's was never opened.
    const transcripts = (await send(testApp, ada, 'GET', '/api/parents/transcripts')).json();
    const mine = transcripts.transcripts.filter(
      (transcript: { childProfileId: string | null }) => transcript.childProfileId !== null,
    );
    expect(mine.map((transcript: { characterId: string }) => transcript.characterId)).toEqual([
      pip.id,
    ]);
    expect(JSON.stringify(mine)).not.toContain('hello Lola');
  });

  it('says goodnight in quiet hours, read in the family’s time zone, in the child’s language', async () => {
    const quiet = { rules: { quietHours: { start: '19:30', end: '07:00' } } };
    const mia = asChild(ada, (await childProfile(testApp, ada, quiet)).id);
    const noa = asChild(ada, (await childProfile(testApp, ada, { ...quiet, language: 'es' })).id);

    // Before noon in UTC: they may talk.
    expect(doneOf((await turn(testApp, mia, pip.id, 'hi Pip')).body).reply.text).not.toContain(
      'sleep',
    );
    // The same moment is nearly 21:00 in Tokyo: time to sleep.
    await setParentSettings(testApp, ada, { timeZone: 'Asia/Tokyo' });
    const night = doneOf((await turn(testApp, mia, pip.id, 'one more story?')).body);
    expect(night.reply.text).toBe("It's time to sleep; let's talk tomorrow!");
    expect((await setup(testApp, noa, pip.id)).json().messages[0].text).toBe(
      '¡Es hora de dormir; hablamos mañana!',
    );
    // The parent's own side has no rules.
    expect(doneOf((await turn(testApp, ada, pip.id, 'hi Pip')).body).reply.text).not.toContain(
      'sleep',
    );
  });

  it('stops at the daily limit in minutes, counting each minute a child wrote in', async () => {
    await setParentSettings(testApp, ada, { timeZone: 'Etc/GMT-12' }); // UTC+12: 23:58
    const mia = asChild(
      ada,
      (await childProfile(testApp, ada, { rules: { dailyChatMinutes: 2 } })).id,
    );
    expect(doneOf((await turn(testApp, mia, pip.id, 'hi Pip')).body).reply.text).not.toContain(
      'tomorrow',
    );
    // Two messages in the same minute count once.
    expect(
      doneOf((await turn(testApp, mia, pip.id, 'what do you like')).body).reply.text,
    ).not.toContain('tomorrow');
    later(1);
    expect(
      doneOf((await turn(testApp, mia, pip.id, 'where do you live')).body).reply.text,
    ).not.toContain('tomorrow');
    // 23:59, two minutes used.
    const limit = doneOf((await turn(testApp, mia, pip.id, 'and your friends?')).body);
    expect(limit.reply.text).toBe("That's all our chatting for today; let's talk tomorrow!");
    // A new day begins at midnight in the family's time zone (00:00 at UTC+12).
    later(1);
    expect(
      doneOf((await turn(testApp, mia, pip.id, 'good morning')).body).reply.text,
    ).not.toContain('tomorrow');
  });

  it('records a topic the parent blocked as a safety event, kept out of the chat', async () => {
    const profile = await childProfile(testApp, ada, {
      rules: { blockedTopics: ['Zombies', 'scary film'] },
    });
    const mia = asChild(ada, profile.id);
    const done = doneOf((await turn(testApp, mia, pip.id, 'Tell me about ZOMBIES please')).body);
    expect(done.childMessage.text).toBe(KEPT_FOR_A_GROWN_UP.en);
    expect(done.reply.text).toContain("Let's talk about something else!");
    const [event] = await listChatSafetyEvents(testApp.platform.database.db, ada.userId);
    expect(event).toMatchObject({
      kind: 'blocked-topic',
      childProfileId: profile.id,
      characterId: pip.id,
      message: 'Tell me about ZOMBIES please',
    });
    // A word that only contains a blocked one is not blocked; the parent's side is not checked.
    doneOf((await turn(testApp, mia, pip.id, 'I saw a film yesterday')).body);
    doneOf((await turn(testApp, ada, pip.id, 'zombies')).body);
    const events = await listChatSafetyEvents(testApp.platform.database.db, ada.userId);
    expect(events.filter((each) => each.kind === 'blocked-topic')).toHaveLength(1);
  });

  it('refuses a device that names another family’s child profile', async () => {
    const bens = await childProfile(testApp, ben);
    const response = await turn(testApp, asChild(ada, bens.id), pip.id, 'hi');
    expect(response.statusCode).toBe(403);
  });
});
