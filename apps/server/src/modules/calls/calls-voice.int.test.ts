import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { VoiceCallEvent, VoiceCallStartResponse } from '@storyloom/contracts';
import { createProviderSpeech } from '../../engines/narrator/index.js';
import {
  decodeMp3,
  loudness,
  SPEECH_LOUDNESS,
} from '../../engines/narrator/narrator.test-support.js';
import {
  spokenText,
  startFakeSpeechServer,
  type FakeSpeechServer,
} from '../../platform/ai/fake-speech-server.test-support.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { pipWithNotes } from '../chat/chat.test-support.js';
import { createPlans, plansDepsOf, type Plans } from '../plans/index.js';
import { signedInUser, type Caller } from '../story-elements/story-elements.test-support.js';
import { createCallSpeaker } from './call-speech.js';
import {
  callEventsOf,
  collect,
  doneOf,
  giveCredits,
  MINUTE_COST,
  priceCallsAt,
} from './calls.test-support.js';
import { callsDepsOf, createCalls } from './index.js';

// With a speech provider configured (AI_SPEECH_*, as audiobooks), the character speaks on a call
// in the provider's voice, sentence by sentence; a sentence the provider fails or is slow on is
// spoken by eSpeak instead, so the child never hears silence.

const WAV_URL = /^data:audio\/wav;base64,UklGR/;
const MP3_URL = /^data:audio\/mpeg;base64,/;

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');

