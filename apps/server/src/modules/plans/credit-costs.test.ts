import { describe, expect, it } from 'vitest';
import { ContentKind } from '@storyloom/contracts';
import { creditCost } from './credit-costs.js';
import { DEFAULT_SYSTEM_CONFIGURATION } from './default-system-configuration.js';

const costs = DEFAULT_SYSTEM_CONFIGURATION.systemCosts;

describe('creditCost', () => {
  it('charges each content kind its configured cost per item', () => {
    expect(creditCost(costs, ContentKind.Story)).toBe(10);
    expect(creditCost(costs, ContentKind.Story, 2)).toBe(20);
    expect(creditCost(costs, ContentKind.ColoringBook, 6)).toBe(6);
    expect(creditCost(costs, ContentKind.Song)).toBe(5);
    expect(creditCost(costs, ContentKind.AudioBook)).toBe(5);
  });

  it('charges voice chat per started minute', () => {
    expect(creditCost(costs, ContentKind.VoiceChatSeconds, 1)).toBe(1);
    expect(creditCost(costs, ContentKind.VoiceChatSeconds, 60)).toBe(1);
    expect(creditCost(costs, ContentKind.VoiceChatSeconds, 61)).toBe(2);
    expect(
      creditCost({ ...costs, creditsPerMinuteOfCall: 3 }, ContentKind.VoiceChatSeconds, 150),
    ).toBe(9);
  });

  it('is 0 for a free kind whatever the amount', () => {
    expect(creditCost({ ...costs, creditsPerSong: 0 }, ContentKind.Song, 1000)).toBe(0);
  });

  it('refuses amounts that are not whole and positive', () => {
    expect(() => creditCost(costs, ContentKind.Story, 0)).toThrow(RangeError);
    expect(() => creditCost(costs, ContentKind.Story, 1.5)).toThrow(RangeError);
  });
});
