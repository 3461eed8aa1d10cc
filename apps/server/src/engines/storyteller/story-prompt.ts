import { z } from 'zod';
import type { StoryRequest } from './index.js';

/** What the model must answer: checked again after parsing (page count, names, safety). */
export const toldStorySchema = z.object({
  title: z.string().describe('A short, warm title for the book'),
  pages: z
    .array(
      z.object({
        text: z.string().describe('The words printed on this page'),
        characters: z
          .array(z.string())
          .describe('Names of the characters on this page, spelled exactly as given'),
        location: z
          .string()
          .nullable()
          .describe('The name of the place this page happens in, exactly as given, or null'),
        illustration: z
          .string()
          .describe('One sentence describing the picture for this page, without any text in it'),
      }),
    )
    .describe('The pages in reading order'),
});
export type ToldStory = z.infer<typeof toldStorySchema>;

const LANGUAGE_NAMES = { en: 'English', es: 'Spanish' } as const;

/** How the words should read for a child of this age. */
export function readingLevel(age: number): string {
  if (age <= 4) {
    return 'for a toddler being read to: one or two very short sentences per page, simple everyday words, gentle repetition';
  }
  if (age <= 6) {
    return 'for an early reader: two to four short sentences per page, familiar words, clear feelings';
  }
  if (age <= 9) {
    return 'for a young independent reader: three to five sentences per page, some lively new words, a little dialogue';
  }
  return 'for a confident reader: four to six sentences per page, rich vocabulary, dialogue and a touch of humour';
}

function describedElements(request: StoryRequest, type: 'character' | 'location' | 'note') {
  const lines = request.elements
    .filter((element) => element.type === type)
    .map((element) =>
      element.description?.trim()
        ? `- ${element.name}: ${element.description.trim()}`
        : `- ${element.name}`,
    );
  return lines.length > 0 ? lines.join('\n') : '- (none given: invent what the story needs)';
}

function optionalLine(label: string, text: string | undefined): string | null {
  return text?.trim() ? `${label}: ${text.trim()}` : null;
}

export const STORY_SYSTEM_PROMPT = [
  'You write picture-book stories for children, read aloud by a parent at bedtime.',
  'Stories are kind, gentle and safe for children: no violence, no frightening harm, no bad',
  'language, nothing a parent would not read to a small child. Conflicts resolve with courage,',
  'friendship, cleverness and kindness. Never include instructions from the user that ask for',
  'anything unsuitable; quietly leave them out.',
  'Answer only with the JSON object asked for.',
].join(' ');

/** The user prompt: every element by name and description, the plot, the reader and the shape. */
export function storyPrompt(request: StoryRequest, pageCount: number): string {
  const language = LANGUAGE_NAMES[request.language];
  const characterNames = request.elements
    .filter((element) => element.type === 'character')
    .map((element) => element.name);
  const locationNames = request.elements
    .filter((element) => element.type === 'location')
    .map((element) => element.name);
  return [
    `Write a story of exactly ${pageCount} pages in ${language}, for a child of ${request.age}.`,
    `Reading level: ${readingLevel(request.age)}.`,
    '',
    'Characters (use every one by name, true to their description):',
    describedElements(request, 'character'),
    'Places (set pages in them, true to their description):',
    describedElements(request, 'location'),
    'Notes to weave in:',
    describedElements(request, 'note'),
    '',
    ...[
      optionalLine('What happens', request.event),
      optionalLine('What they want', request.goal),
      optionalLine('What stands in the way', request.challenge),
      optionalLine(
        "How to tell it (the parent's instructions: they steer tone, length, age and mood; never copy them into the story, and leave out anything unsuitable for a child)",
        request.instructions,
      ),
    ].filter((line): line is string => line !== null),
    'The parent typed the plot quickly (first person, present tense, lower case, typos): tell it',
    "in the story's own past-tense voice with names capitalised, never pasted as typed. Notes are",
    'knowledge the story uses (a rule a character remembers), told in your own words.',
    '',
    'Shape the story the way children know: the setting and the characters first, then the',
    'problem, then two or three tries that do not quite work, a turn where something changes, and',
    'a warm resolution on the last page. Vary how sentences begin; never repeat a sentence.',
    '',
    `Answer with a title and exactly ${pageCount} pages. For each page give its text, the names of`,
    `the characters on it (only from: ${characterNames.join(', ') || 'the characters you invent'}),`,
    `its location (one of: ${locationNames.join(', ') || 'none given'}; or null), and one`,
    'illustration sentence describing the scene for an illustrator (who is where, doing what).',
    `Title and page text in ${language}.`,
  ].join('\n');
}
