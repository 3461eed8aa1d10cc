import {
  StoryElementType,
  type ChildProfile,
  type ChildProfileInput,
  type ParentSettings,
} from '@storyloom/contracts';
import { AppError, badRequest, forbidden, notFound } from '../../platform/http/app-error.js';
import type { Db } from '../../platform/db/database.js';
import { countAttempt, RateLimitedError, type Limit } from '../../platform/http/rate-limit.js';
import { randomBase62 } from '../../platform/random-id.js';
import type { RequestUser } from '../../platform/http/authentication.js';
import type { ConfirmIdentity } from '../identity/index.js';
import { selectOwnedElement } from '../story-elements/index.js';
import {
  deleteChildProfile,
  insertChildProfile,
  selectChildProfile,
  selectChildProfiles,
  selectParentSettings,
  updateChildProfile,
  upsertParentSettings,
  type ChildProfileRow,
} from './parents.repository.js';
import { hashPin, pinMatches } from './pin.js';

export const CHILD_PROFILE_NOT_FOUND = 'Child profile not found';
export const WRONG_PIN = 'That PIN is not right. Ask a grown-up to try again.';
export const TOO_MANY_TRIES = 'Too many tries. Please wait a few minutes and try again.';
export const NO_PIN = 'No PIN is set yet: type the account’s password instead.';
export const PIN_IS_SET = 'A PIN is set: type the PIN.';
export const PICTURE_NOT_IN_LIBRARY = 'The picture must be one of your library’s elements';
export const CHARACTER_NOT_IN_LIBRARY = 'Allowed characters must be your library’s characters';
export const PHONE_LINE_CHILD_NOT_FOUND = 'The phone line must follow one of your child profiles';

/** Guessing a PIN: a few tries, then a pause (per family). */
export const UNLOCK_LIMIT: Limit = { max: 5, windowSeconds: 15 * 60 };

export const DEFAULT_TIME_ZONE = 'UTC';

