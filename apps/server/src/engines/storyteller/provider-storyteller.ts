import { NoObjectGeneratedError, Output, streamText } from 'ai';
import { checkChildSafeText } from '../child-safety/index.js';
import type { StorytellerOptions } from './storyteller-port.js';
import type { Story, StoryPage, StoryRequest } from './index.js';
import type { TextModel } from '../../platform/ai/models.js';
import {
  STORY_SYSTEM_PROMPT,
  storyPrompt,
  toldStorySchema,
  type ToldStory,
} from './story-prompt.js';

export type ProviderStorytellerModels = {
  model: TextModel;
  /** Used when the caller asks for speed (UseFastModel); `model` otherwise. */
  fastModel?: TextModel;
};

/** Whether the caller asked for the quicker model; the job passes it once it knows UseFastModel. */
export type ProviderStorytellerOptions = StorytellerOptions & { fast?: boolean };

/** Assignable to Storyteller; also takes `fast`. */
export type ProviderStoryteller = (
  request: StoryRequest,
  options: ProviderStorytellerOptions,
) => Promise<Story>;

/**
 * A Storyteller backed by a language model: the request becomes a prompt, the answer is streamed
 * as structured output (pages reported as they arrive) and checked before anyone reads it.
 */
export function createProviderStoryteller(models: ProviderStorytellerModels): ProviderStoryteller {
  return async (request, options) => {
    const model = options.fast && models.fastModel ? models.fastModel : models.model;
    const result = streamText({
      model,
      system: STORY_SYSTEM_PROMPT,
      prompt: storyPrompt(request, options.pageCount),
      output: Output.object({ schema: toldStorySchema }),
      abortSignal: options.signal,
      // The job retries a failed attempt itself; one quick provider retry covers a blip.
      maxRetries: 1,
    });
    let written = 0;
    for await (const partial of result.partialOutputStream) {
      // The last page in a partial answer may still be growing; the ones before it are done.
      const done = Math.min(Math.max((partial.pages?.length ?? 0) - 1, 0), options.pageCount);
      if (done > written) {
        written = done;
        options.onProgress?.(done / options.pageCount);
      }
    }
    const told = await finalStory(result.output);
    const story = storyFrom(told, request, options.pageCount);
    options.onProgress?.(1);
    return story;
  };
}

async function finalStory(output: PromiseLike<ToldStory>): Promise<ToldStory> {
  try {
    return await output;
  } catch (error) {
    if (NoObjectGeneratedError.isInstance(error)) {
      throw new Error('the storyteller answered something that is not a story; please try again', {
        cause: error,
      });
    }
    throw error;
  }
}

/** Checks the count and the words, and keeps only names the request knows (for the pictures). */
export function storyFrom(told: ToldStory, request: StoryRequest, pageCount: number): Story {
  if (told.pages.length !== pageCount) {
    throw new Error(
      `the storyteller wrote ${told.pages.length} pages instead of ${pageCount}; please try again`,
    );
  }
  const characters = canonicalNames(request, 'character');
  const locations = canonicalNames(request, 'location');
  const pages: StoryPage[] = told.pages.map((page) => ({
    text: page.text.trim(),
    characters: [...new Set(page.characters.flatMap((name) => characters.get(key(name)) ?? []))],
    location: page.location === null ? null : (locations.get(key(page.location)) ?? null),
    illustration: page.illustration.trim(),
  }));
  const title = told.title.trim();
  if (!title || pages.some((page) => !page.text)) {
    throw new Error('the storyteller left the title or a page empty; please try again');
  }
  const safety = checkChildSafeText([
    { field: 'Title', text: title },
    ...pages.flatMap((page, index) => [
      { field: `Page ${index + 1}`, text: page.text },
      { field: `Picture of page ${index + 1}`, text: page.illustration },
    ]),
  ]);
  if (!safety.ok) {
    const where = safety.problems.map((problem) => `${problem.field}: ${problem.reason}`);
    throw new Error(
      `the story that came back had words not right for children (${where.slice(0, 3).join('; ')}), so it was not kept`,
    );
  }
  return { title, pages, language: request.language };
}

const key = (name: string) => name.trim().toLocaleLowerCase();

function canonicalNames(request: StoryRequest, type: 'character' | 'location') {
  return new Map(
    request.elements
      .filter((element) => element.type === type)
      .map((element) => [key(element.name), element.name.trim()]),
  );
}
