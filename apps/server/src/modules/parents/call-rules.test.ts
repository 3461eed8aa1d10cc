import { describe, expect, it } from 'vitest';
import { callGoodbyeFor, callStoppingRule } from './call-rules.js';
import type { ChildProfileRow } from './parents.repository.js';

const profile = (rules: Partial<ChildProfileRow> = {}): ChildProfileRow => ({
  id: 'noa',
  userId: 'family',
  name: 'Noa',
  ageBand: '6-8',
  readingLevel: 'short-sentences',
  language: 'en',
  pictureElementId: null,
  allowedCharacterIds: [],
  quietHoursStart: null,
  quietHoursEnd: null,
  dailyChatMinutes: null,
  blockedTopics: [],
  callsEnabled: true,
  dailyCallMinutes: null,
  createdAt: new Date(0),
  updatedAt: new Date(0),
  ...rules,
});

const noon = { now: new Date('2026-11-26T12:00:00Z'), timeZone: 'UTC', callMinutesUsed: 0 };

describe('callStoppingRule', () => {
  it('lets a child call by default', () => {
    expect(callStoppingRule(profile(), 'pip', noon)).toBeNull();
  });

  it('stops a call when calls are off, the character is not allowed or it is quiet time', () => {
    expect(callStoppingRule(profile({ callsEnabled: false }), 'pip', noon)).toBe('calls-off');
    expect(callStoppingRule(profile({ allowedCharacterIds: ['mo'] }), 'pip', noon)).toBe(
      'not-allowed',
    );
    const quiet = profile({ quietHoursStart: '11:30', quietHoursEnd: '13:00' });
    expect(callStoppingRule(quiet, 'pip', noon)).toBe('quiet-hours');
  });

  it("counts the day's call minutes, not the chat's", () => {
    const limited = profile({ dailyCallMinutes: 10, dailyChatMinutes: 1 });
    expect(callStoppingRule(limited, 'pip', { ...noon, callMinutesUsed: 9 })).toBeNull();
    expect(callStoppingRule(limited, 'pip', { ...noon, callMinutesUsed: 10 })).toBe('daily-limit');
  });

  it('says goodbye kindly in the child’s language', () => {
    expect(callGoodbyeFor('calls-off', 'en')).toMatch(/grown-up/);
    expect(callGoodbyeFor('daily-limit', 'es')).toMatch(/mañana/);
    expect(callGoodbyeFor('quiet-hours', 'en')).toMatch(/sleep/);
  });
});
