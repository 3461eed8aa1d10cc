import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogle } from '@ai-sdk/google';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { wrapImageModel, wrapLanguageModel, type ImageModel, type LanguageModel } from 'ai';
import type { AiConfig } from './ai-config.js';
import { tracedImageMiddleware, tracedTextMiddleware } from './traced-models.js';

/** An AI SDK language model object (never a gateway model id string). */
export type TextModel = Exclude<LanguageModel, string>;
export type PictureModel = Exclude<ImageModel, string>;

/**
 * The configured text model, or null when text is served by the offline engines. `fast` picks
 * AI_TEXT_FAST_MODEL when one is set (the client asked UseFastModel, or a small task).
 */
export function createTextModel(ai: AiConfig, options: { fast?: boolean } = {}): TextModel | null {
  const model = providerTextModel(ai, options);
  // Each call becomes a span of the running request's or job's trace (docs/operations.md).
  return model && wrapLanguageModel({ model, middleware: tracedTextMiddleware });
}

function providerTextModel(ai: AiConfig, { fast = false }): TextModel | null {
  const text = ai.text;
  if (text.provider === 'offline') return null;
  const modelId = (fast ? text.fastModel : undefined) ?? text.model;
  switch (text.provider) {
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        // Checked by the configuration: openai-compatible always has a base URL.
        baseURL: text.baseUrl ?? '',
        apiKey: text.apiKey,
        // Ollama, vLLM, LM Studio and OpenAI all accept a JSON schema as response_format.
        supportsStructuredOutputs: true,
      }).chatModel(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey: text.apiKey, baseURL: text.baseUrl })(modelId);
    case 'google':
      return createGoogle({ apiKey: text.apiKey, baseURL: text.baseUrl })(modelId);
  }
}

/** The configured picture model, or null when pictures are drawn by the offline illustrator. */
export function createImageModel(ai: AiConfig): PictureModel | null {
  const image = ai.image;
  if (image.provider === 'offline') return null;
  const model = createOpenAICompatible({
    name: 'openai-compatible',
    baseURL: image.baseUrl,
    apiKey: image.apiKey,
  }).imageModel(image.model);
  return wrapImageModel({ model, middleware: tracedImageMiddleware });
}
