import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { voiceSampleListSchema } from '@storyloom/contracts';
import { loadConfig } from '../../config.js';
import {
  FAKE_SAMPLE_RATE,
  spokenText,
  startFakeSpeechServer,
  type FakeSpeechServer,
} from '../../platform/ai/fake-speech-server.test-support.js';
import {
  createProviderSpeech,
  SpeechProviderError,
  type ProviderSpeech,
} from './provider-speech.js';
import { LocalFolderStorage } from '../../platform/storage/local-folder-storage.js';
import { UrlSigner } from '../../platform/storage/url-signer.js';
import { narrateBook, type BookSpeaker } from './narrate-book.js';
import { tidyForSpeech } from './speech-text.js';
import { findNarratorVoice, listNarratorVoices } from './narrator-voices.js';
import { decodeMp3, ENGLISH_PAGES, loudness, SPEECH_LOUDNESS } from './narrator.test-support.js';
import { createVoiceSampleCache, providerSampleKey, SAMPLE_TEXT } from './voice-samples.js';

const TITLE = 'Pip and the Lost Button';

let fake: FakeSpeechServer;
let speech: ProviderSpeech;

beforeAll(async () => {
  fake = await startFakeSpeechServer();
  const { ai } = loadConfig({
    AI_SPEECH_PROVIDER: 'openai-compatible',
    AI_SPEECH_BASE_URL: fake.baseUrl,
    AI_SPEECH_MODEL: 'tts-1',
    AI_SPEECH_API_KEY: 'sk-secret-key',
    AI_SPEECH_VOICES: 'Nova=nova:en,Luna=shimmer:es',
  });
  const made = createProviderSpeech(ai.speech);
  if (!made) throw new Error('expected a speech provider');
  speech = made;
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.succeed();
  fake.delay(0);
});

function novaSpeaker(): BookSpeaker {
  const found = findNarratorVoice('openai-nova', speech);
  if (!found || found.provider === 'espeak') throw new Error('expected the Nova voice');
  const voice = found.voice;
  return {
    language: voice.language,
    speak: (text, { signal }) => speech.speak(text, voice, { signal }),
  };
}

