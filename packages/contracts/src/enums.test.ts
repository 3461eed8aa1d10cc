import { describe, expect, it } from 'vitest';
import {
  AuthStatus,
  ChangeType,
  ContentKind,
  EventType,
  Plan,
  StoryElementType,
  WizardPhase,
  authStatusSchema,
  changeTypeSchema,
  contentKindSchema,
  eventTypeSchema,
  isLimitedPlan,
  planSchema,
  storyElementTypeSchema,
  wizardPhaseSchema,
} from './enums.js';

describe('numeric enums', () => {
  it('have the spec values', () => {
    expect(Plan).toEqual({
      Demo: 1,
      Explorer: 2,
      Parent: 3,
      Professional: 4,
      UnregisteredUser: 5,
    });
    expect(WizardPhase).toEqual({ Ideas: 1, Plot: 2, Ready: 3 });
    expect(StoryElementType).toEqual({
      Character: 1,
      Location: 2,
      Bag: 3,
      Note: 4,
    });
    expect(ContentKind).toEqual({
      Story: 1,
      ColoringBook: 2,
      Song: 3,
      AudioBook: 4,
      VoiceChatSeconds: 5,
    });
    expect(EventType).toEqual({
      ChunkLoadFailure: 1200,
      PagePresenceStart: 700,
      PresenceHeartbeat: 701,
    });
  });

  it.each([
    ['plan', planSchema, [1, 2, 3, 4, 5], [0, 6, -1, 1.5, '1', null]],
    ['phase', wizardPhaseSchema, [1, 2, 3], [0, 4, 2.5, '2']],
    ['element type', storyElementTypeSchema, [1, 2, 3, 4], [0, 5, '3']],
    ['content kind', contentKindSchema, [1, 2, 3, 4, 5], [0, 6, '5']],
    ['event type', eventTypeSchema, [1200, 700, 701], [0, 702, 1201, '700']],
  ] as const)('%s accepts only its values', (_, schema, good, bad) => {
    for (const value of good) expect(schema.parse(value)).toBe(value);
    for (const value of bad) expect(schema.safeParse(value).success).toBe(false);
  });
});

describe('string enums', () => {
  it('have the spec values', () => {
    expect(ChangeType).toEqual({
      Added: 'Added',
      Removed: 'Removed',
      Modified: 'Modified',
    });
    expect(AuthStatus).toEqual({
      LOADING: 'LOADING',
      AUTHENTICATED: 'AUTHENTICATED',
      UNAUTHENTICATED: 'UNAUTHENTICATED',
      ERROR: 'ERROR',
    });
  });

  it('reject other strings', () => {
    expect(changeTypeSchema.safeParse('added').success).toBe(false);
    expect(authStatusSchema.safeParse('Loading').success).toBe(false);
  });
});

describe('isLimitedPlan', () => {
  it('treats Demo, UnregisteredUser and unknown as limited', () => {
    expect(isLimitedPlan(Plan.Demo)).toBe(true);
    expect(isLimitedPlan(Plan.UnregisteredUser)).toBe(true);
    expect(isLimitedPlan(undefined)).toBe(true);
    expect(isLimitedPlan(null)).toBe(true);
    expect(isLimitedPlan(42 as Plan)).toBe(true);
  });

  it('treats paid plans as not limited', () => {
    expect(isLimitedPlan(Plan.Explorer)).toBe(false);
    expect(isLimitedPlan(Plan.Parent)).toBe(false);
    expect(isLimitedPlan(Plan.Professional)).toBe(false);
  });
});
