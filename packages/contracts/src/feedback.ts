import { z } from 'zod';
import { ErrorText } from './errors.js';
import { FEEDBACK_RATING } from './limits.js';

export const FEEDBACK_TEXT_MAX_LENGTH = 5000;

export const feedbackSchema = z.object({
  rating: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? ErrorText.ratingRequired : undefined,
    })
    .int()
    .min(FEEDBACK_RATING.min)
    .max(FEEDBACK_RATING.max),
  text: z.string().max(FEEDBACK_TEXT_MAX_LENGTH).optional(),
});
export type Feedback = z.infer<typeof feedbackSchema>;