describe('a book read by a speech provider', { timeout: 30_000 }, () => {
  it('has the title and one chapter per page, end to end, and an MP3 that plays', async () => {
    const book = await narrateBook({ title: TITLE, pages: ENGLISH_PAGES, speaker: novaSpeaker() });
    expect(book.chapters.map((chapter) => chapter.title)).toEqual([
      TITLE,
      'Page 1',
      'Page 2',
      'Page 3',
    ]);
    let expectedStart = 0;
    for (const chapter of book.chapters) {
      expect(chapter.startSeconds).toBeCloseTo(expectedStart, 9);
      expect(chapter.durationSeconds).toBeGreaterThan(0);
      expectedStart += chapter.durationSeconds;
    }
    expect(expectedStart).toBeCloseTo(book.durationSeconds, 9);
    // One request per chapter, each with that chapter's words.
    expect(fake.requests.map(spokenText)).toEqual([
      TITLE,
      ...ENGLISH_PAGES.map((page) => tidyForSpeech(page, 'en')),
    ]);
    expect(fake.requests.map(spokenText).join(' ')).not.toContain('🌳');

    const audio = await decodeMp3(book.mp3);
    expect(audio.sampleRate).toBe(FAKE_SAMPLE_RATE);
    expect(audio.durationSeconds - book.durationSeconds).toBeGreaterThanOrEqual(0);
    expect(audio.durationSeconds - book.durationSeconds).toBeLessThan(0.15);
    for (const chapter of book.chapters) {
      const start = chapter.startSeconds;
      expect(loudness(audio, start + 0.1, start + 0.5)).toBeGreaterThan(SPEECH_LOUDNESS);
    }
  });

  it('is longer for a longer story', async () => {
    const short = await narrateBook({ title: TITLE, pages: ENGLISH_PAGES, speaker: novaSpeaker() });
    const long = await narrateBook({
      title: TITLE,
      pages: [...ENGLISH_PAGES, ...ENGLISH_PAGES],
      speaker: novaSpeaker(),
    });
    expect(long.chapters).toHaveLength(7);
    expect(long.durationSeconds).toBeGreaterThan(short.durationSeconds * 1.5);
  });

  it("fails with the provider's error, never its key", async () => {
    fake.fail(429, { error: { message: 'Rate limit reached' } });
    const reading = narrateBook({ title: TITLE, pages: ENGLISH_PAGES, speaker: novaSpeaker() });
    const error: unknown = await reading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpeechProviderError);
    expect(String(error)).toContain('429: Rate limit reached');
    expect(String(error)).not.toContain('sk-secret-key');
  });

  it('stops when cancelled, without asking for the rest of the book', async () => {
    const controller = new AbortController();
    const reading = narrateBook({
      title: TITLE,
      pages: Array.from({ length: 10 }, () => ENGLISH_PAGES.join(' ')),
      speaker: novaSpeaker(),
      signal: controller.signal,
      onProgress: ({ done }) => {
        if (done === 2) controller.abort();
      },
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(fake.requests).toHaveLength(2);
  });
});

describe("the provider's voices", { timeout: 30_000 }, () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'storyloom-samples-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('join the offline voices in the list, each with its sample path', () => {
    const voices = voiceSampleListSchema.parse(listNarratorVoices(speech));
    expect(voices.filter((voice) => voice.provider === 'espeak').length).toBeGreaterThan(0);
    expect(voices.filter((voice) => voice.provider !== 'espeak')).toEqual([
      {
        id: 'openai-nova',
        name: 'Nova',
        language: 'en',
        provider: 'openai-compatible',
        sampleUrl: '/audiobook/voice-samples/openai-nova.mp3',
      },
      {
        id: 'openai-luna',
        name: 'Luna',
        language: 'es',
        provider: 'openai-compatible',
        sampleUrl: '/audiobook/voice-samples/openai-luna.mp3',
      },
    ]);
    expect(listNarratorVoices(null).every((voice) => voice.provider === 'espeak')).toBe(true);
    expect(findNarratorVoice('openai-onyx', speech)).toBeUndefined();
    expect(findNarratorVoice('openai-nova', null)).toBeUndefined();
  });

  it('speak their sample once, keep it in storage, and share one synthesis', async () => {
    const files = new LocalFolderStorage(root, new UrlSigner('test-secret'), '/api/files');
    const samples = createVoiceSampleCache({ speech, files });
    const [first, together] = await Promise.all([
      samples.get('openai-luna'),
      samples.get('openai-luna'),
    ]);
    expect(fake.requests.map(spokenText)).toEqual([SAMPLE_TEXT.es]);
    expect(together?.equals(first ?? Buffer.alloc(0))).toBe(true);
    const audio = await decodeMp3(first ?? Buffer.alloc(0));
    expect(audio.durationSeconds).toBeGreaterThan(1);

    const voice = speech.voices.find((candidate) => candidate.id === 'openai-luna');
    const key = voice ? providerSampleKey(speech, voice) : '';
    expect(key).toMatch(
      /^system-[a-z]+\/voice-samples\/openai-compatible\/openai-luna-[0-9a-f]+\.mp3$/,
    );
    expect((await files.get(key))?.equals(first ?? Buffer.alloc(0))).toBe(true);

    // Another process (a fresh cache) finds it in storage and pays nothing.
    const again = await createVoiceSampleCache({ speech, files }).get('openai-luna');
    expect(again?.equals(first ?? Buffer.alloc(0))).toBe(true);
    expect(fake.requests).toHaveLength(1);
  });

  it('try again after a failed sample rather than keeping the failure', async () => {
    const files = new LocalFolderStorage(root, new UrlSigner('test-secret'), '/api/files');
    const samples = createVoiceSampleCache({ speech, files });
    fake.fail(500, { error: { message: 'overloaded' } });
    await expect(samples.get('openai-nova')).rejects.toThrow(/500: overloaded/);
    fake.succeed();
    const mp3 = await samples.get('openai-nova');
    expect(mp3?.length).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(2);
  });

  it('have no sample for a voice that is not configured', () => {
    expect(createVoiceSampleCache({ speech }).get('openai-onyx')).toBeNull();
    expect(createVoiceSampleCache().get('openai-nova')).toBeNull();
  });
});
