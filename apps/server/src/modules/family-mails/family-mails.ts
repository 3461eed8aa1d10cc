import { z } from 'zod';
import type { Db } from '../../platform/db/database.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { defineJob } from '../../platform/queue/job-definition.js';
import { childChatWeek, markMailed, safetyEventsForParent } from '../chat/index.js';
import { getAccount } from '../identity/index.js';
import {
  childProfilesOf,
  claimMailClock,
  familiesWithChildren,
  localWeekdayAndHour,
  parentSettingsRowOf,
  releaseMailClock,
  type MailClock,
  type ParentSettingsRow,
} from '../parents/index.js';
import { storiesMadeByChildren } from '../stories/index.js';
import {
  safetyAlertMail,
  safetyDigestMail,
  weeklyDigestMail,
  type FamilyMailContext,
  type MailWords,
} from './family-mail-texts.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** At most one safety alert a family an hour. */
export const SAFETY_ALERT_GAP_MS = HOUR_MS;
/** The evening's digests go out from this local hour on. */
export const DIGEST_LOCAL_HOUR = 18;
/** The weekly digest: Sunday evening, family time. */
export const WEEKLY_DIGEST_WEEKDAY = 0;

export const SAFETY_ALERT_JOB = 'family-mails.safety-alert';
export const DIGESTS_JOB = 'family-mails.digests';

export type FamilyMailsDeps = {
  db: Db;
  mailer: Mailer;
  productName: string;
  publicUrl: string;
  now: () => Date;
};

export type DigestsOutcome = { safetyDigests: number; weeklyDigests: number };

/**
 * The mails a parent gets about the children: an alert after a safety event (at most one an
 * hour), the evening digest of events no alert covered, and the weekly digest.
 */
export function createFamilyMails(deps: FamilyMailsDeps) {
  const { db } = deps;

  async function contextOf(
    familyId: string,
    settings: Pick<ParentSettingsRow, 'timeZone'> | null,
  ): Promise<FamilyMailContext> {
    const children = await childProfilesOf(db, familyId);
    return {
      productName: deps.productName,
      parentsUrl: `${deps.publicUrl}/parents`,
      timeZone: settings?.timeZone ?? 'UTC',
      childNames: new Map(children.map((child) => [child.id, child.name])),
    };
  }

  /** Sends under a claimed clock; a failed send gives the clock back so a retry can send. */
  async function sendClaimed(
    familyId: string,
    clock: MailClock,
    previous: Date | null,
    claimedAt: Date,
    words: MailWords,
  ): Promise<void> {
    try {
      const { email } = await getAccount(db, familyId);
      await deps.mailer.send({ to: email, ...words });
    } catch (error) {
      await releaseMailClock(db, familyId, clock, claimedAt, previous);
      throw error;
    }
  }

  const settingsOf = async (familyId: string) => (await parentSettingsRowOf(db, familyId)) ?? null;

  /** The alert after a safety event; nothing when an alert went out less than an hour ago. */
  async function sendSafetyAlert(familyId: string): Promise<boolean> {
    const events = await safetyEventsForParent(db, familyId, { unmailedOnly: true, limit: 20 });
    if (events.length === 0) return false;
    const settings = await settingsOf(familyId);
    const now = deps.now();
    if (!(await claimMailClock(db, familyId, 'lastSafetyAlertAt', now, SAFETY_ALERT_GAP_MS))) {
      return false; // the evening digest takes them
    }
    const words = safetyAlertMail(events, await contextOf(familyId, settings));
    await sendClaimed(
      familyId,
      'lastSafetyAlertAt',
      settings?.lastSafetyAlertAt ?? null,
      now,
      words,
    );
    await markMailed(
      db,
      familyId,
      events.map((event) => event.id),
      now,
    );
    return true;
  }

  /** Every family's evening digests that are due at `now` (safe to run any number of times). */
  async function sendDueDigests(): Promise<DigestsOutcome> {
    const outcome: DigestsOutcome = { safetyDigests: 0, weeklyDigests: 0 };
    const now = deps.now();
    for (const { userId, settings } of await familiesWithChildren(db)) {
      const timeZone = settings?.timeZone ?? 'UTC';
      const { weekday, hour } = localWeekdayAndHour(now, timeZone);
      if (hour < DIGEST_LOCAL_HOUR) continue;
      if (await sendSafetyDigest(userId, settings, now)) outcome.safetyDigests += 1;
      if (
        weekday === WEEKLY_DIGEST_WEEKDAY &&
        (settings?.weeklyDigest ?? true) &&
        (await sendWeeklyDigest(userId, settings, now))
      ) {
        outcome.weeklyDigests += 1;
      }
    }
    return outcome;
  }

  async function sendSafetyDigest(
    familyId: string,
    settings: ParentSettingsRow | null,
    now: Date,
  ): Promise<boolean> {
    const lastAlert = settings?.lastSafetyAlertAt;
    // Not right after an alert: at most one mail about safety an hour.
    if (lastAlert && now.getTime() - lastAlert.getTime() < SAFETY_ALERT_GAP_MS) return false;
    const events = await safetyEventsForParent(db, familyId, { unmailedOnly: true, limit: 100 });
    if (events.length === 0) return false;
    if (!(await claimMailClock(db, familyId, 'lastSafetyDigestAt', now, 20 * HOUR_MS))) {
      return false;
    }
    const words = safetyDigestMail(events.toReversed(), await contextOf(familyId, settings));
    await sendClaimed(
      familyId,
      'lastSafetyDigestAt',
      settings?.lastSafetyDigestAt ?? null,
      now,
      words,
    );
    await markMailed(
      db,
      familyId,
      events.map((event) => event.id),
      now,
    );
    return true;
  }

  async function sendWeeklyDigest(
    familyId: string,
    settings: ParentSettingsRow | null,
    now: Date,
  ): Promise<boolean> {
    if (!(await claimMailClock(db, familyId, 'lastWeeklyDigestAt', now, 6 * DAY_MS))) return false;
    const since = new Date(now.getTime() - 7 * DAY_MS);
    const context = await contextOf(familyId, settings);
    const chats = await childChatWeek(db, familyId, since, now);
    const stories = await storiesMadeByChildren(db, familyId, since, now);
    const weeks = [...context.childNames].map(([id, name]) => {
      const chat = chats.find((row) => row.childProfileId === id);
      return {
        name,
        minutes: chat?.minutes ?? 0,
        characterNames: chat?.characterNames ?? [],
        stories: stories.find((row) => row.childProfileId === id)?.stories ?? 0,
      };
    });
    const words = weeklyDigestMail(weeks, context);
    await sendClaimed(
      familyId,
      'lastWeeklyDigestAt',
      settings?.lastWeeklyDigestAt ?? null,
      now,
      words,
    );
    return true;
  }

  const retries = { retryLimit: 3, retryDelaySeconds: 30, retryBackoff: true } as const;
  const jobs = {
    safetyAlert: defineJob({
      name: SAFETY_ALERT_JOB,
      payload: z.object({ familyId: z.string().min(1).max(200) }),
      ...retries,
      handler: async ({ familyId }) => ({ sent: await sendSafetyAlert(familyId) }),
    }),
    digests: defineJob({
      name: DIGESTS_JOB,
      payload: z.object({}),
      ...retries,
      handler: async () => sendDueDigests(),
    }),
  };

  return { jobs, sendSafetyAlert, sendDueDigests };
}

export type FamilyMails = ReturnType<typeof createFamilyMails>;
