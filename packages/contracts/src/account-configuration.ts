import { z } from 'zod';
import {
  LANGUAGE_NAMES,
  normalizeCountryCode,
  normalizePhoneNumber,
  PHONE_CODE_LENGTH,
  PHONE_NUMBER_MESSAGES,
  PHONE_NUMBER_SLOT_COUNT,
  PHONE_VERIFICATION_MESSAGES,
  PHONE_VERIFICATION_STATUSES,
  SUPPORTED_LANGUAGES,
} from './account-configuration-values.js';

export const phoneNumberSchema = z.object({
  countryCode: z.string().transform(normalizeCountryCode),
  number: z.string(),
});
export type PhoneNumber = z.infer<typeof phoneNumberSchema>;

/** An empty storyElementId means the slot is unassigned. */
export const phoneNumberSlotSchema = z.object({
  slot: z.number().int().nonnegative(),
  storyElementId: z.string(),
});
export type PhoneNumberSlot = z.infer<typeof phoneNumberSlotSchema>;

export const preferredLanguageUpdateSchema = z.object({
  preferredLanguage: z.string().min(1),
});
export type PreferredLanguageUpdate = z.infer<typeof preferredLanguageUpdateSchema>;

export const accountConfigurationSchema = z.object({
  preferredLanguage: z.string().optional(),
  phoneNumber: phoneNumberSchema.optional(),
  phoneNumberSlots: z.array(phoneNumberSlotSchema).default([]),
});
export type AccountConfiguration = z.infer<typeof accountConfigurationSchema>;

const supportedLanguagesText = SUPPORTED_LANGUAGES.map(
  (code) => `${code} (${LANGUAGE_NAMES[code]})`,
).join(', ');

/** Accepts a supported code in any case and with surrounding spaces ('ES ' is 'es'). */
export const supportedLanguageSchema = z
  .string({ error: `preferredLanguage must be one of: ${supportedLanguagesText}` })
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(SUPPORTED_LANGUAGES, {
      error: `preferredLanguage must be one of: ${supportedLanguagesText}`,
    }),
  );

/** Body of PUT /account-configuration/preferred-language. */
export const preferredLanguageInputSchema = z.object({
  preferredLanguage: supportedLanguageSchema,
});

const COUNTRY_CODE_PATTERN = /^\d{1,3}$/;
const PHONE_NUMBER_PATTERN = /^\d{4,14}$/;

/**
 * Body of PUT /account-configuration/phone-number, normalised: plus signs leave the country
 * code; separators leave the number. An empty number means "remove my phone number" (the
 * country code is then ignored).
 */
export const phoneNumberInputSchema = z
  .object({
    countryCode: z.string().max(8, PHONE_NUMBER_MESSAGES.countryCode),
    number: z.string().max(40, PHONE_NUMBER_MESSAGES.number),
  })
  .transform(({ countryCode, number }) => ({
    countryCode: normalizeCountryCode(countryCode),
    number: normalizePhoneNumber(number),
  }))
  .superRefine((phone, context) => {
    if (phone.number === '') return;
    if (!COUNTRY_CODE_PATTERN.test(phone.countryCode)) {
      context.addIssue({
        code: 'custom',
        path: ['countryCode'],
        message: PHONE_NUMBER_MESSAGES.countryCode,
      });
    }
    if (!PHONE_NUMBER_PATTERN.test(phone.number)) {
      context.addIssue({ code: 'custom', path: ['number'], message: PHONE_NUMBER_MESSAGES.number });
    }
  });
export type PhoneNumberInput = z.infer<typeof phoneNumberInputSchema>;

const slotNumberSchema = z
  .number({ error: `slot must be a whole number from 1 to ${PHONE_NUMBER_SLOT_COUNT}` })
  .int(`slot must be a whole number from 1 to ${PHONE_NUMBER_SLOT_COUNT}`)
  .min(1, `slot must be a whole number from 1 to ${PHONE_NUMBER_SLOT_COUNT}`)
  .max(PHONE_NUMBER_SLOT_COUNT, `slot must be a whole number from 1 to ${PHONE_NUMBER_SLOT_COUNT}`);

/** Empty: unassign. Otherwise the id of one of the caller's characters. */
const slotElementIdSchema = z
  .string()
  .trim()
  .regex(/^([A-Za-z0-9_-]{1,64})?$/, 'storyElementId must be an element id or empty');

/** Body of PUT /account-configuration/phone-number-slot. */
export const phoneNumberSlotInputSchema = z.object({
  slot: slotNumberSchema,
  storyElementId: slotElementIdSchema,
});
export type PhoneNumberSlotInput = z.infer<typeof phoneNumberSlotInputSchema>;

/**
 * Body of PUT /account-configuration: the whole document. Absent fields are cleared; slots are
 * listed at most once each; a phone number with an empty number counts as none.
 */
export const accountConfigurationInputSchema = z.object({
  preferredLanguage: supportedLanguageSchema.optional(),
  phoneNumber: phoneNumberInputSchema.optional(),
  phoneNumberSlots: z
    .array(phoneNumberSlotInputSchema)
    .max(PHONE_NUMBER_SLOT_COUNT)
    .default([])
    .refine(
      (slots) => new Set(slots.map((slot) => slot.slot)).size === slots.length,
      'phoneNumberSlots must list each slot at most once',
    ),
});
export type AccountConfigurationInput = z.infer<typeof accountConfigurationInputSchema>;

/**
 * The document as the server answers it: already normalised, so without the transforms of the
 * input schemas (a response schema must be encodable).
 */
export const accountConfigurationViewSchema = z.object({
  preferredLanguage: z.string().optional(),
  phoneNumber: z.object({ countryCode: z.string(), number: z.string() }).optional(),
  phoneNumberSlots: z.array(phoneNumberSlotSchema),
});

/** Body of POST /account-configuration/phone-number/verification: the code from the text message. */
export const phoneCodeInputSchema = z.object({
  code: z
    .string({ error: PHONE_VERIFICATION_MESSAGES.code })
    .max(20, PHONE_VERIFICATION_MESSAGES.code)
    // People type codes with spaces or dashes ('123 456'); they carry no digits.
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(
      z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), PHONE_VERIFICATION_MESSAGES.code),
    )
    .describe(`The ${PHONE_CODE_LENGTH} digits the text message brought`),
});
export type PhoneCodeInput = z.infer<typeof phoneCodeInputSchema>;

/** Whether the saved phone number is verified, and the code waiting for it, if one is. */
export const phoneVerificationSchema = z.object({
  status: z
    .enum(PHONE_VERIFICATION_STATUSES)
    .describe(
      'none: no phone number saved; unverified: saved, and phone lines do not answer it yet; verified: phone lines answer it',
    ),
  code: z
    .object({
      expiresAt: z.string().describe('When the code stops working (ISO 8601)'),
      triesLeft: z.number().int().min(0).describe('Wrong tries the code still takes'),
    })
    .nullable()
    .describe('A code sent to the saved number that can still be used; null when none is'),
});
export type PhoneVerification = z.infer<typeof phoneVerificationSchema>;
