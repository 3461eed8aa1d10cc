import { describe, expect, it } from 'vitest';
import { WizardPhase } from './enums.js';
import { newStoryDraft, newStoryId, storyDraftSchema } from './story.js';

const date = new Date('2024-05-01T10:20:30.123Z');

describe('newStoryId', () => {
  it("is the ISO timestamp with ':' and '.' replaced by '-'", () => {
    expect(newStoryId(date)).toBe('2024-05-01T10-20-30-123Z');
  });

  it("never contains ':' or '.'", () => {
    expect(newStoryId()).not.toMatch(/[:.]/);
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
