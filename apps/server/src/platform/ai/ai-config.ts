import { STORY_LANGUAGES } from '@storyloom/contracts';
import { z } from 'zod';

// The AI part of the environment. config.ts (the only reader of process.env) merges this shape
// into its schema and calls aiConfigFrom; everything else receives the parsed AiConfig.

export const TEXT_PROVIDERS = ['offline', 'openai-compatible', 'anthropic', 'google'] as const;
export const IMAGE_PROVIDERS = ['offline', 'openai-compatible'] as const;
export const SPEECH_PROVIDER_SETTINGS = ['offline', 'openai-compatible', 'elevenlabs'] as const;
/** 'http': a music service that plays a song's MIDI (the protocol is in provider-music.ts). */
export const MUSIC_PROVIDERS = ['offline', 'http'] as const;

export type TextProvider = (typeof TEXT_PROVIDERS)[number];
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];
type StoryLanguage = (typeof STORY_LANGUAGES)[number];
export type HostedSpeechProvider = Exclude<(typeof SPEECH_PROVIDER_SETTINGS)[number], 'offline'>;

export type AiTextConfig =
  | { provider: 'offline' }
  | {
      provider: Exclude<TextProvider, 'offline'>;
      model: string;
      /** A cheaper, quicker model for callers that ask for speed (UseFastModel); else `model`. */
      fastModel: string | undefined;
      /** Required for openai-compatible; optional (a proxy) for Anthropic and Google. */
      baseUrl: string | undefined;
      apiKey: string | undefined;
    };

export type AiImageConfig =
  | { provider: 'offline' }
  | { provider: 'openai-compatible'; model: string; baseUrl: string; apiKey: string | undefined };

/** One voice of a speech provider, as AI_SPEECH_VOICES names it. */
export type SpeechVoiceSetting = {
  /** Our voice id, `{provider short name}-{slug of name}`: what audiobooks and the picker use. */
  id: string;
  name: string;
  /** The provider's own voice ('nova', or an ElevenLabs voice id). */
  providerVoiceId: string;
  language: StoryLanguage;
};

export type AiSpeechConfig =
  | { provider: 'offline' }
  | {
      provider: HostedSpeechProvider;
      model: string;
      baseUrl: string;
      apiKey: string | undefined;
      voices: SpeechVoiceSetting[];
    };

export type AiMusicConfig =
  { provider: 'offline' } | { provider: 'http'; baseUrl: string; apiKey: string | undefined };

/** An OpenAI-compatible moderation service (POST {baseUrl}/moderations), used with our checks. */
export type AiModerationConfig = {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** How long a chat waits for a verdict before it goes on with the built-in check alone. */
  timeoutMs: number;
};

/** An OpenAI-compatible transcription service (POST {baseUrl}/audio/transcriptions) for calls. */
export type AiTranscriptionConfig = { baseUrl: string; apiKey: string | undefined; model: string };

export const TRANSCRIPTION_DEFAULT_MODEL = 'whisper-1';

export const MODERATION_DEFAULT_MODEL = 'omni-moderation-latest';
export const MODERATION_DEFAULT_TIMEOUT_MS = 3000;

/**
 * Which engine serves each capability. `speech` and `music` may be absent (configurations built
 * before those providers existed): absent means offline.
 */
export type AiConfig = {
  text: AiTextConfig;
  image: AiImageConfig;
  speech?: AiSpeechConfig;
  music?: AiMusicConfig;
  /** The chat's moderation service, in addition to the built-in check; absent means none. */
  moderation?: AiModerationConfig;
  /** Free-form recognition of a call's speech; absent means the offline grammar (or the browser). */
  transcription?: AiTranscriptionConfig;
};

/** The short name that prefixes a provider's voice ids (`openai-nova`, `elevenlabs-rachel`). */
export const SPEECH_VOICE_PREFIX: Record<HostedSpeechProvider, string> = {
  'openai-compatible': 'openai',
  elevenlabs: 'elevenlabs',
};

export const ELEVENLABS_DEFAULT_BASE_URL = 'https://api.elevenlabs.io';
export const ELEVENLABS_DEFAULT_MODEL = 'eleven_multilingual_v2';

const optionalText = z.string().trim().min(1).optional();
const optionalHttpUrl = z
  .url({ protocol: /^https?$/, message: 'must be an http(s) URL' })
  .transform((url) => url.replace(/\/+$/, ''))
  .optional();

