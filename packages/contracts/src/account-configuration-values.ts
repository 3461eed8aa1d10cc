// Zod-free so the web's first load can use these without downloading zod (value-modules.test.ts).
import type { PhoneNumberSlot } from './account-configuration.js';

/**
 * Any plus sign is removed from the country code before sending (docs/product.md, "Validation
 * rules").
 */
export function normalizeCountryCode(code: string): string {
  return code.replace(/\+/g, '').trim();
}

export function isSlotAssigned(slot: PhoneNumberSlot): boolean {
  return slot.storyElementId !== '';
}

/** Languages the product can be used in; a preferred language must be one of these. */
export const SUPPORTED_LANGUAGES = ['en', 'es'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const LANGUAGE_NAMES: Readonly<Record<SupportedLanguage, string>> = {
  en: 'English',
  es: 'Spanish',
};

export const PHONE_NUMBER_SLOT_COUNT = 5;

/** Spaces, dashes, dots and parentheses people type in a phone number carry no digits. */
export function normalizePhoneNumber(number: string): string {
  return number.replace(/[\s\-.()]/g, '');
}

export const PHONE_NUMBER_MESSAGES = {
  countryCode: 'countryCode must be 1 to 3 digits (a leading + is fine).',
  number: 'number must be 4 to 14 digits (spaces, dashes, dots and parentheses are ignored).',
} as const;

/** Slots 1..PHONE_NUMBER_SLOT_COUNT in order, unassigned ones with an empty storyElementId. */
export function allPhoneNumberSlots(assigned: readonly PhoneNumberSlot[]): PhoneNumberSlot[] {
  return Array.from({ length: PHONE_NUMBER_SLOT_COUNT }, (_, index) => {
    const slot = index + 1;
    return { slot, storyElementId: assigned.find((s) => s.slot === slot)?.storyElementId ?? '' };
  });
}
