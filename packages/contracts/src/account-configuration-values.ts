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

/** A phone number is verified with a code sent to it by text message (docs/decisions/0032). */
export const PHONE_CODE_LENGTH = 6;
export const PHONE_CODE_TTL_MINUTES = 10;
/** Wrong tries one code takes before it is spent. */
export const PHONE_CODE_MAX_TRIES = 5;
/** Codes a family may have sent in an hour. */
export const PHONE_CODE_SENDS_PER_HOUR = 3;

/** Whether the saved phone number is verified: none saved, saved but not verified, verified. */
export const PHONE_VERIFICATION_STATUSES = ['none', 'unverified', 'verified'] as const;
export type PhoneVerificationStatus = (typeof PHONE_VERIFICATION_STATUSES)[number];

export const PHONE_VERIFICATION_MESSAGES = {
  code: `code must be the ${PHONE_CODE_LENGTH} digits from the text message.`,
  notSetUp: 'Phone calls are not set up on this server.',
  noNumber: 'Save a phone number first, then send a code to it.',
  alreadyVerified: 'This phone number is already verified.',
  noCode: 'No code is waiting for this phone number. Send a code first.',
  expired: 'That code has expired. Send a new code.',
  usedUp: 'That code has had too many wrong tries. Send a new code.',
  wrong: (triesLeft: number) =>
    triesLeft === 0
      ? 'That code is not right, and it has had too many wrong tries. Send a new code.'
      : `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`,
  tooManySends: `${PHONE_CODE_SENDS_PER_HOUR} codes have been sent in the last hour. Please wait before sending another.`,
  smsFailed: 'The text message could not be sent. Check the phone number and try again.',
  /** The text message itself. */
  smsBody: (productName: string, code: string) =>
    `Your ${productName} code is ${code}. It expires in ${PHONE_CODE_TTL_MINUTES} minutes. If you did not ask for it, ignore this message.`,
} as const;
