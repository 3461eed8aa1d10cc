import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { StoryResult } from '@storyloom/contracts';
import { loadConfig } from '../../../config.js';
import {
  spokenText,
  startFakeSpeechServer,
  type FakeSpeechServer,
} from '../../../platform/ai/fake-speech-server.test-support.js';
import {
  decodeMp3,
  ENGLISH_PAGES,
  SPANISH_PAGES,
} from '../../../engines/narrator/narrator.test-support.js';
import { makeAudiobook } from './make-audiobook.js';
import { findAudiobookVoice, speechWorkMaker } from './make-provider-audiobook.js';
import type { WorkSource, WorkTools } from './story-works.js';

let fake: FakeSpeechServer;

beforeAll(async () => {
  fake = await startFakeSpeechServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const configuredMaker = (voices = 'Nova=nova:en,Luna=shimmer:es') => {
  const { ai } = loadConfig({
    AI_SPEECH_PROVIDER: 'elevenlabs',
    AI_SPEECH_BASE_URL: fake.origin,
    AI_SPEECH_API_KEY: 'xi-secret-key',
    AI_SPEECH_VOICES: voices,
  });
  const maker = speechWorkMaker(ai);
  if (!maker) throw new Error('expected a provider maker');
  return maker;
};

function sourceOf(language: StoryResult['language'], voiceId?: string): WorkSource {
  const pages = language === 'en' ? ENGLISH_PAGES : SPANISH_PAGES;
  return {
    sourceArtifactId: 'story-1',
    story: {
      title: language === 'en' ? 'Pip and the Lost Button' : 'Pip y el botón perdido',
      language,
      pages: pages.map((text) => ({ text, characters: [], location: null, illustration: '' })),
    },
    elements: [],
    age: 5,
    options: voiceId ? { voiceId } : {},
  };
}

/** Tools as the work job gives them, keeping stored files and progress in memory. */
function recordingTools() {
  const stored = new Map<string, Buffer>();
  const stages: string[] = [];
  const tools: WorkTools = {
    signal: new AbortController().signal,
    progress: async (stage) => {
      stages.push(stage);
    },
    store: async (fileName, bytes) => {
      stored.set(fileName, bytes);
      return `users-test/ava/stories/w1/${fileName}`;
    },
  };
  return { tools, stored, stages };
}

describe('the speech provider audiobook maker', { timeout: 30_000 }, () => {
  it('is not there when speech is offline', () => {
    expect(speechWorkMaker(loadConfig({}).ai)).toBeNull();
  });

  it('reads the story in the chosen provider voice, a chapter per page', async () => {
    const { tools, stored, stages } = recordingTools();
    const result = await configuredMaker()(sourceOf('es', 'elevenlabs-luna'), tools);
    expect(result.voiceId).toBe('elevenlabs-luna');
    expect(result.chapters.map((chapter) => chapter.title)).toEqual([
      'Pip y el botón perdido',
      'Página 1',
      'Página 2',
      'Página 3',
    ]);
    expect(result.mp3).toBe('users-test/ava/stories/w1/audiobook.mp3');
    expect(
      fake.requests.every((request) => request.path.startsWith('/v1/text-to-speech/shimmer?')),
    ).toBe(true);
    expect(fake.requests.map(spokenText)[0]).toBe('Pip y el botón perdido');
    const audio = await decodeMp3(stored.get('audiobook.mp3') ?? Buffer.alloc(0));
    expect(audio.durationSeconds).toBeCloseTo(result.durationSeconds, 0);
    expect(stages[0]).toBe('planning');
    expect(stages).toContain('narrating');
    expect(stages.at(-1)).toBe('finishing');
  });

  it("reads in the provider's voice for the story's language when none is chosen", async () => {
    const { tools } = recordingTools();
    const result = await configuredMaker()(sourceOf('en'), tools);
    expect(result.voiceId).toBe('elevenlabs-nova');
    expect(fake.requests.length).toBe(4);
  });

  it('reads offline when an offline voice is chosen, or the provider has none for the language', async () => {
    const chosen = await configuredMaker()(sourceOf('en', 'en-bright'), recordingTools().tools);
    expect(chosen.voiceId).toBe('en-bright');
    const englishOnly = configuredMaker('Nova=nova:en');
    const spanish = await englishOnly(sourceOf('es'), recordingTools().tools);
    expect(spanish.voiceId).toBe('es-warm');
    expect(fake.requests).toHaveLength(0);
  });

  it("knows the provider's voices besides the offline ones, and no others", () => {
    const maker = configuredMaker();
    expect(findAudiobookVoice(maker, 'elevenlabs-nova')?.provider).toBe('elevenlabs');
    expect(findAudiobookVoice(maker, 'en-warm')?.provider).toBe('espeak');
    expect(findAudiobookVoice(maker, 'elevenlabs-rachel')).toBeUndefined();
    expect(findAudiobookVoice(makeAudiobook, 'en-warm')?.provider).toBe('espeak');
    expect(findAudiobookVoice(makeAudiobook, 'elevenlabs-nova')).toBeUndefined();
  });
});
