import { z } from 'zod';
import { badRequest } from '../../platform/http/app-error.js';

const text = (max: number) => z.string().max(max).default('');

export const storyRequestSchema = z.object({
  elements: z
    .array(
      z.object({
        name: z.string().trim().min(1, 'Every story element needs a name.').max(80),
        description: text(2000),
        type: z.enum(['character', 'location', 'note']),
      }),
    )
    .max(40, 'A story can use at most 40 elements.'),
  event: text(2000),
  goal: text(2000),
  challenge: text(2000),
  instructions: text(2000),
  length: z.enum(['normal', 'longer']),
  age: z.number().int().min(2, 'Age must be from 2 to 12.').max(12, 'Age must be from 2 to 12.'),
  language: z.enum(['en', 'es']),
  seed: z.string().max(200),
});

export type StoryRequest = z.input<typeof storyRequestSchema>;
export type ValidStoryRequest = z.output<typeof storyRequestSchema>;
export type StoryElementKind = ValidStoryRequest['elements'][number]['type'];

export type StoryPage = {
  text: string;
  /** Names of the characters on this page. */
  characters: string[];
  location: string | null;
  /** One sentence describing the scene, for the illustrator. */
  illustration: string;
};

export type Story = { title: string; pages: StoryPage[]; language: 'en' | 'es' };

export function parseStoryRequest(input: unknown): ValidStoryRequest {
  const result = storyRequestSchema.safeParse(input);
  if (!result.success) {
    const details = result.error.issues.map(
      (issue) => `${issue.path.join('.') || 'request'}: ${issue.message}`,
    );
    // A 400 the HTTP layer can pass straight to the caller.
    throw badRequest(`The story request is not valid. ${details.join('; ')}`);
  }
  return result.data;
}
