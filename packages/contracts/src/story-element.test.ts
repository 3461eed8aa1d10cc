import { describe, expect, it } from 'vitest';
import { ChangeType, StoryElementType } from './enums.js';
import { bagFullMessage, isBagMemberType } from './story-element-values.js';
import {
  storyElementChangeSchema,
  storyElementInputSchema,
  storyElementSchema,
  storyElementUpsertRequestSchema,
} from './story-element.js';

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

describe('story element input', () => {
  const valid = { name: ' Luna ', type: StoryElementType.Character };

  it('trims the name, defaults the description and leaves the id to the server', () => {
    expect(storyElementInputSchema.parse(valid)).toEqual({
      name: 'Luna',
      description: '',
      type: StoryElementType.Character,
    });
  });

  it('rejects names that are empty or longer than 80 characters with a readable message', () => {
    const blank = storyElementInputSchema.safeParse({ ...valid, name: '   ' });
    expect(blank.error?.issues[0]?.message).toBe('Please give it a name.');
    expect(storyElementInputSchema.safeParse({ ...valid, name: 'x'.repeat(80) }).success).toBe(
      true,
    );
    expect(storyElementInputSchema.safeParse({ ...valid, name: 'x'.repeat(81) }).success).toBe(
      false,
    );
  });

  it('caps the description at 2,000 characters', () => {
    const long = { ...valid, description: 'x'.repeat(2001) };
    expect(storyElementInputSchema.safeParse(long).success).toBe(false);
  });

  it('refuses ids that could smuggle a path', () => {
    expect(storyElementInputSchema.safeParse({ ...valid, id: '../x' }).success).toBe(false);
    expect(storyElementInputSchema.safeParse({ ...valid, id: 'aB3_-x' }).success).toBe(true);
  });

  it('defaults removeKnowledgeIds to none', () => {
    const parsed = storyElementUpsertRequestSchema.parse({ storyElement: valid });
    expect(parsed.removeKnowledgeIds).toEqual([]);
  });

  it('says how big a bag may be', () => {
    expect(bagFullMessage(5)).toContain('up to 5 ideas');
    expect(isBagMemberType(StoryElementType.Bag)).toBe(false);
    expect(isBagMemberType(StoryElementType.Note)).toBe(true);
  });
});
