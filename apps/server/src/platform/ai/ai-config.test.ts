import { describe, expect, it } from 'vitest';
import { voiceIdSchema } from '@storyloom/contracts';
import { ConfigError, loadConfig } from '../../config.js';
import { createImageModel, createTextModel } from './models.js';
import { providerEngines } from '../../modules/stories/configured-engines.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('AI configuration', () => {
  it('is offline for text and pictures with nothing set, and builds no model', () => {
    const { ai } = loadConfig({});
    expect(ai).toEqual({
      text: { provider: 'offline' },
      image: { provider: 'offline' },
      speech: { provider: 'offline' },
      music: { provider: 'offline' },
    });
    expect(createTextModel(ai)).toBeNull();
    expect(createImageModel(ai)).toBeNull();
    expect(providerEngines(ai)).toEqual({ storyteller: null, illustrator: null });
  });

  it('treats blank AI variables as unset', () => {
    const { ai } = loadConfig({ AI_TEXT_PROVIDER: '', AI_TEXT_MODEL: ' ', AI_IMAGE_API_KEY: '' });
    expect(ai.text).toEqual({ provider: 'offline' });
  });

  it('reads an OpenAI-compatible server such as Ollama, with a fast model, without a key', () => {
    const { ai } = loadConfig({
      AI_TEXT_PROVIDER: 'openai-compatible',
      AI_TEXT_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_TEXT_MODEL: 'llama3.2',
      AI_TEXT_FAST_MODEL: 'llama3.2:1b',
    });
    expect(ai.text).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://127.0.0.1:11434/v1',
      model: 'llama3.2',
      fastModel: 'llama3.2:1b',
      apiKey: undefined,
    });
    expect(createTextModel(ai)?.modelId).toBe('llama3.2');
    expect(createTextModel(ai, { fast: true })?.modelId).toBe('llama3.2:1b');
  });

  it('falls back to the main model for fast work when no fast model is set', () => {
    const { ai } = loadConfig({
      AI_TEXT_PROVIDER: 'anthropic',
      AI_TEXT_MODEL: 'claude-sonnet-4-5',
      AI_TEXT_API_KEY: 'sk-ant-test',
    });
    expect(ai.text).toMatchObject({ provider: 'anthropic', model: 'claude-sonnet-4-5' });
    expect(createTextModel(ai, { fast: true })?.modelId).toBe('claude-sonnet-4-5');
  });

  it('reads Google for text and an OpenAI-compatible image API for pictures', () => {
    const { ai } = loadConfig({
      AI_TEXT_PROVIDER: 'google',
      AI_TEXT_MODEL: 'gemini-2.5-flash',
      AI_TEXT_API_KEY: 'g-key',
      AI_IMAGE_PROVIDER: 'openai-compatible',
      AI_IMAGE_BASE_URL: 'https://api.openai.com/v1',
      AI_IMAGE_MODEL: 'gpt-image-1',
      AI_IMAGE_API_KEY: 'sk-test',
    });
    expect(createTextModel(ai)?.modelId).toBe('gemini-2.5-flash');
    expect(ai.image).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-image-1',
      apiKey: 'sk-test',
    });
    expect(createImageModel(ai)?.modelId).toBe('gpt-image-1');
    const engines = providerEngines(ai);
    expect(typeof engines.storyteller).toBe('function');
    expect(typeof engines.illustrator).toBe('function');
  });

  it('names what an OpenAI-compatible provider is missing', () => {
    expect(problemsOf({ AI_TEXT_PROVIDER: 'openai-compatible' })).toEqual([
      "AI_TEXT_MODEL: required with AI_TEXT_PROVIDER=openai-compatible (the model's name)",
      expect.stringMatching(/^AI_TEXT_BASE_URL: required .*11434\/v1 for Ollama/),
    ]);
    expect(
      problemsOf({ AI_IMAGE_PROVIDER: 'openai-compatible', AI_IMAGE_MODEL: 'gpt-image-1' }),
    ).toEqual([expect.stringMatching(/^AI_IMAGE_BASE_URL: required/)]);
  });

  it('asks Anthropic and Google for a key and a model', () => {
    expect(problemsOf({ AI_TEXT_PROVIDER: 'anthropic', AI_TEXT_MODEL: 'claude' })).toEqual([
      'AI_TEXT_API_KEY: required with AI_TEXT_PROVIDER=anthropic',
    ]);
    expect(problemsOf({ AI_TEXT_PROVIDER: 'google', AI_TEXT_API_KEY: 'k' })).toEqual([
      "AI_TEXT_MODEL: required with AI_TEXT_PROVIDER=google (the model's name)",
    ]);
  });

  it('refuses a model or key set without its provider, rather than quietly staying offline', () => {
    expect(problemsOf({ AI_TEXT_MODEL: 'llama3.2', AI_IMAGE_API_KEY: 'sk' })).toEqual([
      'AI_TEXT_MODEL: set only for an AI provider; set AI_TEXT_PROVIDER too, or remove AI_TEXT_MODEL',
      'AI_IMAGE_API_KEY: set only for an AI provider; set AI_IMAGE_PROVIDER too, or remove AI_IMAGE_API_KEY',
    ]);
  });

  it('refuses an unknown provider and a base URL that is not http(s)', () => {
    const problems = problemsOf({
      AI_TEXT_PROVIDER: 'openai',
      AI_IMAGE_PROVIDER: 'openai-compatible',
      AI_IMAGE_MODEL: 'm',
      AI_IMAGE_BASE_URL: 'ftp://images.example/v1',
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^AI_TEXT_PROVIDER: /);
    expect(problems[0]).toContain('openai-compatible');
    expect(problems[1]).toBe('AI_IMAGE_BASE_URL: must be an http(s) URL');
  });
});

