import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import {
  FAKE_SAMPLE_RATE,
  SECONDS_PER_CHARACTER,
  spokenText,
  startFakeSpeechServer,
  type FakeSpeechServer,
} from '../../platform/ai/fake-speech-server.test-support.js';
import {
  createProviderSpeech,
  piecesUnder,
  PROVIDER_INPUT_LIMIT,
  SpeechProviderError,
  type ProviderSpeech,
} from './provider-speech.js';

const SENTENCE = 'The little fox found a shiny button under the old oak tree.';

let fake: FakeSpeechServer;

beforeAll(async () => {
  fake = await startFakeSpeechServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.succeed();
  fake.delay(0);
});

function openAiSpeech(env: Record<string, string> = {}, timeoutMs?: number): ProviderSpeech {
  const { ai } = loadConfig({
    AI_SPEECH_PROVIDER: 'openai-compatible',
    AI_SPEECH_BASE_URL: fake.baseUrl,
    AI_SPEECH_MODEL: 'gpt-4o-mini-tts',
    AI_SPEECH_API_KEY: 'sk-secret-key',
    AI_SPEECH_VOICES: 'Nova=nova:en,Luna=shimmer:es',
    ...env,
  });
  const speech = createProviderSpeech(ai.speech, timeoutMs ? { timeoutMs } : {});
  if (!speech) throw new Error('expected a speech provider');
  return speech;
}

function elevenLabsSpeech(): ProviderSpeech {
  const { ai } = loadConfig({
    AI_SPEECH_PROVIDER: 'elevenlabs',
    AI_SPEECH_BASE_URL: fake.origin,
    AI_SPEECH_API_KEY: 'xi-secret-key',
    AI_SPEECH_VOICES: 'Rachel=21m00Tcm4TlvDq8ikWAM:en',
  });
  const speech = createProviderSpeech(ai.speech);
  if (!speech) throw new Error('expected a speech provider');
  return speech;
}

const firstVoice = (speech: ProviderSpeech) => {
  const voice = speech.voices[0];
  if (!voice) throw new Error('expected a voice');
  return voice;
};

