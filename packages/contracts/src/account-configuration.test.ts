import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  allPhoneNumberSlots,
  isSlotAssigned,
  normalizeCountryCode,
  normalizePhoneNumber,
  PHONE_NUMBER_MESSAGES,
  PHONE_NUMBER_SLOT_COUNT,
  SUPPORTED_LANGUAGES,
} from './account-configuration-values.js';
import {
  accountConfigurationInputSchema,
  accountConfigurationSchema,
  accountConfigurationViewSchema,
  phoneNumberInputSchema,
  phoneNumberSlotInputSchema,
  preferredLanguageInputSchema,
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

describe('preferred language input', () => {
  it('accepts English and Spanish in any case', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'es']);
    expect(preferredLanguageInputSchema.parse({ preferredLanguage: ' ES ' })).toEqual({
      preferredLanguage: 'es',
    });
  });

  it('names the supported languages when refusing another', () => {
    for (const preferredLanguage of ['fr', '', 42]) {
      const result = preferredLanguageInputSchema.safeParse({ preferredLanguage });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        'preferredLanguage must be one of: en (English), es (Spanish)',
      );
    }
  });
});

describe('phone number input', () => {
  it('removes plus signs and the separators people type', () => {
    expect(normalizePhoneNumber('(555) 010-12.34')).toBe('5550101234');
    expect(phoneNumberInputSchema.parse({ countryCode: '+44', number: '(020) 7946-0018' })).toEqual(
      { countryCode: '44', number: '02079460018' },
    );
  });

  it('needs 1 to 3 country-code digits and 4 to 14 number digits', () => {
    const problems = (countryCode: string, number: string) =>
      phoneNumberInputSchema
        .safeParse({ countryCode, number })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(problems('1234', '5550100')).toEqual([PHONE_NUMBER_MESSAGES.countryCode]);
    expect(problems('', '5550100')).toEqual([PHONE_NUMBER_MESSAGES.countryCode]);
    expect(problems('1', '123')).toEqual([PHONE_NUMBER_MESSAGES.number]);
    expect(problems('1', '1'.repeat(15))).toEqual([PHONE_NUMBER_MESSAGES.number]);
    expect(problems('1', '555-CALL')).toEqual([PHONE_NUMBER_MESSAGES.number]);
    expect(problems('999', '1234')).toEqual([]);
    expect(problems('1', '1'.repeat(14))).toEqual([]);
  });

  it('lets an empty number stand for removing the phone number', () => {
    expect(phoneNumberInputSchema.parse({ countryCode: 'whatever', number: ' - ' })).toEqual({
      countryCode: 'whatever',
      number: '',
    });
  });
});

describe('phone number slot input', () => {
  it('accepts slots 1 to 5 with an element id or empty', () => {
    expect(PHONE_NUMBER_SLOT_COUNT).toBe(5);
    expect(phoneNumberSlotInputSchema.parse({ slot: 5, storyElementId: 'el_1-a' })).toEqual({
      slot: 5,
      storyElementId: 'el_1-a',
    });
    expect(phoneNumberSlotInputSchema.safeParse({ slot: 1, storyElementId: '' }).success).toBe(
      true,
    );
  });

  it('refuses other slots and ids that are not element ids', () => {
    for (const slot of [0, 6, 1.5, '2']) {
      expect(phoneNumberSlotInputSchema.safeParse({ slot, storyElementId: '' }).success).toBe(
        false,
      );
    }
    expect(
      phoneNumberSlotInputSchema.safeParse({ slot: 1, storyElementId: '../etc' }).success,
    ).toBe(false);
  });

  it('lists every slot, unassigned ones empty', () => {
    expect(allPhoneNumberSlots([{ slot: 2, storyElementId: 'c1' }])).toEqual([
      { slot: 1, storyElementId: '' },
      { slot: 2, storyElementId: 'c1' },
      { slot: 3, storyElementId: '' },
      { slot: 4, storyElementId: '' },
      { slot: 5, storyElementId: '' },
    ]);
  });
});

describe('accountConfigurationInputSchema', () => {
  it('defaults to no slots and refuses a slot listed twice', () => {
    expect(accountConfigurationInputSchema.parse({})).toEqual({ phoneNumberSlots: [] });
    const twice = accountConfigurationInputSchema.safeParse({
      phoneNumberSlots: [
        { slot: 1, storyElementId: 'a1' },
        { slot: 1, storyElementId: 'b2' },
      ],
    });
    expect(twice.success).toBe(false);
  });
});

describe('accountConfigurationViewSchema', () => {
  it('can be encoded, as a response schema must be', () => {
    const document = {
      preferredLanguage: 'es',
      phoneNumber: { countryCode: '44', number: '02079460018' },
      phoneNumberSlots: [{ slot: 2, storyElementId: 'c1' }],
    };
    expect(z.encode(accountConfigurationViewSchema, document)).toEqual(document);
  });
});
