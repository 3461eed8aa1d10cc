import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voiceSampleListSchema } from '@storyloom/contracts';
import {
  registerErrorHandler,
  registerNotFoundHandler,
} from '../../platform/http/error-handler.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';
import { narratorRoutes, unknownVoiceMessage } from './narrator.routes.js';
import {
  decodeMp3,
  loudness,
  SPEECH_LOUDNESS,
} from '../../engines/narrator/narrator.test-support.js';

/**
 * The app under test. Until app.ts registers narratorRoutes, the routes are mounted on a side app
 * set up the way app.ts sets up every app (zod validation, the API's error shape), so the test
 * runs either way. The routes need no database or sign-in.
 */
async function appServingVoices(testApp: TestApp): Promise<FastifyInstance> {
  if (testApp.app.hasRoute({ method: 'GET', url: '/audiobook/voice-samples' })) return testApp.app;
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  await app.register(narratorRoutes());
  registerNotFoundHandler(app, null);
  await app.ready();
  return app;
}

describe('voice samples over HTTP', { timeout: 60_000 }, () => {
  let testApp: TestApp;
  let app: FastifyInstance;

  beforeAll(async () => {
    testApp = await buildTestApp();
    app = await appServingVoices(testApp);
  });

  afterAll(async () => {
    if (app !== testApp.app) await app.close();
    await testApp.close();
  });

  it('lists the voices with their samples to anyone, without sign-in', async () => {
    const response = await app.inject({ url: '/audiobook/voice-samples' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const voices = voiceSampleListSchema.parse(response.json());
    expect(voices.map((voice) => voice.language)).toEqual(expect.arrayContaining(['en', 'es']));
    expect(voices.every((voice) => voice.sampleUrl.startsWith('/audiobook/voice-samples/'))).toBe(
      true,
    );
  });

  it("lists the offline narrator's voices under /espeak/voice-samples", async () => {
    const all = voiceSampleListSchema.parse(
      (await app.inject({ url: '/audiobook/voice-samples' })).json(),
    );
    const response = await app.inject({ url: '/espeak/voice-samples' });
    expect(response.statusCode).toBe(200);
    const espeak = voiceSampleListSchema.parse(response.json());
    expect(espeak.length).toBeGreaterThan(0);
    expect(espeak).toEqual(all.filter((voice) => voice.provider === 'espeak'));
  });

  it('serves a sample that plays, from the URL the list gives', async () => {
    const [voice] = voiceSampleListSchema.parse(
      (await app.inject({ url: '/espeak/voice-samples' })).json(),
    );
    const response = await app.inject({ url: voice?.sampleUrl ?? '' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const audio = await decodeMp3(response.rawPayload);
    expect(audio.durationSeconds).toBeGreaterThan(3);
    expect(loudness(audio, 0, audio.durationSeconds)).toBeGreaterThan(SPEECH_LOUDNESS);

    const again = await app.inject({ url: voice?.sampleUrl ?? '' });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('serves a Spanish sample', async () => {
    const response = await app.inject({ url: '/audiobook/voice-samples/es-warm.mp3' });
    expect(response.statusCode).toBe(200);
    const audio = await decodeMp3(response.rawPayload);
    expect(loudness(audio, 0, audio.durationSeconds)).toBeGreaterThan(SPEECH_LOUDNESS);
  });

  it('answers 404 with a plain message for a voice we do not have', async () => {
    const response = await app.inject({ url: '/audiobook/voice-samples/robot-9000.mp3' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: 'not_found',
      message: unknownVoiceMessage,
      status: 404,
    });
  });

  it('answers 400 for something that is not a voice id', async () => {
    const response = await app.inject({ url: '/audiobook/voice-samples/Robot%20Voice.mp3' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'validation_failed', status: 400 });
  });
});
