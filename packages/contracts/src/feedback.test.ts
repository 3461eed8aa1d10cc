import { describe, expect, it } from 'vitest';
import { FEEDBACK_PATH_MAX_LENGTH, FEEDBACK_TEXT_MAX_LENGTH } from './feedback-values.js';
import { feedbackSchema, feedbackSubmissionSchema } from './feedback.js';

describe('feedbackSchema', () => {
  it('accepts ratings 1 to 5 with optional text', () => {
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(feedbackSchema.safeParse({ rating }).success).toBe(true);
    }
    expect(feedbackSchema.parse({ rating: 4, text: 'Lovely' })).toEqual({
      rating: 4,
      text: 'Lovely',
    });
  });

  it('rejects ratings outside 1..5 or fractional', () => {
    for (const rating of [0, 6, 2.5, '3']) {
      expect(feedbackSchema.safeParse({ rating }).success).toBe(false);
    }
  });

  it('asks for a rating when it is missing', () => {
    const result = feedbackSchema.safeParse({ text: 'hi' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please select a rating.');
  });

  it('bounds the text length', () => {
    expect(
      feedbackSchema.safeParse({
        rating: 5,
        text: 'x'.repeat(FEEDBACK_TEXT_MAX_LENGTH + 1),
      }).success,
    ).toBe(false);
  });
});

describe('feedbackSubmissionSchema', () => {
  it('trims the text and treats blank text as none', () => {
    expect(feedbackSubmissionSchema.parse({ rating: 3, text: '  Great  ' })).toEqual({
      rating: 3,
      text: 'Great',
    });
    expect(feedbackSubmissionSchema.parse({ rating: 3, text: '   ' }).text).toBeUndefined();
  });

  it('keeps the spec sentence for a missing rating', () => {
    const result = feedbackSubmissionSchema.safeParse({ text: 'hi' });
    expect(result.error?.issues[0]?.message).toBe('Please select a rating.');
  });

  it('bounds the text and the page path', () => {
    const text = 'x'.repeat(FEEDBACK_TEXT_MAX_LENGTH + 1);
    expect(feedbackSubmissionSchema.safeParse({ rating: 5, text }).success).toBe(false);
    const path = '/'.repeat(FEEDBACK_PATH_MAX_LENGTH + 1);
    expect(feedbackSubmissionSchema.safeParse({ rating: 5, path }).success).toBe(false);
    expect(feedbackSubmissionSchema.safeParse({ rating: 5, path: '/library' }).success).toBe(true);
  });
});