describe('speech configuration', () => {
  it('reads an OpenAI-compatible speech API with voices named for the picker', () => {
    const { ai } = loadConfig({
      AI_SPEECH_PROVIDER: 'openai-compatible',
      AI_SPEECH_BASE_URL: 'https://api.openai.com/v1/',
      AI_SPEECH_MODEL: 'gpt-4o-mini-tts',
      AI_SPEECH_API_KEY: 'sk-test',
      AI_SPEECH_VOICES: 'Nova=nova:en, Alloy=alloy:en,Señora Luna=shimmer:es',
    });
    expect(ai.speech).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-4o-mini-tts',
      apiKey: 'sk-test',
      voices: [
        { id: 'openai-nova', name: 'Nova', providerVoiceId: 'nova', language: 'en' },
        { id: 'openai-alloy', name: 'Alloy', providerVoiceId: 'alloy', language: 'en' },
        {
          id: 'openai-senora-luna',
          name: 'Señora Luna',
          providerVoiceId: 'shimmer',
          language: 'es',
        },
      ],
    });
    // Our ids are what the contracts accept as a voiceId.
    const voices = ai.speech?.provider === 'openai-compatible' ? ai.speech.voices : [];
    expect(voices.map((voice) => voiceIdSchema.safeParse(voice.id).success)).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('gives ElevenLabs its own API and a multilingual model unless told otherwise', () => {
    const { ai } = loadConfig({
      AI_SPEECH_PROVIDER: 'elevenlabs',
      AI_SPEECH_API_KEY: 'xi-test',
      AI_SPEECH_VOICES: 'Rachel=21m00Tcm4TlvDq8ikWAM:en',
    });
    expect(ai.speech).toEqual({
      provider: 'elevenlabs',
      baseUrl: 'https://api.elevenlabs.io',
      model: 'eleven_multilingual_v2',
      apiKey: 'xi-test',
      voices: [
        {
          id: 'elevenlabs-rachel',
          name: 'Rachel',
          providerVoiceId: '21m00Tcm4TlvDq8ikWAM',
          language: 'en',
        },
      ],
    });
  });

  it('names what a speech provider is missing', () => {
    expect(problemsOf({ AI_SPEECH_PROVIDER: 'openai-compatible' })).toEqual([
      expect.stringMatching(/^AI_SPEECH_MODEL: required .*gpt-4o-mini-tts/),
      expect.stringMatching(/^AI_SPEECH_BASE_URL: required .*api\.openai\.com/),
      expect.stringMatching(/^AI_SPEECH_VOICES: required .*Nova=nova:en/),
    ]);
    expect(
      problemsOf({ AI_SPEECH_PROVIDER: 'elevenlabs', AI_SPEECH_VOICES: 'Rachel=abc:en' }),
    ).toEqual(['AI_SPEECH_API_KEY: required with AI_SPEECH_PROVIDER=elevenlabs']);
  });

  it('explains each voice it cannot read, and refuses two voices with one name', () => {
    const problems = problemsOf({
      AI_SPEECH_PROVIDER: 'elevenlabs',
      AI_SPEECH_API_KEY: 'xi-test',
      AI_SPEECH_VOICES:
        'Rachel,Bella=abc:fr,🦊=def:en,Rachel=ghi:en,Ana María=jkl:es,ana-maria=mno:es',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^AI_SPEECH_VOICES: 'Rachel' is not name=voice:language/),
      "AI_SPEECH_VOICES: 'Bella=abc:fr' has language 'fr'; use one of en, es",
      expect.stringMatching(/^AI_SPEECH_VOICES: '🦊=def:en' needs a name with letters or digits/),
      "AI_SPEECH_VOICES: two voices are named 'ana-maria'; give each voice its own name",
    ]);
  });

  it('refuses speech settings without a speech provider', () => {
    expect(problemsOf({ AI_SPEECH_VOICES: 'Nova=nova:en', AI_SPEECH_API_KEY: 'sk' })).toEqual([
      'AI_SPEECH_API_KEY: set only for an AI provider; set AI_SPEECH_PROVIDER too, or remove AI_SPEECH_API_KEY',
      'AI_SPEECH_VOICES: set only for an AI provider; set AI_SPEECH_PROVIDER too, or remove AI_SPEECH_VOICES',
    ]);
    expect(problemsOf({ AI_SPEECH_PROVIDER: 'google' })[0]).toMatch(/^AI_SPEECH_PROVIDER: /);
  });
});

