import { z } from 'zod';

// The AI part of the environment. config.ts (the only reader of process.env) merges this shape
// into its schema and calls aiConfigFrom; everything else receives the parsed AiConfig.

export const TEXT_PROVIDERS = ['offline', 'openai-compatible', 'anthropic', 'google'] as const;
export const IMAGE_PROVIDERS = ['offline', 'openai-compatible'] as const;

export type TextProvider = (typeof TEXT_PROVIDERS)[number];
export type ImageProvider = (typeof IMAGE_PROVIDERS)[number];

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

/** Which engine serves each capability. Speech and music stay offline until their issues. */
export type AiConfig = { text: AiTextConfig; image: AiImageConfig };

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
};

type AiEnv = z.output<z.ZodObject<typeof aiEnvShape>>;

export type AiConfigResult = { ok: true; ai: AiConfig } | { ok: false; problems: string[] };

/** Checks that each provider has what it needs, and that nothing is set for an unused one. */
export function aiConfigFrom(env: AiEnv): AiConfigResult {
  const problems = [...textProblems(env), ...imageProblems(env)];
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, ai: { text: textConfig(env), image: imageConfig(env) } };
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