describe('speech providers', () => {
  it('is no provider at all when speech is offline', () => {
    expect(createProviderSpeech(loadConfig({}).ai.speech)).toBeNull();
    expect(createProviderSpeech(undefined)).toBeNull();
  });

  it('asks an OpenAI-compatible API for PCM in the chosen voice, with the bearer key', async () => {
    const speech = openAiSpeech();
    const spoken = await speech.speak(SENTENCE, firstVoice(speech));
    expect(fake.requests).toEqual([
      {
        path: '/v1/audio/speech',
        authorization: 'Bearer sk-secret-key',
        xiApiKey: undefined,
        body: { model: 'gpt-4o-mini-tts', voice: 'nova', input: SENTENCE, response_format: 'pcm' },
      },
    ]);
    expect(spoken.sampleRate).toBe(FAKE_SAMPLE_RATE);
    expect(spoken.durationSeconds).toBeCloseTo(SENTENCE.length * SECONDS_PER_CHARACTER, 3);
    expect(Math.max(...spoken.pcm.subarray(0, 2000))).toBeGreaterThan(5000);
  });

  it('sends no Authorization header to a local server without a key', async () => {
    const speech = openAiSpeech({ AI_SPEECH_API_KEY: '' });
    await speech.speak(SENTENCE, firstVoice(speech));
    expect(fake.requests[0]?.authorization).toBeUndefined();
  });

  it("asks ElevenLabs for 24 kHz PCM with its key header and the voice's id", async () => {
    const speech = elevenLabsSpeech();
    const spoken = await speech.speak(SENTENCE, firstVoice(speech));
    expect(fake.requests).toEqual([
      {
        path: '/v1/text-to-speech/21m00Tcm4TlvDq8ikWAM?output_format=pcm_24000',
        authorization: undefined,
        xiApiKey: 'xi-secret-key',
        body: { text: SENTENCE, model_id: 'eleven_multilingual_v2' },
      },
    ]);
    expect(spoken.durationSeconds).toBeCloseTo(SENTENCE.length * SECONDS_PER_CHARACTER, 3);
  });

  it("splits a long page at sentence ends under the provider's input limit", async () => {
    const speech = openAiSpeech();
    const page = Array.from({ length: 150 }, (_, index) => `${SENTENCE} Number ${index}.`).join(
      ' ',
    );
    expect(page.length).toBeGreaterThan(PROVIDER_INPUT_LIMIT['openai-compatible'] * 2);
    const spoken = await speech.speak(page, firstVoice(speech));
    const texts = fake.requests.map(spokenText);
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const text of texts) {
      expect(text.length).toBeLessThanOrEqual(PROVIDER_INPUT_LIMIT['openai-compatible']);
      expect(text).toMatch(/^[A-Z].*\.$/);
    }
    expect(texts.join(' ')).toBe(page);
    // Every piece is spoken, with a short pause between pieces.
    expect(spoken.durationSeconds).toBeGreaterThan(page.length * SECONDS_PER_CHARACTER);
    expect(spoken.durationSeconds).toBeLessThan(page.length * SECONDS_PER_CHARACTER + texts.length);
  });

  it('cuts a sentence too long for one request between words, losing none', () => {
    const sentence = `${'Once upon a very long time '.repeat(20).trim()}.`;
    const pieces = piecesUnder(sentence, 100);
    expect(pieces.length).toBeGreaterThan(5);
    expect(pieces.every((piece) => piece.length <= 100 && !piece.startsWith(' '))).toBe(true);
    expect(pieces.join(' ')).toBe(sentence);
  });

  it('speaks nothing, and asks nothing, for text with nothing to say', async () => {
    const speech = openAiSpeech();
    const spoken = await speech.speak(' 🦊✨ ', firstVoice(speech));
    expect(spoken.pcm.length).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('turns a refusal into an error with the status and reason, never the key', async () => {
    fake.fail(401, { error: { message: 'Incorrect API key provided: sk-secret-key.' } });
    const speech = openAiSpeech();
    const error: unknown = await speech.speak(SENTENCE, firstVoice(speech)).catch((e) => e);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(error).toMatchObject({ status: 401 });
    expect(String(error)).toMatch(/refused to speak \(401: Incorrect API key provided/);
    expect(String(error)).not.toContain('sk-secret-key');
  });

  it("reads ElevenLabs' own error shape", async () => {
    fake.fail(422, { detail: { status: 'voice_not_found', message: 'Voice not found.' } });
    const speech = elevenLabsSpeech();
    await expect(speech.speak(SENTENCE, firstVoice(speech))).rejects.toThrow(
      'ElevenLabs refused to speak (422: Voice not found.)',
    );
  });

  it('says so when the provider cannot be reached or does not answer in time', async () => {
    const closed = await startFakeSpeechServer();
    await closed.close();
    const unreachable = openAiSpeech({ AI_SPEECH_BASE_URL: closed.baseUrl });
    await expect(unreachable.speak(SENTENCE, firstVoice(unreachable))).rejects.toThrow(
      /could not be reached/,
    );

    fake.delay(2000);
    const slow = openAiSpeech({}, 200);
    const started = performance.now();
    await expect(slow.speak(SENTENCE, firstVoice(slow))).rejects.toThrow(
      'The speech provider did not answer within 0.2 s',
    );
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('stops at once when cancelled, as an AbortError', async () => {
    fake.delay(2000);
    const speech = openAiSpeech();
    const controller = new AbortController();
    const started = performance.now();
    const speaking = speech.speak(SENTENCE, firstVoice(speech), { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(speaking).rejects.toMatchObject({ name: 'AbortError' });
    expect(performance.now() - started).toBeLessThan(1500);
  });
});
