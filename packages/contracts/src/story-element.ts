import { z } from 'zod';
import { changeTypeSchema, storyElementTypeSchema } from './enums.js';

export const storyElementSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: z.string(),
  type: storyElementTypeSchema,
  createdDateTimeUtcEpoch: z.number().nonnegative(),
  /** A storage path, not a download URL. */
  avatarUrl: z.string().optional(),
});
export type StoryElement = z.infer<typeof storyElementSchema>;

export const storyElementChangeSchema = z.object({
  element: storyElementSchema,
  changeType: changeTypeSchema,
  timestamp: z.number().nonnegative(),
});
export type StoryElementChange = z.infer<typeof storyElementChangeSchema>;
