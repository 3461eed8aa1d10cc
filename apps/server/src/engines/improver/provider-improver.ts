import { generateText } from 'ai';
import type { TextModel } from '../../platform/ai/models.js';

export type ImproveRequest = {
  field: 'event' | 'goal' | 'challenge' | 'instructions';
  text: string;
  language: 'en' | 'es';
  elementNames: string[];
};

export type DescriptionImprover = (
  request: ImproveRequest,
  options: { signal?: AbortSignal; maxLength: number },
) => Promise<string>;

const FIELD_MEANINGS: Record<ImproveRequest['field'], string> = {
  event: 'what happens in the story (the event that starts it)',
  goal: 'what the characters want to achieve',
  challenge: 'what stands in their way',
  instructions: "the parent's instructions to the storyteller (tone, lesson, things to include)",
};

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const;

export const IMPROVER_SYSTEM_PROMPT = [
  'You help a parent describe a bedtime story for their child.',
  'Improve the description you are given: keep its meaning, make it richer and clearer, kind and',
  'suitable for a small child. Add at most one gentle sensory or feeling detail. Use the names of',
  'the chosen characters and places when they fit. Never add anything frightening or unsuitable.',
  'Answer with the improved description only: no quotes, no preface, at most three sentences.',
].join(' ');

export function improvePrompt(request: ImproveRequest): string {
  return [
    `This description is ${FIELD_MEANINGS[request.field]}.`,
    `Write the improvement in ${LANGUAGE_NAMES[request.language]}.`,
    request.elementNames.length > 0
      ? `The story's chosen characters and places: ${request.elementNames.join(', ')}.`
      : null,
    '',
    'Description:',
    request.text,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}

/** Improves a wizard description with a language model (short: one non-streamed call). */
export function createProviderImprover(model: TextModel): DescriptionImprover {
  return async (request, { signal, maxLength }) => {
    const { text } = await generateText({
      model,
      system: IMPROVER_SYSTEM_PROMPT,
      prompt: improvePrompt(request),
      abortSignal: signal,
      maxRetries: 1,
    });
    return withinLength(unwrapped(text), maxLength);
  };
}

/** Models like to wrap answers in quotes or a 'Here is…' line; keep only the description. */
function unwrapped(answer: string): string {
  const lines = answer.trim().split(/\n+/);
  const body = lines.length > 1 && /:\s*$/.test(lines[0] ?? '') ? lines.slice(1) : lines;
  return body
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^["“«']+|["”»']+$/g, '')
    .trim();
}

/** Cuts at the last whole sentence that fits; a single over-long sentence at a word. */
export function withinLength(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const head = text.slice(0, maxLength);
  const sentenceEnd = Math.max(
    head.lastIndexOf('. '),
    head.lastIndexOf('! '),
    head.lastIndexOf('? '),
  );
  if (sentenceEnd > 0) return head.slice(0, sentenceEnd + 1);
  const wordEnd = head.lastIndexOf(' ');
  return (wordEnd > 0 ? head.slice(0, wordEnd) : head).trim();
}
