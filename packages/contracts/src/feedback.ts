import { z } from 'zod';
import { ErrorText } from './errors.js';
import { FEEDBACK_PATH_MAX_LENGTH, FEEDBACK_TEXT_MAX_LENGTH } from './feedback-values.js';
import { FEEDBACK_RATING } from './limits.js';

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

/**
 * Body of POST /api/feedback: the product's rating and text (docs/product.md, "The data"), the text
 * trimmed (blank means none), plus the page the widget was opened on.
 */
export const feedbackSubmissionSchema = feedbackSchema.extend({
  text: z
    .string()
    .trim()
    .max(FEEDBACK_TEXT_MAX_LENGTH, `text can be at most ${FEEDBACK_TEXT_MAX_LENGTH} characters`)
    .optional()
    .transform((text) => (text === '' ? undefined : text)),
  path: z
    .string()
    .max(FEEDBACK_PATH_MAX_LENGTH, `path can be at most ${FEEDBACK_PATH_MAX_LENGTH} characters`)
    .optional(),
});
export type FeedbackSubmission = z.infer<typeof feedbackSubmissionSchema>;

export const feedbackCreatedSchema = z.object({ id: z.string() });

/** One stored feedback as the admin area reads it. */
export const feedbackEntrySchema = z.object({
  id: z.string(),
  rating: z.number().int(),
  text: z.string().nullable(),
  path: z.string().nullable(),
  /** The signed-in author, or null when it came from a visitor. */
  userId: z.string().nullable(),
  visitorId: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdUtcEpoch: z.number(),
});
export type FeedbackEntry = z.infer<typeof feedbackEntrySchema>;

export const feedbackPageSchema = z.object({
  items: z.array(feedbackEntrySchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;
