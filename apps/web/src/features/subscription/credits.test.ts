import { Plan } from '@storyloom/contracts';
import { describe, expect, it } from 'vitest';
import {
  affordances,
  creditAmount,
  creditsBarDestination,
  formatCredits,
  formatMonthlyPrice,
} from './credits';

const costs = {
  creditsPerStory: 10,
  creditsPerImage: 0,
  creditsPerSong: 25,
  creditsPerAudioBook: 40,
  creditsPerMinuteOfCall: 200,
};

describe('credits display', () => {
  it('counts what the credits buy, rounded down, with unlimited and <1 min', () => {
    expect(affordances(120, costs).map(({ id, value }) => [id, value])).toEqual([
      ['stories', '12'],
      ['illustrations', 'unlimited'],
      ['songs', '4'],
      ['audiobooks', '3'],
      ['voiceChat', '<1 min'],
    ]);
  });

  it('groups thousands and shows whole voice-chat minutes', () => {
    expect(affordances(25_000, { ...costs, creditsPerMinuteOfCall: 10 })).toContainEqual({
      id: 'voiceChat',
      label: 'Voice chat',
      value: '2,500 min',
    });
    expect(affordances(25_000, costs)[0]?.value).toBe('2,500');
  });

  it('leaves voice chat out for plan cards', () => {
    expect(affordances(100, costs, { withVoiceChat: false }).map(({ id }) => id)).not.toContain(
      'voiceChat',
    );
  });

  it.each([
    [0, '0 credits'],
    [1, '1 credit'],
    [120.7, '120 credits'],
    [12_500, '12,500 credits'],
    [-3, '0 credits'],
  ])('formats a balance of %s as %s', (credits, text) => {
    expect(formatCredits(credits)).toBe(text);
  });

  it.each([
    ['en', 999, '999'],
    ['en', 1000, '1,000'],
    ['es', 999, '999'],
    ['es', 12_500, '12.500'],
  ])('writes a %s balance of %s as %s, grouped only from a thousand', (language, credits, text) => {
    expect(creditAmount(credits, language).amount).toBe(text);
  });

  it('formats monthly prices in their currency', () => {
    expect(formatMonthlyPrice(null)).toBe('Free');
    expect(formatMonthlyPrice({ amountCents: 0, currency: 'USD' })).toBe('Free');
    expect(formatMonthlyPrice({ amountCents: 999, currency: 'usd' })).toBe('$9.99');
    expect(formatMonthlyPrice({ amountCents: 1200, currency: 'EUR' })).toBe('€12');
    expect(formatMonthlyPrice({ amountCents: 1250, currency: 'ZZZ' })).toMatch(/12\.50/);
  });

  it('sends limited plans to /Ideas and the others to /library', () => {
    expect(creditsBarDestination(Plan.Demo)).toBe('/Ideas');
    expect(creditsBarDestination(Plan.UnregisteredUser)).toBe('/Ideas');
    expect(creditsBarDestination(undefined)).toBe('/Ideas');
    expect(creditsBarDestination(Plan.Explorer)).toBe('/library');
    expect(creditsBarDestination(Plan.Professional)).toBe('/library');
  });
});
