import { z } from 'zod';

/** Spec section 5: any plus sign is removed from the country code before sending. */
export function normalizeCountryCode(code: string): string {
  return code.replace(/\+/g, '').trim();
}

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

export function isSlotAssigned(slot: PhoneNumberSlot): boolean {
  return slot.storyElementId !== '';
}

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
