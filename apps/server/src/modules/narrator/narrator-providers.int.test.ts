import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { voiceSampleListSchema } from '@storyloom/contracts';
import {
  spokenText,
  startFakeSpeechServer,
  type FakeSpeechServer,
} from '../../platform/ai/fake-speech-server.test-support.js';
import { createProviderSpeech } from '../../engines/narrator/provider-speech.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { sampleUnavailableMessage, unknownVoiceMessage } from './narrator.routes.js';
import {
  decodeMp3,
  loudness,
  SPEECH_LOUDNESS,
} from '../../engines/narrator/narrator.test-support.js';
import { providerSampleKey, SAMPLE_TEXT } from '../../engines/narrator/voice-samples.js';

describe('speech provider voices over HTTP', { timeout: 60_000 }, () => {
  let fake: FakeSpeechServer;
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    fake = await startFakeSpeechServer();
    testApp = await buildTestApp({
      env: {
        AI_SPEECH_PROVIDER: 'elevenlabs',
        AI_SPEECH_BASE_URL: fake.origin,
        AI_SPEECH_API_KEY: 'xi-secret-key',
        AI_SPEECH_VOICES: 'Rachel=21m00Tcm4TlvDq8ikWAM:en,Lucía=lucia123:es',
      },
    });
    app = testApp.app;
  });

  afterAll(async () => {
    await testApp.close();
    await fake.close();
  });

  beforeEach(() => {
    fake.requests.length = 0;
    fake.succeed();
    fake.delay(0);
  });

  const listAt = async (url: string) => {
    const response = await app.inject({ url });
    expect(response.statusCode, url).toBe(200);
    return voiceSampleListSchema.parse(response.json());
  };

  it("lists the provider's voices with the offline ones, each with a sample", async () => {
    const all = await listAt('/audiobook/voice-samples');
    expect(all.filter((voice) => voice.provider === 'espeak').length).toBeGreaterThan(0);
    const hosted = all.filter((voice) => voice.provider === 'elevenlabs');
    expect(hosted).toEqual([
      {
        id: 'elevenlabs-rachel',
        name: 'Rachel',
        language: 'en',
        provider: 'elevenlabs',
        sampleUrl: '/audiobook/voice-samples/elevenlabs-rachel.mp3',
      },
      {
        id: 'elevenlabs-lucia',
        name: 'Lucía',
        language: 'es',
        provider: 'elevenlabs',
        sampleUrl: '/audiobook/voice-samples/elevenlabs-lucia.mp3',
      },
    ]);
    expect(await listAt('/elevenlabs/voice-samples')).toEqual(hosted);
    expect(await listAt('/openai-compatible/voice-samples')).toEqual([]);
    expect(await listAt('/espeak/voice-samples')).toEqual(
      all.filter((voice) => voice.provider === 'espeak'),
    );
    // Listing costs nothing: no sample is spoken until someone plays it.
    expect(fake.requests).toHaveLength(0);
  });

  it('speaks a sample once, keeps it in storage, and serves it from there', async () => {
    const url = '/audiobook/voice-samples/elevenlabs-lucia.mp3';
    const [first, together] = await Promise.all([app.inject({ url }), app.inject({ url })]);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('audio/mpeg');
    expect(together.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fake.requests.map(spokenText)).toEqual([SAMPLE_TEXT.es]);
    expect(fake.requests[0]?.path).toBe('/v1/text-to-speech/lucia123?output_format=pcm_24000');

    const audio = await decodeMp3(first.rawPayload);
    expect(audio.durationSeconds).toBeGreaterThan(1);
    expect(loudness(audio, 0, audio.durationSeconds)).toBeGreaterThan(SPEECH_LOUDNESS);

    const later = await app.inject({ url });
    expect(later.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fake.requests).toHaveLength(1);

    const speech = createProviderSpeech(testApp.config.ai.speech);
    const voice = speech?.voices.find((candidate) => candidate.id === 'elevenlabs-lucia');
    const key = speech && voice ? providerSampleKey(speech, voice) : '';
    const stored = await testApp.platform.storage.files.get(key);
    expect(stored?.equals(first.rawPayload)).toBe(true);
  });

  it('answers 502 with a plain message, never the key, when the provider fails', async () => {
    fake.fail(401, { detail: { message: 'Invalid API key: xi-secret-key' } });
    const response = await app.inject({ url: '/audiobook/voice-samples/elevenlabs-rachel.mp3' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      error: 'speech_unavailable',
      message: sampleUnavailableMessage,
      status: 502,
    });
    expect(response.body).not.toContain('xi-secret-key');

    fake.succeed();
    const retried = await app.inject({ url: '/audiobook/voice-samples/elevenlabs-rachel.mp3' });
    expect(retried.statusCode).toBe(200);
  });

  it('answers 404 for a voice the provider has but this server did not configure', async () => {
    const response = await app.inject({ url: '/audiobook/voice-samples/elevenlabs-bella.mp3' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: unknownVoiceMessage });
    expect(fake.requests).toHaveLength(0);
  });
});
