import { generateText } from 'ai';
import type { ChatCompletionResult } from '@storyloom/contracts';
import { offlineReply, type CharacterSheet } from '../../engines/chat/index.js';
import { createTextModel } from '../../platform/ai/models.js';
import { AppError } from '../../platform/http/app-error.js';
import type { OperationsDeps } from './operations-deps.js';

const PROVIDER_TIMEOUT_MS = 30_000;
const REPLY_TOKENS = 300;

/** Who answers a test prompt when text runs offline: a plain helper, no family's character. */
const DIAGNOSTICS_SHEET: CharacterSheet = {
  name: 'Storyloom',
  description: 'A friendly helper who answers the operator’s test message.',
  knowledge: [],
  stories: [],
  companions: [],
  language: 'en',
};

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * Sends one test prompt to the configured text model (or the offline chat engine) and answers
 * the reply, how long it took and what it used, so an operator sees that text generation works.
 * A provider's refusal is answered as a 502 naming the provider's message (operators only).
 */
export async function testChatCompletion(
  { config }: Pick<OperationsDeps, 'config'>,
  input: { prompt: string; fast: boolean },
): Promise<Omit<ChatCompletionResult, 'traceId'>> {
  const text = config.ai.text;
  const model = createTextModel(config.ai, { fast: input.fast });
  const started = performance.now();
  if (!model) {
    const reply = await offlineReply({
      sheet: DIAGNOSTICS_SHEET,
      history: [],
      childMessage: input.prompt,
      seed: 'diagnostics',
    });
    // The offline engine has no tokens; its words are counted instead (docs/operations.md).
    const inputTokens = words(input.prompt);
    const outputTokens = words(reply.text);
    return {
      provider: 'offline',
      model: 'offline-chat',
      reply: reply.text,
      latencyMs: elapsed(started),
      usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens },
    };
  }
  try {
    const result = await generateText({
      model,
      prompt: input.prompt,
      maxOutputTokens: REPLY_TOKENS,
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    return {
      provider: text.provider,
      model: model.modelId,
      reply: result.text,
      latencyMs: elapsed(started),
      usage: {
        inputTokens: result.usage.inputTokens ?? null,
        outputTokens: result.usage.outputTokens ?? null,
        totalTokens: result.usage.totalTokens ?? null,
      },
    };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new AppError(
      'provider_failed',
      `The text provider (${text.provider}) failed: ${message.slice(0, 500)}`,
      502,
      {},
      true,
    );
  }
}

const elapsed = (started: number) => Math.round((performance.now() - started) * 10) / 10;