describe('a call in the speech provider’s voice', { timeout: 60_000 }, () => {
  let fake: FakeSpeechServer;
  let testApp: TestApp;
  let plans: Plans;
  let ada: Caller;
  let pip: { id: string };

  beforeAll(async () => {
    fake = await startFakeSpeechServer();
    testApp = await buildTestApp({
      env: {
        AI_SPEECH_PROVIDER: 'openai-compatible',
        AI_SPEECH_BASE_URL: fake.baseUrl,
        AI_SPEECH_MODEL: 'tts-1',
        AI_SPEECH_API_KEY: 'sk-call-voice',
        // Only English voices: a Spanish call would keep eSpeak.
        AI_SPEECH_VOICES: 'Nova=nova:en,Alloy=alloy:en',
      },
    });
    plans = createPlans(plansDepsOf(testApp.platform));
    await priceCallsAt(plans, MINUTE_COST);
    ada = await signedInUser(testApp, 'ada.voice@example.org');
    ({ pip } = await pipWithNotes(testApp, ada));
  });
  afterAll(async () => {
    await testApp?.close();
    await fake?.close();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.succeed();
    fake.delay(0);
  });

  const post = (url: string, payload?: object) =>
    testApp.app.inject({
      method: 'POST',
      url,
      headers: ada.authorization,
      ...(payload ? { payload } : {}),
    });
  const startCall = async () => {
    const started = await post(`/api/Chat/voice-chat/start/all/${pip.id}`);
    expect(started.statusCode).toBe(200);
    return started.json<VoiceCallStartResponse>();
  };
  const ask = async (callId: string, text: string) => {
    const answer = await post(`/api/Chat/voice-chat/${callId}/utterance`, { text });
    expect(answer.statusCode).toBe(200);
    return callEventsOf(answer.body);
  };
  const sentencesOf = (events: VoiceCallEvent[]) =>
    events.flatMap((event) => (event.type === 'sentence' ? [event] : []));

  it('greets and answers in the provider’s voice, as the MP3 it sent, one request per sentence', async () => {
    await giveCredits(plans, ada, 30, 'voice');
    const call = await startCall();
    expect(call.greeting.audioUrl).toMatch(MP3_URL);
    const greeting = await decodeMp3(bytesOf(call.greeting.audioUrl));
    expect(loudness(greeting, 0, greeting.durationSeconds)).toBeGreaterThan(SPEECH_LOUDNESS);
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/audio/speech',
      authorization: 'Bearer sk-call-voice',
      body: { model: 'tts-1', response_format: 'mp3' },
    });
    const voice = fake.requests[0]!.body.voice;
    expect(['nova', 'alloy']).toContain(voice);
    expect(spokenText(fake.requests[0]!)).toContain('Pip');

    fake.requests.length = 0;
    const events = await ask(call.callId, 'what is your favourite food');
    const sentences = sentencesOf(events);
    expect(sentences.length).toBeGreaterThan(0);
    expect(doneOf(events).reply).toMatch(/blueberry pancakes/i);
    for (const sentence of sentences) expect(sentence.audioUrl).toMatch(MP3_URL);
    // Each sentence its own request, in the same voice as the greeting.
    expect(fake.requests.map(spokenText)).toEqual(sentences.map((sentence) => sentence.text));
    for (const request of fake.requests) expect(request.body.voice).toBe(voice);

    await post(`/api/Chat/voice-chat/${call.callId}/end`);
  });

  it('speaks with eSpeak, as WAV, when the provider fails, and the call goes on', async () => {
    await giveCredits(plans, ada, 30, 'failing');
    fake.fail(500, { error: { message: 'The speech model is overloaded' } });
    const call = await startCall();
    expect(call.greeting.text).not.toBe('');
    expect(call.greeting.audioUrl).toMatch(WAV_URL);

    const events = await ask(call.callId, 'what is your favourite food');
    const sentences = sentencesOf(events);
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) expect(sentence.audioUrl).toMatch(WAV_URL);
    expect(doneOf(events).reply).toMatch(/blueberry pancakes/i);
    // The provider was asked for each one first.
    expect(fake.requests.length).toBe(1 + sentences.length);

    // Back on its feet, the provider speaks again within the same call.
    fake.succeed();
    const again = sentencesOf(await ask(call.callId, 'do you have any friends'));
    expect(again.length).toBeGreaterThan(0);
    for (const sentence of again) expect(sentence.audioUrl).toMatch(MP3_URL);
    await post(`/api/Chat/voice-chat/${call.callId}/end`);
  });

  it('does not wait long for a slow provider: eSpeak says that sentence, and a warning is logged', async () => {
    await giveCredits(plans, ada, 30, 'slow');
    const warnings: string[] = [];
    const deps = callsDepsOf(testApp.config, testApp.platform, plans);
    const calls = createCalls({
      ...deps,
      speaker: createCallSpeaker(
        createProviderSpeech(testApp.config.ai.speech),
        { warn: (_details, message) => warnings.push(message) },
        { timeoutMs: 200 },
      ),
    });
    fake.delay(3000);
    const call = await calls.start({
      familyId: ada.userId,
      childProfileId: null,
      characterId: pip.id,
      storyId: 'all',
    });
    expect(call.greeting.audioUrl).toMatch(WAV_URL);
    expect(warnings).toEqual([
      'the speech provider did not speak a call sentence; eSpeak speaks it',
    ]);
    const events = await collect(
      await calls.utterance(
        ada.userId,
        call.callId,
        { text: 'what is your favourite food' },
        { signal: new AbortController().signal },
      ),
    );
    for (const sentence of sentencesOf(events)) expect(sentence.audioUrl).toMatch(WAV_URL);
    await calls.hangUp(ada.userId, call.callId);
  });

  it('leaves the audio out for a phone line, asking the provider nothing', async () => {
    await giveCredits(plans, ada, 30, 'phone');
    const calls = createCalls(callsDepsOf(testApp.config, testApp.platform, plans));
    const call = await calls.start({
      familyId: ada.userId,
      childProfileId: null,
      characterId: pip.id,
      storyId: 'all',
      withAudio: false,
    });
    expect(call.greeting).toMatchObject({ audioUrl: '' });
    expect(call.greeting.text).not.toBe('');
    const events = await collect(
      await calls.utterance(
        ada.userId,
        call.callId,
        { text: 'what is your favourite food' },
        { signal: new AbortController().signal, withAudio: false },
      ),
    );
    for (const sentence of sentencesOf(events)) expect(sentence.audioUrl).toBe('');
    expect(fake.requests).toEqual([]);
    await calls.hangUp(ada.userId, call.callId);
  });
});
