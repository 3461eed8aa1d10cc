import { storyElementChangeSchema, storyElementSchema } from '@storyloom/contracts';
import { z } from 'zod';

/** The library as this device saved it; loaded on demand, only when something was saved. */
export const savedLibrarySchema = z.object({
  ownerId: z.string().nullable(),
  elements: z.array(storyElementSchema),
  changes: z.array(storyElementChangeSchema).catch([]),
});