describe('music configuration', () => {
  it('reads a music service that plays the MIDI, with or without a key', () => {
    const { ai } = loadConfig({
      AI_MUSIC_PROVIDER: 'http',
      AI_MUSIC_BASE_URL: 'http://127.0.0.1:9000/',
      AI_MUSIC_API_KEY: 'k',
    });
    expect(ai.music).toEqual({ provider: 'http', baseUrl: 'http://127.0.0.1:9000', apiKey: 'k' });
  });

  it('asks for the service address, and refuses music settings without a music provider', () => {
    expect(problemsOf({ AI_MUSIC_PROVIDER: 'http' })).toEqual([
      'AI_MUSIC_BASE_URL: required with AI_MUSIC_PROVIDER=http (where the music service listens)',
    ]);
    expect(problemsOf({ AI_MUSIC_BASE_URL: 'http://127.0.0.1:9000' })).toEqual([
      'AI_MUSIC_BASE_URL: set only for an AI provider; set AI_MUSIC_PROVIDER too, or remove AI_MUSIC_BASE_URL',
    ]);
    expect(problemsOf({ AI_MUSIC_PROVIDER: 'suno' })[0]).toMatch(/^AI_MUSIC_PROVIDER/);
  });
});

describe('moderation configuration', () => {
  it('has no moderation service unless its address is set, then a default model and timeout', () => {
    expect(loadConfig({}).ai.moderation).toBeUndefined();
    expect(
      loadConfig({ AI_MODERATION_BASE_URL: 'http://127.0.0.1:9100/v1/' }).ai.moderation,
    ).toEqual({
      baseUrl: 'http://127.0.0.1:9100/v1',
      apiKey: undefined,
      model: 'omni-moderation-latest',
      timeoutMs: 3000,
    });
    const { ai } = loadConfig({
      AI_MODERATION_BASE_URL: 'https://moderation.example/v1',
      AI_MODERATION_API_KEY: 'k',
      AI_MODERATION_MODEL: 'text-moderation-stable',
      AI_MODERATION_TIMEOUT_MS: '500',
    });
    expect(ai.moderation).toMatchObject({
      apiKey: 'k',
      model: 'text-moderation-stable',
      timeoutMs: 500,
    });
  });

  it('refuses moderation settings without the service address, and a timeout that is not a number', () => {
    expect(problemsOf({ AI_MODERATION_API_KEY: 'k' })).toEqual([
      'AI_MODERATION_API_KEY: set only for a moderation service; set AI_MODERATION_BASE_URL too, or remove AI_MODERATION_API_KEY',
    ]);
    expect(
      problemsOf({
        AI_MODERATION_BASE_URL: 'http://127.0.0.1:1',
        AI_MODERATION_TIMEOUT_MS: 'soon',
      })[0],
    ).toMatch(/^AI_MODERATION_TIMEOUT_MS/);
  });
});
