import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  PHONE_CODE_LENGTH,
  PHONE_CODE_MAX_TRIES,
  PHONE_CODE_SENDS_PER_HOUR,
  PHONE_CODE_TTL_MINUTES,
  PHONE_VERIFICATION_MESSAGES as MESSAGES,
  type PhoneVerification,
} from '@storyloom/contracts';
import {
  accountConfigurations,
  phoneVerificationCodes,
} from '../../db/schema/account-configurations.js';
import type { Db } from '../../platform/db/database.js';
import { AppError, notConfigured } from '../../platform/http/app-error.js';
import { countAttempt, RateLimitedError, type Limit } from '../../platform/http/rate-limit.js';
import { TextMessageError, type SendTextMessage } from './twilio-messages.js';

// A family proves its phone number by a code texted to it (docs/decisions/0032): phone lines
// answer only a verified number. Only the code's hash is kept, bound to the family and the
// number; it lasts 10 minutes and takes 5 wrong tries; a family sends at most 3 codes an hour.

export const PHONE_CODE_SEND_LIMIT: Limit = {
  max: PHONE_CODE_SENDS_PER_HOUR,
  windowSeconds: 60 * 60,
};

export type PhoneVerificationDeps = {
  db: Db;
  /** Twilio's Messages API; null when phone calls are not set up. */
  sendText: SendTextMessage | null;
  productName: string;
  /** Keys the codes' hashes (the auth secret when set), so a copied table alone tells nothing. */
  hashKey: string;
  now: () => Date;
  logger: { warn(details: object, message: string): void };
};

type SavedPhone = { countryCode: string; number: string; verifiedAt: Date | null };

const refuse = (code: string, message: string, status = 400) => new AppError(code, message, status);

/** The number in international form, as Twilio dials it (a national leading 0 is dropped). */
export const e164Of = ({ countryCode, number }: Pick<SavedPhone, 'countryCode' | 'number'>) =>
  `+${countryCode}${number.replace(/^0+/, '')}`;

export type PhoneVerificationService = ReturnType<typeof createPhoneVerificationService>;

