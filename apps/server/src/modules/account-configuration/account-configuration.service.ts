import {
  allPhoneNumberSlots,
  type AccountConfiguration,
  type AccountConfigurationInput,
  type PhoneNumberInput,
  type PhoneNumberSlot,
  type PhoneNumberSlotInput,
  type SupportedLanguage,
} from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import { notFound } from '../../platform/http/app-error.js';
import type { Executor } from '../../platform/db/executor.js';
import {
  deleteAllSlots,
  deleteSlot,
  isOwnCharacter,
  selectConfiguration,
  selectSlots,
  upsertConfiguration,
  upsertSlot,
  type AccountConfigurationFields,
} from './account-configuration.repository.js';

export type AccountConfigurationService = ReturnType<typeof createAccountConfigurationService>;

export const characterNotFound = (id: string) =>
  notFound(`No character with id ${id} in your library.`);

export function createAccountConfigurationService({ db }: { db: Db }) {
  async function read(executor: Executor, userId: string): Promise<AccountConfiguration> {
    // One after the other: the executor may be a transaction, which takes one query at a time.
    const row = await selectConfiguration(executor, userId);
    const slots = await selectSlots(executor, userId);
    return {
      ...(row?.preferredLanguage ? { preferredLanguage: row.preferredLanguage } : {}),
      ...(row?.phoneCountryCode && row.phoneNumber
        ? { phoneNumber: { countryCode: row.phoneCountryCode, number: row.phoneNumber } }
        : {}),
      phoneNumberSlots: slots,
    };
  }

  async function requireOwnCharacter(executor: Executor, userId: string, elementId: string) {
    if (!(await isOwnCharacter(executor, userId, elementId))) throw characterNotFound(elementId);
  }

  return {
    /** A user who never wrote one gets the defaults: no language, no phone, no slots. */
    get: (userId: string) => read(db, userId),

    /** Replaces the whole document; every assigned slot must name one of the user's characters. */
    async replace(userId: string, input: AccountConfigurationInput): Promise<AccountConfiguration> {
      const assigned = input.phoneNumberSlots.filter((slot) => slot.storyElementId !== '');
      return db.transaction(async (tx) => {
        for (const slot of assigned) await requireOwnCharacter(tx, userId, slot.storyElementId);
        await upsertConfiguration(tx, userId, {
          preferredLanguage: input.preferredLanguage ?? null,
          ...phoneFields(input.phoneNumber),
        });
        await deleteAllSlots(tx, userId);
        for (const slot of assigned) await upsertSlot(tx, userId, slot);
        return read(tx, userId);
      });
    },

    async setPreferredLanguage(
      userId: string,
      preferredLanguage: SupportedLanguage,
    ): Promise<AccountConfiguration> {
      await upsertConfiguration(db, userId, { preferredLanguage });
      return read(db, userId);
    },

    /** An empty number removes the phone number. */
    async setPhoneNumber(userId: string, phone: PhoneNumberInput): Promise<AccountConfiguration> {
      await upsertConfiguration(db, userId, phoneFields(phone));
      return read(db, userId);
    },

    /** An empty storyElementId unassigns the slot; answers all slots afterwards. */
    async setSlot(userId: string, input: PhoneNumberSlotInput): Promise<PhoneNumberSlot[]> {
      if (input.storyElementId === '') {
        await deleteSlot(db, userId, input.slot);
      } else {
        await requireOwnCharacter(db, userId, input.storyElementId);
        await upsertSlot(db, userId, input);
      }
      return allPhoneNumberSlots(await selectSlots(db, userId));
    },

    slots: async (userId: string): Promise<PhoneNumberSlot[]> =>
      allPhoneNumberSlots(await selectSlots(db, userId)),
  };
}

function phoneFields(
  phone: PhoneNumberInput | undefined,
): Pick<AccountConfigurationFields, 'phoneCountryCode' | 'phoneNumber'> {
  return phone && phone.number !== ''
    ? { phoneCountryCode: phone.countryCode, phoneNumber: phone.number }
    : { phoneCountryCode: null, phoneNumber: null };
}
