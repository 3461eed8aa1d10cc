import { DEFAULT_STORY_OPTIONS, storyDraftSchema, storyOptionsSchema } from '@storyloom/contracts';
import { z } from 'zod';

/**
 * The checks of the wizard's answers and saved drafts. They load on demand (see story-api.ts,
 * wizard-persist.ts), so the first visit to /story neither downloads nor builds them.
 */
export {
  artifactSchema,
  enhanceResponseSchema,
  generateArtifactResponseSchema,
  savedStorySchema,
  shareLinkSchema,
  storyElementDetailsSchema,
} from '@storyloom/contracts';

/** Parses a stored draft; options missing from an older draft fall back to the defaults. */
export const wizardStorySchema = storyDraftSchema.extend({
  options: storyOptionsSchema.catch({ ...DEFAULT_STORY_OPTIONS }),
  title: z.string().nullable().optional(),
});

/** Checks a server answer; an unexpected one is a clear error rather than a broken screen. */
export function parseAnswer<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new Error(`The server sent ${what} the app cannot read.`);
  return parsed.data;
}