export function createPhoneVerificationService(deps: PhoneVerificationDeps) {
  const { db } = deps;

  async function savedPhone(userId: string): Promise<SavedPhone | null> {
    const [row] = await db
      .select({
        countryCode: accountConfigurations.phoneCountryCode,
        number: accountConfigurations.phoneNumber,
        verifiedAt: accountConfigurations.phoneVerifiedAt,
      })
      .from(accountConfigurations)
      .where(eq(accountConfigurations.userId, userId));
    if (!row?.countryCode || !row.number) return null;
    return { countryCode: row.countryCode, number: row.number, verifiedAt: row.verifiedAt };
  }

  /** The code waiting for the saved number (one sent to an earlier number does not count). */
  async function codeFor(userId: string, phone: SavedPhone) {
    const [row] = await db
      .select()
      .from(phoneVerificationCodes)
      .where(eq(phoneVerificationCodes.userId, userId));
    const sameNumber =
      row?.phoneCountryCode === phone.countryCode && row.phoneNumber === phone.number;
    return sameNumber ? row : undefined;
  }

  /** HMAC of the code with the family and the number: it proves nothing for another of either. */
  const hashOf = (userId: string, phone: SavedPhone, code: string) =>
    createHmac('sha256', deps.hashKey)
      .update(`${userId}\n${phone.countryCode}\n${phone.number}\n${code}`)
      .digest('base64url');

  async function status(userId: string): Promise<PhoneVerification> {
    const phone = await savedPhone(userId);
    if (!phone) return { status: 'none', code: null };
    if (phone.verifiedAt) return { status: 'verified', code: null };
    const row = await codeFor(userId, phone);
    const usable =
      row && row.expiresAt > deps.now() && row.wrongTries < PHONE_CODE_MAX_TRIES ? row : null;
    return {
      status: 'unverified',
      code: usable
        ? {
            expiresAt: usable.expiresAt.toISOString(),
            triesLeft: PHONE_CODE_MAX_TRIES - usable.wrongTries,
          }
        : null,
    };
  }

  return {
    status,

    /**
     * Texts a new code to the saved number (replacing any earlier one). Refused without Twilio
     * (503), without a number (400), for a verified number (409), past the hourly sends (429).
     */
    async sendCode(userId: string): Promise<PhoneVerification> {
      if (!deps.sendText) throw notConfigured('phone_not_configured', MESSAGES.notSetUp);
      const phone = await savedPhone(userId);
      if (!phone) throw refuse('no_phone_number', MESSAGES.noNumber);
      if (phone.verifiedAt) throw refuse('already_verified', MESSAGES.alreadyVerified, 409);
      try {
        await countAttempt(db, `phone-code:${userId}`, PHONE_CODE_SEND_LIMIT);
      } catch (error) {
        if (!(error instanceof RateLimitedError)) throw error;
        throw new AppError('rate_limited', MESSAGES.tooManySends, 429, error.headers);
      }
      const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
      try {
        await deps.sendText(e164Of(phone), MESSAGES.smsBody(deps.productName, code));
      } catch (error) {
        if (!(error instanceof TextMessageError)) throw error;
        deps.logger.warn({ err: error.message, status: error.status }, 'a phone code was not sent');
        // A 5xx whose sentence is for the parent (the number may be wrong).
        throw new AppError('sms_failed', MESSAGES.smsFailed, 502, {}, true);
      }
      const fields = {
        phoneCountryCode: phone.countryCode,
        phoneNumber: phone.number,
        codeHash: hashOf(userId, phone, code),
        expiresAt: new Date(deps.now().getTime() + PHONE_CODE_TTL_MINUTES * 60_000),
        wrongTries: 0,
        createdAt: deps.now(),
      };
      await db
        .insert(phoneVerificationCodes)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: phoneVerificationCodes.userId, set: fields });
      return status(userId);
    },

    /**
     * Checks the code against the one waiting for the saved number: right, the number is
     * verified and the code is gone; wrong, the try is counted and the tries left are told.
     */
    async confirm(userId: string, code: string): Promise<PhoneVerification> {
      const phone = await savedPhone(userId);
      if (!phone) throw refuse('no_phone_number', MESSAGES.noNumber);
      if (phone.verifiedAt) return status(userId);
      const row = await codeFor(userId, phone);
      if (!row) throw refuse('no_code', MESSAGES.noCode);
      if (row.wrongTries >= PHONE_CODE_MAX_TRIES) throw refuse('code_used_up', MESSAGES.usedUp);
      if (row.expiresAt <= deps.now()) throw refuse('code_expired', MESSAGES.expired);
      const given = Buffer.from(hashOf(userId, phone, code));
      const expected = Buffer.from(row.codeHash);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        // Counted in the database, so two tries at once are two tries.
        const [counted] = await db
          .update(phoneVerificationCodes)
          .set({ wrongTries: sql`${phoneVerificationCodes.wrongTries} + 1` })
          .where(
            and(
              eq(phoneVerificationCodes.userId, userId),
              eq(phoneVerificationCodes.codeHash, row.codeHash),
              lt(phoneVerificationCodes.wrongTries, PHONE_CODE_MAX_TRIES),
            ),
          )
          .returning({ wrongTries: phoneVerificationCodes.wrongTries });
        if (!counted) throw refuse('code_used_up', MESSAGES.usedUp);
        throw refuse('wrong_code', MESSAGES.wrong(PHONE_CODE_MAX_TRIES - counted.wrongTries));
      }
      await db.transaction(async (tx) => {
        await tx
          .update(accountConfigurations)
          .set({ phoneVerifiedAt: deps.now() })
          .where(
            and(
              eq(accountConfigurations.userId, userId),
              eq(accountConfigurations.phoneCountryCode, phone.countryCode),
              eq(accountConfigurations.phoneNumber, phone.number),
            ),
          );
        await tx.delete(phoneVerificationCodes).where(eq(phoneVerificationCodes.userId, userId));
      });
      return status(userId);
    },
  };
}
