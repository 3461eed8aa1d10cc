import { describe, expect, it } from 'vitest';
import {
  accountConfigurationSchema,
  isSlotAssigned,
  normalizeCountryCode,
  phoneNumberSchema,
  phoneNumberSlotSchema,
} from './account-configuration.js';

describe('phone country code', () => {
  it('has any plus sign removed', () => {
    expect(normalizeCountryCode('+44')).toBe('44');
    expect(normalizeCountryCode('++1')).toBe('1');
    expect(normalizeCountryCode('49')).toBe('49');
    expect(phoneNumberSchema.parse({ countryCode: '+1', number: '5550100' })).toEqual({
      countryCode: '1',
      number: '5550100',
    });
  });
});

describe('phone number slots', () => {
  it('treats an empty storyElementId as unassigned', () => {
    const cleared = phoneNumberSlotSchema.parse({
      slot: 1,
      storyElementId: '',
    });
    expect(isSlotAssigned(cleared)).toBe(false);
    expect(isSlotAssigned({ slot: 1, storyElementId: 'e1' })).toBe(true);
  });
});

describe('accountConfigurationSchema', () => {
  it('accepts an empty configuration with no slots', () => {
    expect(accountConfigurationSchema.parse({})).toEqual({
      phoneNumberSlots: [],
    });
  });

  it('normalises the nested phone number', () => {
    const parsed = accountConfigurationSchema.parse({
      preferredLanguage: 'en',
      phoneNumber: { countryCode: '+49', number: '301234' },
      phoneNumberSlots: [{ slot: 0, storyElementId: 'e1' }],
    });
    expect(parsed.phoneNumber?.countryCode).toBe('49');
  });
});