export const aiEnvShape = {
  AI_TEXT_PROVIDER: z.enum(TEXT_PROVIDERS).default('offline'),
  AI_TEXT_MODEL: optionalText,
  AI_TEXT_FAST_MODEL: optionalText,
  AI_TEXT_BASE_URL: optionalHttpUrl,
  AI_TEXT_API_KEY: optionalText,
  AI_IMAGE_PROVIDER: z.enum(IMAGE_PROVIDERS).default('offline'),
  AI_IMAGE_MODEL: optionalText,
  AI_IMAGE_BASE_URL: optionalHttpUrl,
  AI_IMAGE_API_KEY: optionalText,
  AI_SPEECH_PROVIDER: z.enum(SPEECH_PROVIDER_SETTINGS).default('offline'),
  AI_SPEECH_MODEL: optionalText,
  AI_SPEECH_BASE_URL: optionalHttpUrl,
  AI_SPEECH_API_KEY: optionalText,
  AI_SPEECH_VOICES: optionalText,
  AI_MUSIC_PROVIDER: z.enum(MUSIC_PROVIDERS).default('offline'),
  AI_MUSIC_BASE_URL: optionalHttpUrl,
  AI_MUSIC_API_KEY: optionalText,
  AI_MODERATION_BASE_URL: optionalHttpUrl,
  AI_MODERATION_API_KEY: optionalText,
  AI_MODERATION_MODEL: optionalText,
  AI_MODERATION_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).optional(),
  AI_TRANSCRIPTION_BASE_URL: optionalHttpUrl,
  AI_TRANSCRIPTION_API_KEY: optionalText,
  AI_TRANSCRIPTION_MODEL: optionalText,
};

type AiEnv = z.output<z.ZodObject<typeof aiEnvShape>>;

export type AiConfigResult = { ok: true; ai: AiConfig } | { ok: false; problems: string[] };

/** Checks that each provider has what it needs, and that nothing is set for an unused one. */
export function aiConfigFrom(env: AiEnv): AiConfigResult {
  const speech = speechFrom(env);
  const problems = [
    ...textProblems(env),
    ...imageProblems(env),
    ...speech.problems,
    ...musicProblems(env),
    ...moderationProblems(env),
    ...transcriptionProblems(env),
  ];
  if (problems.length > 0 || !speech.config) return { ok: false, problems };
  return {
    ok: true,
    ai: {
      text: textConfig(env),
      image: imageConfig(env),
      speech: speech.config,
      music: musicConfig(env),
      ...(env.AI_MODERATION_BASE_URL
        ? {
            moderation: {
              baseUrl: env.AI_MODERATION_BASE_URL,
              apiKey: env.AI_MODERATION_API_KEY,
              model: env.AI_MODERATION_MODEL ?? MODERATION_DEFAULT_MODEL,
              timeoutMs: env.AI_MODERATION_TIMEOUT_MS ?? MODERATION_DEFAULT_TIMEOUT_MS,
            },
          }
        : {}),
      ...(env.AI_TRANSCRIPTION_BASE_URL
        ? {
            transcription: {
              baseUrl: env.AI_TRANSCRIPTION_BASE_URL,
              apiKey: env.AI_TRANSCRIPTION_API_KEY,
              model: env.AI_TRANSCRIPTION_MODEL ?? TRANSCRIPTION_DEFAULT_MODEL,
            },
          }
        : {}),
    },
  };
}

/** A transcription key or model without the service's address is a forgotten setting. */
function transcriptionProblems(env: AiEnv): string[] {
  if (env.AI_TRANSCRIPTION_BASE_URL) return [];
  return (
    [
      ['AI_TRANSCRIPTION_API_KEY', env.AI_TRANSCRIPTION_API_KEY],
      ['AI_TRANSCRIPTION_MODEL', env.AI_TRANSCRIPTION_MODEL],
    ] as const
  )
    .filter(([, value]) => value !== undefined)
    .map(
      ([name]) =>
        `${name}: set only for a transcription service; set AI_TRANSCRIPTION_BASE_URL too, or remove ${name}`,
    );
}

/** A moderation key, model or timeout without the service's address is a forgotten setting. */
function moderationProblems(env: AiEnv): string[] {
  if (env.AI_MODERATION_BASE_URL) return [];
  return (
    [
      ['AI_MODERATION_API_KEY', env.AI_MODERATION_API_KEY],
      ['AI_MODERATION_MODEL', env.AI_MODERATION_MODEL],
      ['AI_MODERATION_TIMEOUT_MS', env.AI_MODERATION_TIMEOUT_MS],
    ] as const
  )
    .filter(([, value]) => value !== undefined)
    .map(
      ([name]) =>
        `${name}: set only for a moderation service; set AI_MODERATION_BASE_URL too, or remove ${name}`,
    );
}

