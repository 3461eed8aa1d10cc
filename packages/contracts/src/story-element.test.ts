import { describe, expect, it } from 'vitest';
import { ChangeType, StoryElementType } from './enums.js';
import { storyElementChangeSchema, storyElementSchema } from './story-element.js';

const element = {
  id: 'e1',
  name: 'Luna',
  description: 'A brave cat',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 1_700_000_000_000,
  avatarUrl: 'users-prod/u1/luna.png',
};

describe('storyElementSchema', () => {
  it('accepts an element with or without an avatar path', () => {
    expect(storyElementSchema.parse(element)).toEqual(element);
    const { avatarUrl: _, ...withoutAvatar } = element;
    expect(storyElementSchema.parse(withoutAvatar)).toEqual(withoutAvatar);
  });

  it('rejects an unknown element type', () => {
    expect(storyElementSchema.safeParse({ ...element, type: 5 }).success).toBe(false);
  });
});

describe('storyElementChangeSchema', () => {
  it('logs the element with its change type and timestamp', () => {
    const change = {
      element,
      changeType: ChangeType.Modified,
      timestamp: 1_700_000_000_001,
    };
    expect(storyElementChangeSchema.parse(change)).toEqual(change);
    expect(storyElementChangeSchema.safeParse({ ...change, changeType: 'Renamed' }).success).toBe(
      false,
    );
  });
});
