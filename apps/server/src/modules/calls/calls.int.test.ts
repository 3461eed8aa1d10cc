import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insufficientCreditsMessage, type VoiceCallStartResponse } from '@storyloom/contracts';
import { spokenWav } from '../../engines/speech-recognition/spoken-wav.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { pipWithNotes } from '../chat/chat.test-support.js';
import { createPlans, plansDepsOf, type Plans } from '../plans/index.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import {
  balanceOf,
  callCharges,
  callEventsOf,
  doneOf,
  giveCredits,
  MINUTE_COST,
  priceCallsAt,
} from './calls.test-support.js';

// Calling a character over HTTP: start, speak (WAV made with eSpeak NG), hear the reply, hang up.

describe('voice calls', () => {
  let testApp: TestApp;
  let plans: Plans;
  let ada: Caller;
  let ben: Caller;
  let pip: { id: string };

  beforeAll(async () => {
    testApp = await buildTestApp();
    plans = createPlans(plansDepsOf(testApp.platform));
    await priceCallsAt(plans, MINUTE_COST);
    ada = await signedInUser(testApp, 'ada.calls@example.org');
    ben = await signedInUser(testApp, 'ben.calls@example.org');
    ({ pip } = await pipWithNotes(testApp, ada));
  });
  afterAll(() => testApp?.close());

  const post = (caller: Caller | null, url: string, payload?: unknown, headers = {}) =>
    testApp.app.inject({
      method: 'POST',
      url,
      ...(payload === undefined ? {} : { payload: payload as never }),
      headers: { ...(caller?.authorization ?? {}), ...headers },
    });
  const start = (caller: Caller | null, characterId = pip.id, storyId = 'all') =>
    post(caller, `/api/Chat/voice-chat/start/${storyId}/${characterId}`);
  const say = (caller: Caller, callId: string, wav: Buffer) =>
    post(caller, `/api/Chat/voice-chat/${callId}/utterance`, wav, { 'content-type': 'audio/wav' });
  const callRows = async (userId: string) =>
    (
      await testApp.platform.database.pool.query<{ n: number }>(
        'select count(*)::int as n from voice_calls where user_id = $1',
        [userId],
      )
    ).rows[0]!.n;

  it('refuses a signed-out caller, another family’s character, and a balance short of a minute', async () => {
    expect((await start(null)).statusCode).toBe(401);
    await giveCredits(plans, ben, 30, 'ben');
    const stranger = await start(ben);
    expect(stranger.statusCode).toBe(404);
    expect(await balanceOf(plans, ben)).toBe(30);

    await giveCredits(plans, ada, MINUTE_COST - 1, 'short');
    const short = await start(ada);
    expect(short.statusCode).toBe(402);
    expect(short.json()).toMatchObject({
      error: 'insufficient_credits',
      message: insufficientCreditsMessage(MINUTE_COST, MINUTE_COST - 1),
    });
    expect(await balanceOf(plans, ada)).toBe(MINUTE_COST - 1);
    expect(await callRows(ada.userId)).toBe(0);
  });

  it('answers a spoken question about a note with the food named, and charges one minute', async () => {
    await giveCredits(plans, ada, 30, 'full');
    const started = await start(ada);
    expect(started.statusCode).toBe(200);
    const call = started.json<VoiceCallStartResponse>();
    expect(call).toMatchObject({
      character: { id: pip.id, name: 'Pip' },
      language: 'en',
      creditsPerMinute: MINUTE_COST,
      paidMinutes: 1,
      recognition: { mode: 'offline', sampleRate: 16000 },
      ended: null,
    });
    expect(call.greeting.text).not.toBe('');
    expect(call.greeting.audioUrl).toMatch(/^data:audio\/wav;base64,UklGR/);
    expect(await balanceOf(plans, ada)).toBe(30 - MINUTE_COST);
    // The paid minute's rest plus nine more minutes the balance pays for.
    expect(call.secondsLeft).toBeGreaterThan(9 * 60);
    expect(call.secondsLeft).toBeLessThanOrEqual(10 * 60);

    const answer = await say(ada, call.callId, spokenWav('what is your favourite food'));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('application/x-ndjson');
    const events = callEventsOf(answer.body);
    expect(events[0]).toEqual({ type: 'heard', text: 'what is your favourite food' });
    const sentences = events.filter((event) => event.type === 'sentence');
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(sentence.audioUrl).toMatch(/^data:audio\/wav;base64,/);
    const done = doneOf(events);
    expect(done.reply).toMatch(/blueberry pancakes/i);
    expect(sentences.map((sentence) => sentence.text).join(' ')).toMatch(/blueberry pancakes/i);
    expect(done.state).toMatchObject({ callId: call.callId, paidMinutes: 1, ended: null });

    // The captions are in the conversation the parent reads.
    const transcripts = await testApp.app.inject({
      url: '/api/parents/transcripts',
      headers: ada.authorization,
    });
    const texts = transcripts
      .json<{ transcripts: { messages: { text: string }[] }[] }>()
      .transcripts.flatMap((transcript) => transcript.messages.map((message) => message.text));
    expect(texts).toContain('what is your favourite food');
    expect(texts).toContain(done.reply);

    const heartbeat = await post(ada, `/api/Chat/voice-chat/${call.callId}/heartbeat`);
    expect(heartbeat.json()).toMatchObject({ paidMinutes: 1, ended: null });

    const hungUp = await post(ada, `/api/Chat/voice-chat/${call.callId}/end`);
    expect(hungUp.statusCode).toBe(200);
    expect(hungUp.json()).toMatchObject({
      paidMinutes: 1,
      creditsCharged: MINUTE_COST,
      secondsLeft: 0,
      ended: { reason: 'hung-up', rule: null, goodbye: null },
    });
    // Ending again answers the same; speaking to an ended call is refused.
    expect((await post(ada, `/api/Chat/voice-chat/${call.callId}/end`)).json()).toMatchObject({
      ended: { reason: 'hung-up' },
    });
    expect((await say(ada, call.callId, spokenWav('hello'))).statusCode).toBe(409);
    expect(await balanceOf(plans, ada)).toBe(30 - MINUTE_COST);
    expect(await callCharges(testApp, call.callId)).toEqual([
      { key: `voice-call:${call.callId}:0`, delta: -MINUTE_COST },
    ]);
  });

  it('refuses bad audio with a clear 4xx and changes nothing', async () => {
    await giveCredits(plans, ada, 30, 'again');
    const call = (await start(ada)).json<VoiceCallStartResponse>();
    const url = `/api/Chat/voice-chat/${call.callId}/utterance`;
    const notWav = await post(ada, url, Buffer.from('this is not audio'), {
      'content-type': 'audio/wav',
    });
    expect(notWav.statusCode).toBe(400);
    expect(notWav.json().message).toMatch(/WAV/);
    const stereo = spokenWav('hello');
    stereo.writeUInt16LE(2, 22);
    const wrongLayout = await post(ada, url, stereo, { 'content-type': 'audio/wav' });
    expect(wrongLayout.statusCode).toBe(400);
    expect(wrongLayout.json().message).toMatch(/mono at 16000 Hz/);
    expect((await post(ada, url, 'hello', { 'content-type': 'text/plain' })).statusCode).toBe(415);
    const tooLong = await post(ada, url, Buffer.alloc(16_000 * 2 * 16 + 44), {
      'content-type': 'audio/wav',
    });
    expect(tooLong.statusCode).toBe(413);
    expect(
      (await post(ben, url, spokenWav('hello'), { 'content-type': 'audio/wav' })).statusCode,
    ).toBe(404);
    expect(await balanceOf(plans, ada)).toBe(30 - MINUTE_COST);
    await post(ada, `/api/Chat/voice-chat/${call.callId}/end`);
  });

  it('recognises a phrase for anyone on the voice test', async () => {
    const response = await post(null, '/api/voice-test/recognize', spokenWav('tell me a joke'), {
      'content-type': 'audio/wav',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      text: 'tell me a joke',
      language: 'en',
      mode: 'offline',
    });
    const bad = await post(null, '/api/voice-test/recognize', Buffer.from('RIFF'), {
      'content-type': 'audio/wav',
    });
    expect(bad.statusCode).toBe(400);
  });
});
