import { streamText, type ModelMessage } from 'ai';
import type { TextModel } from '../../platform/ai/models.js';
import type { ChatEngine } from './chat-port.js';
import { chatSystemPrompt } from './chat-prompt.js';
import { readMessage } from './classifiers.js';
import { sheetLanguage } from './written-language.js';

/** The conversation the model sees: the last few lines are enough to stay on topic. */
const HISTORY_LINES = 12;

/**
 * A character answering through a language model (AI SDK): the rules, the character sheet and
 * the passages most relevant to the message in the system prompt, the recent conversation as
 * messages. Yields the model's text as it streams; a provider failure is thrown (the caller
 * falls back to the offline engine).
 */
export function createProviderChat(model: TextModel): ChatEngine {
  return async function* providerChat(turn, { signal }) {
    const { language } = await readMessage(turn.childMessage, sheetLanguage(turn.sheet));
    const messages: ModelMessage[] = [
      ...turn.history
        .slice(-HISTORY_LINES)
        .map((line): ModelMessage =>
          line.role === 'child'
            ? { role: 'user', content: line.text }
            : { role: 'assistant', content: line.text },
        ),
      { role: 'user', content: turn.childMessage },
    ];
    const result = streamText({
      model,
      system: chatSystemPrompt(turn.sheet, turn.childMessage, language),
      messages,
      abortSignal: signal,
      maxRetries: 1,
      // A failure arrives as an error part below and is the caller's to log, not the console's.
      onError: () => {},
    });
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') yield part.text;
      else if (part.type === 'error') throw part.error;
      else if (part.type === 'abort') throw new Error('the reply was stopped');
    }
  };
}