function musicProblems(env: AiEnv): string[] {
  if (env.AI_MUSIC_PROVIDER === 'offline') {
    return strayProblems('AI_MUSIC_PROVIDER', [
      ['AI_MUSIC_BASE_URL', env.AI_MUSIC_BASE_URL],
      ['AI_MUSIC_API_KEY', env.AI_MUSIC_API_KEY],
    ]);
  }
  return env.AI_MUSIC_BASE_URL
    ? []
    : ['AI_MUSIC_BASE_URL: required with AI_MUSIC_PROVIDER=http (where the music service listens)'];
}

function musicConfig(env: AiEnv): AiMusicConfig {
  if (env.AI_MUSIC_PROVIDER === 'offline' || !env.AI_MUSIC_BASE_URL) return { provider: 'offline' };
  return { provider: 'http', baseUrl: env.AI_MUSIC_BASE_URL, apiKey: env.AI_MUSIC_API_KEY };
}

function textProblems(env: AiEnv): string[] {
  const provider = env.AI_TEXT_PROVIDER;
  if (provider === 'offline') {
    return strayProblems('AI_TEXT_PROVIDER', [
      ['AI_TEXT_MODEL', env.AI_TEXT_MODEL],
      ['AI_TEXT_FAST_MODEL', env.AI_TEXT_FAST_MODEL],
      ['AI_TEXT_BASE_URL', env.AI_TEXT_BASE_URL],
      ['AI_TEXT_API_KEY', env.AI_TEXT_API_KEY],
    ]);
  }
  const problems: string[] = [];
  if (!env.AI_TEXT_MODEL) {
    problems.push(`AI_TEXT_MODEL: required with AI_TEXT_PROVIDER=${provider} (the model's name)`);
  }
  if (provider === 'openai-compatible' && !env.AI_TEXT_BASE_URL) {
    problems.push(
      'AI_TEXT_BASE_URL: required with AI_TEXT_PROVIDER=openai-compatible ' +
        '(for example http://127.0.0.1:11434/v1 for Ollama, https://api.openai.com/v1 for OpenAI)',
    );
  }
  if ((provider === 'anthropic' || provider === 'google') && !env.AI_TEXT_API_KEY) {
    problems.push(`AI_TEXT_API_KEY: required with AI_TEXT_PROVIDER=${provider}`);
  }
  return problems;
}

function imageProblems(env: AiEnv): string[] {
  if (env.AI_IMAGE_PROVIDER === 'offline') {
    return strayProblems('AI_IMAGE_PROVIDER', [
      ['AI_IMAGE_MODEL', env.AI_IMAGE_MODEL],
      ['AI_IMAGE_BASE_URL', env.AI_IMAGE_BASE_URL],
      ['AI_IMAGE_API_KEY', env.AI_IMAGE_API_KEY],
    ]);
  }
  const problems: string[] = [];
  if (!env.AI_IMAGE_MODEL) {
    problems.push('AI_IMAGE_MODEL: required with AI_IMAGE_PROVIDER=openai-compatible');
  }
  if (!env.AI_IMAGE_BASE_URL) {
    problems.push(
      'AI_IMAGE_BASE_URL: required with AI_IMAGE_PROVIDER=openai-compatible ' +
        '(for example https://api.openai.com/v1)',
    );
  }
  return problems;
}

/** Speech: what is wrong, or the parsed configuration when nothing is. */
function speechFrom(env: AiEnv): { problems: string[]; config: AiSpeechConfig | null } {
  const provider = env.AI_SPEECH_PROVIDER;
  if (provider === 'offline') {
    const problems = strayProblems('AI_SPEECH_PROVIDER', [
      ['AI_SPEECH_MODEL', env.AI_SPEECH_MODEL],
      ['AI_SPEECH_BASE_URL', env.AI_SPEECH_BASE_URL],
      ['AI_SPEECH_API_KEY', env.AI_SPEECH_API_KEY],
      ['AI_SPEECH_VOICES', env.AI_SPEECH_VOICES],
    ]);
    return { problems, config: problems.length > 0 ? null : { provider: 'offline' } };
  }
  const problems: string[] = [];
  const model =
    env.AI_SPEECH_MODEL ?? (provider === 'elevenlabs' ? ELEVENLABS_DEFAULT_MODEL : undefined);
  if (!model) {
    problems.push(
      'AI_SPEECH_MODEL: required with AI_SPEECH_PROVIDER=openai-compatible ' +
        '(for example gpt-4o-mini-tts or tts-1)',
    );
  }
  const baseUrl =
    env.AI_SPEECH_BASE_URL ?? (provider === 'elevenlabs' ? ELEVENLABS_DEFAULT_BASE_URL : undefined);
  if (!baseUrl) {
    problems.push(
      'AI_SPEECH_BASE_URL: required with AI_SPEECH_PROVIDER=openai-compatible ' +
        '(for example https://api.openai.com/v1)',
    );
  }
  if (provider === 'elevenlabs' && !env.AI_SPEECH_API_KEY) {
    problems.push('AI_SPEECH_API_KEY: required with AI_SPEECH_PROVIDER=elevenlabs');
  }
  const voices = speechVoicesFrom(provider, env.AI_SPEECH_VOICES);
  problems.push(...voices.problems);
  if (problems.length > 0 || !model || !baseUrl) return { problems, config: null };
  return {
    problems,
    config: { provider, model, baseUrl, apiKey: env.AI_SPEECH_API_KEY, voices: voices.voices },
  };
}