export function toChildProfile(row: ChildProfileRow): ChildProfile {
  return {
    id: row.id,
    name: row.name,
    ageBand: row.ageBand as ChildProfile['ageBand'],
    readingLevel: row.readingLevel as ChildProfile['readingLevel'],
    language: row.language as ChildProfile['language'],
    pictureElementId: row.pictureElementId,
    rules: {
      allowedCharacterIds: row.allowedCharacterIds,
      quietHours:
        row.quietHoursStart && row.quietHoursEnd
          ? { start: row.quietHoursStart, end: row.quietHoursEnd }
          : null,
      dailyChatMinutes: row.dailyChatMinutes,
      blockedTopics: row.blockedTopics,
      callsEnabled: row.callsEnabled,
      dailyCallMinutes: row.dailyCallMinutes,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

/** The family's settings as read by the chat: defaults until the parent saves any. */
export async function parentSettingsOf(db: Db, familyId: string): Promise<ParentSettings> {
  const row = await selectParentSettings(db, familyId);
  return {
    timeZone: row?.timeZone ?? DEFAULT_TIME_ZONE,
    transcriptRetentionDays: row?.transcriptRetentionDays ?? null,
    weeklyDigest: row?.weeklyDigest ?? true,
    phoneLineChildProfileId: row?.phoneLineChildProfileId ?? null,
    pinSet: Boolean(row?.pinHash),
  };
}

/**
 * The child whose call rules a call to the family's phone line follows: the profile the parent
 * chose, else the earliest one; null only when the family has no child profile (the call is then
 * the parent's, as a parent's call on the web).
 */
export async function phoneLineChildOf(db: Db, familyId: string): Promise<ChildProfileRow | null> {
  const profiles = await selectChildProfiles(db, familyId);
  const chosen = (await selectParentSettings(db, familyId))?.phoneLineChildProfileId;
  return profiles.find((profile) => profile.id === chosen) ?? profiles[0] ?? null;
}

/**
 * The child profile a device acts as, which must be the family's: another family's id (or a
 * made-up one) is refused, so a header cannot borrow someone else's rules or transcripts.
 */
export async function childProfileFor(
  db: Db,
  familyId: string,
  childProfileId: string,
): Promise<ChildProfileRow> {
  const profile = await selectChildProfile(db, familyId, childProfileId);
  if (!profile) throw forbidden('This device acts as a child profile that is not in this family.');
  return profile;
}

export function createParentsService({
  db,
  now,
  confirmIdentity,
}: {
  db: Db;
  now: () => Date;
  /** Checks the account's password (unlocking while no PIN is set). */
  confirmIdentity: ConfirmIdentity;
}) {
  /** Pictures and allowed characters come from the family's own library. */
  async function checkLibrary(familyId: string, input: ChildProfileInput) {
    if (input.pictureElementId) {
      const element = await selectOwnedElement(db, familyId, input.pictureElementId);
      if (!element) throw badRequest(PICTURE_NOT_IN_LIBRARY);
    }
    for (const id of input.rules.allowedCharacterIds) {
      const element = await selectOwnedElement(db, familyId, id);
      if (element?.type !== StoryElementType.Character) throw badRequest(CHARACTER_NOT_IN_LIBRARY);
    }
  }

  const columnsOf = (input: ChildProfileInput, at: Date) => ({
    name: input.name,
    ageBand: input.ageBand,
    readingLevel: input.readingLevel,
    language: input.language,
    pictureElementId: input.pictureElementId,
    allowedCharacterIds: [...new Set(input.rules.allowedCharacterIds)],
    quietHoursStart: input.rules.quietHours?.start ?? null,
    quietHoursEnd: input.rules.quietHours?.end ?? null,
    dailyChatMinutes: input.rules.dailyChatMinutes,
    blockedTopics: input.rules.blockedTopics,
    callsEnabled: input.rules.callsEnabled,
    dailyCallMinutes: input.rules.dailyCallMinutes,
    updatedAt: at,
  });

  return {
    async list(familyId: string): Promise<ChildProfile[]> {
      return (await selectChildProfiles(db, familyId)).map(toChildProfile);
    },

    async create(familyId: string, input: ChildProfileInput): Promise<ChildProfile> {
      await checkLibrary(familyId, input);
      const at = now();
      const row: ChildProfileRow = {
        id: randomBase62(),
        userId: familyId,
        createdAt: at,
        ...columnsOf(input, at),
      };
      await insertChildProfile(db, row);
      return toChildProfile(row);
    },

    async update(familyId: string, id: string, input: ChildProfileInput): Promise<ChildProfile> {
      if (!(await selectChildProfile(db, familyId, id))) throw notFound(CHILD_PROFILE_NOT_FOUND);
      await checkLibrary(familyId, input);
      const row = await updateChildProfile(db, familyId, id, columnsOf(input, now()));
      if (!row) throw notFound(CHILD_PROFILE_NOT_FOUND);
      return toChildProfile(row);
    },

    /** The profile goes with its conversations (the safety events stay for the parent). */
    async remove(familyId: string, id: string): Promise<void> {
      if (!(await deleteChildProfile(db, familyId, id))) throw notFound(CHILD_PROFILE_NOT_FOUND);
    },

    async setPin(familyId: string, pin: string): Promise<void> {
      await upsertParentSettings(db, familyId, { pinHash: await hashPin(pin) }, now());
    },

    /**
     * 204 when the PIN is right; 403 otherwise; 429 after a few tries in a short while. While no
     * PIN is set the account's password is asked instead (the sign-in throttle counts its tries).
     */
    async unlock(
      caller: RequestUser,
      proof: { pin?: string; password?: string; clientAddress: string },
    ): Promise<void> {
      const familyId = caller.id;
      const stored = (await selectParentSettings(db, familyId))?.pinHash;
      if (!stored) {
        if (proof.password === undefined) throw forbidden(NO_PIN);
        await confirmIdentity(caller, {
          password: proof.password,
          clientAddress: proof.clientAddress,
        });
        return;
      }
      if (proof.pin === undefined) throw forbidden(PIN_IS_SET);
      const pin = proof.pin;
      // Every try counts, right or wrong: past the limit even the right PIN waits.
      try {
        await countAttempt(db, `parent-unlock:${familyId}`, UNLOCK_LIMIT);
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        throw new AppError('rate_limited', TOO_MANY_TRIES, 429, error.headers);
      }
      if (!(await pinMatches(pin, stored))) throw forbidden(WRONG_PIN);
    },

    settings: (familyId: string) => parentSettingsOf(db, familyId),

    async replaceSettings(familyId: string, input: ParentSettings): Promise<ParentSettings> {
      const phoneLineChild = input.phoneLineChildProfileId;
      if (phoneLineChild && !(await selectChildProfile(db, familyId, phoneLineChild))) {
        throw badRequest(PHONE_LINE_CHILD_NOT_FOUND);
      }
      await upsertParentSettings(
        db,
        familyId,
        {
          timeZone: input.timeZone,
          transcriptRetentionDays: input.transcriptRetentionDays,
          weeklyDigest: input.weeklyDigest,
          // Left out: stays as it is.
          ...(phoneLineChild === undefined ? {} : { phoneLineChildProfileId: phoneLineChild }),
        },
        now(),
      );
      return parentSettingsOf(db, familyId);
    },
  };
}

export type ParentsService = ReturnType<typeof createParentsService>;
