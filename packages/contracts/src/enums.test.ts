import { describe, expect, it } from 'vitest';
import {
  AuthStatus,
  ChangeType,
  ContentKind,
  EventType,
  Plan,
  StoryElementType,
  WizardPhase,
  isLimitedPlan,
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