const VOICES_EXAMPLE: Record<HostedSpeechProvider, string> = {
  'openai-compatible': 'Nova=nova:en,Alloy=alloy:en',
  elevenlabs: 'Rachel=21m00Tcm4TlvDq8ikWAM:en',
};

/** Our voice ids must satisfy the contracts' voiceIdSchema (at most 63 characters). */
const MAX_VOICE_ID_LENGTH = 63;

/** 'Señora Luna' -> 'senora-luna': letters and digits without accents, dashes between words. */
export const voiceSlug = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * AI_SPEECH_VOICES: `name=providerVoiceId:language` separated by commas. The provider's voice id
 * is everything between '=' and the last ':', so ids containing ':' still work.
 */
function speechVoicesFrom(
  provider: HostedSpeechProvider,
  setting: string | undefined,
): { problems: string[]; voices: SpeechVoiceSetting[] } {
  const variable = 'AI_SPEECH_VOICES';
  if (!setting) {
    return {
      problems: [
        `${variable}: required with AI_SPEECH_PROVIDER=${provider}, as name=voice:language ` +
          `separated by commas (for example ${VOICES_EXAMPLE[provider]})`,
      ],
      voices: [],
    };
  }
  const problems: string[] = [];
  const voices: SpeechVoiceSetting[] = [];
  for (const entry of setting.split(',').map((part) => part.trim())) {
    const match = /^([^=]+)=(.+):([^:]*)$/.exec(entry);
    const name = match?.[1]?.trim() ?? '';
    const providerVoiceId = match?.[2]?.trim() ?? '';
    const language = match?.[3]?.trim() ?? '';
    if (!match || !name || !providerVoiceId) {
      problems.push(
        `${variable}: '${entry}' is not name=voice:language (for example ${VOICES_EXAMPLE[provider]})`,
      );
      continue;
    }
    if (!isStoryLanguage(language)) {
      problems.push(
        `${variable}: '${entry}' has language '${language}'; use one of ${STORY_LANGUAGES.join(', ')}`,
      );
      continue;
    }
    const slug = voiceSlug(name);
    const id = `${SPEECH_VOICE_PREFIX[provider]}-${slug}`;
    if (!slug || id.length > MAX_VOICE_ID_LENGTH) {
      problems.push(
        `${variable}: '${entry}' needs a name with letters or digits, at most ` +
          `${MAX_VOICE_ID_LENGTH - SPEECH_VOICE_PREFIX[provider].length - 1} of them`,
      );
      continue;
    }
    if (voices.some((voice) => voice.id === id)) {
      problems.push(`${variable}: two voices are named '${name}'; give each voice its own name`);
      continue;
    }
    voices.push({ id, name, providerVoiceId, language });
  }
  return { problems, voices };
}

const isStoryLanguage = (value: string): value is StoryLanguage =>
  (STORY_LANGUAGES as readonly string[]).includes(value);

// A model or key without a provider is almost always a forgotten AI_*_PROVIDER: say so rather
// than quietly telling stories offline.
function strayProblems(providerVariable: string, settings: [string, unknown][]): string[] {
  return settings
    .filter(([, value]) => value !== undefined)
    .map(
      ([name]) =>
        `${name}: set only for an AI provider; set ${providerVariable} too, or remove ${name}`,
    );
}

function textConfig(env: AiEnv): AiTextConfig {
  if (env.AI_TEXT_PROVIDER === 'offline' || !env.AI_TEXT_MODEL) return { provider: 'offline' };
  return {
    provider: env.AI_TEXT_PROVIDER,
    model: env.AI_TEXT_MODEL,
    fastModel: env.AI_TEXT_FAST_MODEL,
    baseUrl: env.AI_TEXT_BASE_URL,
    apiKey: env.AI_TEXT_API_KEY,
  };
}

function imageConfig(env: AiEnv): AiImageConfig {
  if (env.AI_IMAGE_PROVIDER === 'offline' || !env.AI_IMAGE_MODEL || !env.AI_IMAGE_BASE_URL) {
    return { provider: 'offline' };
  }
  return {
    provider: 'openai-compatible',
    model: env.AI_IMAGE_MODEL,
    baseUrl: env.AI_IMAGE_BASE_URL,
    apiKey: env.AI_IMAGE_API_KEY,
  };
}
