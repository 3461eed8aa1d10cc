import { describe, expect, it } from 'vitest';
import { WizardPhase } from './enums.js';
import {
  DEFAULT_STORY_OPTIONS,
  isStoryId,
  newStoryDraft,
  newStoryId,
  STORY_GENERATION_EVENT,
} from './story-values.js';
import {
  recentStoriesQuerySchema,
  recentStorySchema,
  storyDraftSchema,
  storyGenerationEventSchema,
  storyIdSchema,
  storyOptionsSchema,
  storyUpsertRequestSchema,
} from './story.js';

const date = new Date('2024-05-01T10:20:30.123Z');

describe('newStoryId', () => {
  it("is the ISO timestamp with ':' and '.' replaced by '-'", () => {
    expect(newStoryId(date)).toBe('2024-05-01T10-20-30-123Z');
  });

  it("never contains ':' or '.'", () => {
    expect(newStoryId()).not.toMatch(/[:.]/);
  });
});

describe('isStoryId', () => {
  const accepted = ['a', 'x'.repeat(64), 'abc_DEF-123', newStoryId(date), newStoryId()];
  const refused = [
    '',
    'x'.repeat(65),
    'a/b',
    'a b',
    'a.b',
    'abc\n',
    'caf\u00e9',
    '2024-05-01T10:20:30.123Z',
  ];

  it('accepts letters, digits, - and _ up to 64 characters, including new story ids', () => {
    for (const value of accepted) expect(isStoryId(value), value).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of refused) expect(isStoryId(value), value).toBe(false);
  });

  it('agrees with storyIdSchema on every case', () => {
    for (const value of [...accepted, ...refused]) {
      expect(storyIdSchema.safeParse(value).success, value).toBe(isStoryId(value));
    }
  });
});

describe('newStoryDraft', () => {
  it('starts in Ideas with empty descriptions and a new id', () => {
    const draft = newStoryDraft(date);
    expect(draft).toEqual({
      id: '2024-05-01T10-20-30-123Z',
      currentPhase: WizardPhase.Ideas,
      event: { description: '' },
      goal: { description: '' },
      challenge: { description: '' },
      instructions: { description: '' },
      storyElements: [],
    });
    expect(storyDraftSchema.parse(draft)).toEqual(draft);
  });
});

describe('storyDraftSchema', () => {
  it("keeps an artifact's unknown fields and the optional ids", () => {
    const draft = {
      ...newStoryDraft(date),
      currentPhase: WizardPhase.Ready,
      artifact: { title: 'Luna', pages: [{ text: 'Once' }] },
      processTrackingId: 'p1',
      parentBagId: 'b1',
    };
    expect(storyDraftSchema.parse(draft)).toEqual(draft);
  });

  it('rejects an out-of-range phase', () => {
    expect(storyDraftSchema.safeParse({ ...newStoryDraft(date), currentPhase: 4 }).success).toBe(
      false,
    );
  });
});

describe('stories API contracts', () => {
  it('accepts a whole wizard draft as the upsert body and fills in defaults', () => {
    const parsed = storyUpsertRequestSchema.parse({
      story: { ...newStoryDraft(date), artifact: { x: 1 }, processTrackingId: 'p' },
    });
    expect(parsed.story.id).toBe('2024-05-01T10-20-30-123Z');
    expect(parsed.story).not.toHaveProperty('artifact');
    expect(parsed.story.options).toBeUndefined();
    expect(storyOptionsSchema.parse({})).toEqual(DEFAULT_STORY_OPTIONS);
  });

  it('refuses ages outside 2 to 12 and ids with slashes', () => {
    expect(storyOptionsSchema.safeParse({ age: 13 }).success).toBe(false);
    expect(storyOptionsSchema.safeParse({ age: 1 }).success).toBe(false);
    expect(storyIdSchema.safeParse('a/b').success).toBe(false);
  });

  it('describes live generation events', () => {
    expect(STORY_GENERATION_EVENT).toBe('story.generation');
    const event = {
      artifactId: 'a',
      storyId: 's',
      processTrackingId: 'p',
      status: 'running',
      progress: { stage: 'writing', percent: 30 },
      error: null,
    };
    expect(storyGenerationEventSchema.parse(event)).toEqual(event);
    expect(
      storyGenerationEventSchema.safeParse({ ...event, progress: { stage: 'x', percent: 1 } })
        .success,
    ).toBe(false);
  });

  it('reads the recent stories limit from the query: 20 by default, at most 50', () => {
    expect(recentStoriesQuerySchema.parse({})).toEqual({ limit: 20 });
    expect(recentStoriesQuerySchema.parse({ limit: '7' })).toEqual({ limit: 7 });
    expect(recentStoriesQuerySchema.safeParse({ limit: '51' }).success).toBe(false);
    expect(recentStoriesQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    const story = {
      id: 's',
      title: null,
      updatedUtcEpoch: 1,
      elementNames: [],
      latestArtifact: null,
      works: [],
    };
    expect(recentStorySchema.parse(story)).toEqual(story);
  });
});
