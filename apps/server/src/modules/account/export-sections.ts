import { asc, eq, inArray } from 'drizzle-orm';
import { IMAGE_VARIANTS, imageVariantPath } from '@storyloom/contracts';
import { accountConfigurations, phoneNumberSlots } from '../../db/schema/account-configurations.js';
import { account, session, user } from '../../db/schema/auth.js';
import { creditLedger } from '../../db/schema/credit-ledger.js';
import { events } from '../../db/schema/events.js';
import { feedback } from '../../db/schema/feedback.js';
import { stripeCustomers } from '../../db/schema/payments.js';
import { shareLinks } from '../../db/schema/share-links.js';
import { bagMembers, knowledgeDocuments, storyElements } from '../../db/schema/story-elements.js';
import { subscriptions } from '../../db/schema/subscriptions.js';
import type { Db } from '../../platform/db/database.js';
import type { FileStorage } from '../../platform/storage/file-storage.js';

/** What every section function is given: whose data, and where to read it. */
export type ExportContext = {
  db: Db;
  files: FileStorage;
  userId: string;
  /** The API's public origin: signed file URLs in the export must work from anywhere. */
  publicUrl: string;
};

/** A named part of the export. Secrets (password hashes, tokens, keys) never appear in one. */
export type ExportSection = {
  name: string;
  produce: (context: ExportContext) => Promise<unknown>;
};

/** Links in the export stay usable this long: long enough to download everything calmly. */
export const EXPORT_FILE_URL_SECONDS = 24 * 60 * 60;

const epoch = (date: Date | null) => (date === null ? null : date.getTime());

/** The account itself, and how one signs in (the method, never the credential). */
export async function profileSection({ db, userId }: ExportContext) {
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: user.emailVerified,
      image: user.image,
      role: user.role,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    })
    .from(user)
    .where(eq(user.id, userId));
  const methods = await db
    .select({ providerId: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
  if (!row) return null;
  const { createdAt, updatedAt, ...profile } = row;
  return {
    ...profile,
    createdUtcEpoch: epoch(createdAt),
    updatedUtcEpoch: epoch(updatedAt),
    signInMethods: methods.map((method) => ({
      providerId: method.providerId,
      createdUtcEpoch: epoch(method.createdAt),
    })),
  };
}

/** Where and when the account is signed in; the session tokens themselves stay out. */
export async function sessionsSection({ db, userId }: ExportContext) {
  const rows = await db
    .select({
      createdAt: session.createdAt,
      expiresAt: session.expiresAt,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
    })
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  return rows.map((row) => ({
    createdUtcEpoch: epoch(row.createdAt),
    expiresUtcEpoch: epoch(row.expiresAt),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
  }));
}

export async function subscriptionSection({ db, userId }: ExportContext) {
  const [current] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const [billing] = await db
    .select({
      customerId: stripeCustomers.customerId,
      subscriptionId: stripeCustomers.subscriptionId,
    })
    .from(stripeCustomers)
    .where(eq(stripeCustomers.userId, userId));
  return {
    current: current
      ? {
          plan: current.plan,
          bagOfIdeasSize: current.bagOfIdeasSize,
          canGenerateLongerContent: current.canGenerateLongerContent,
          creditsAvailable: current.creditsAvailable,
          createdUtcEpoch: epoch(current.createdAt),
          updatedUtcEpoch: epoch(current.updatedAt),
        }
      : null,
    billing: billing ?? null,
  };
}

/** Every movement of credits, oldest first, so the balance can be followed step by step. */
export async function creditLedgerSection({ db, userId }: ExportContext) {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId))
    .orderBy(asc(creditLedger.id));
  return rows.map((row) => ({
    delta: row.delta,
    reason: row.reason,
    contentKind: row.contentKind,
    reference: row.reference,
    note: row.note,
    createdUtcEpoch: epoch(row.createdAt),
  }));
}

/** A stored picture's paths, each with a link valid for a day (sizes that exist only). */
async function avatarFiles({ files, publicUrl }: ExportContext, avatarPath: string | null) {
  if (avatarPath === null) return null;
  const stored = [];
  for (const variant of IMAGE_VARIANTS) {
    const path = imageVariantPath(avatarPath, variant);
    if (!(await files.exists(path))) continue;
    const url = `${publicUrl}${await files.signedUrl(path, EXPORT_FILE_URL_SECONDS)}`;
    stored.push({ variant, path, url });
  }
  return { path: avatarPath, files: stored };
}

/** The library: characters, locations, bags and notes with their knowledge and bag members. */
export async function storyElementsSection(context: ExportContext) {
  const { db, userId } = context;
  const elements = await db
    .select()
    .from(storyElements)
    .where(eq(storyElements.userId, userId))
    .orderBy(asc(storyElements.createdAt), asc(storyElements.id));
  const ids = elements.map((element) => element.id);
  const knowledge =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(knowledgeDocuments)
          .where(inArray(knowledgeDocuments.elementId, ids))
          .orderBy(asc(knowledgeDocuments.createdAt));
  const members =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(bagMembers)
          .where(inArray(bagMembers.bagId, ids))
          .orderBy(asc(bagMembers.position));
  const result = [];
  for (const element of elements) {
    result.push({
      id: element.id,
      name: element.name,
      description: element.description,
      type: element.type,
      createdDateTimeUtcEpoch: epoch(element.createdAt),
      updatedUtcEpoch: epoch(element.updatedAt),
      avatar: await avatarFiles(context, element.avatarPath),
      memberIds: members.filter((m) => m.bagId === element.id).map((m) => m.memberId),
      knowledge: knowledge
        .filter((document) => document.elementId === element.id)
        .map((document) => ({
          id: document.id,
          title: document.title,
          mediaType: document.mediaType,
          sizeBytes: document.sizeBytes,
          content: document.content,
          createdDateTimeUtcEpoch: epoch(document.createdAt),
        })),
    });
  }
  return result;
}

export async function accountConfigurationSection({ db, userId }: ExportContext) {
  const [row] = await db
    .select()
    .from(accountConfigurations)
    .where(eq(accountConfigurations.userId, userId));
  const slots = await db
    .select({ slot: phoneNumberSlots.slot, storyElementId: phoneNumberSlots.storyElementId })
    .from(phoneNumberSlots)
    .where(eq(phoneNumberSlots.userId, userId))
    .orderBy(asc(phoneNumberSlots.slot));
  return {
    preferredLanguage: row?.preferredLanguage ?? null,
    phoneNumber:
      row?.phoneNumber != null
        ? { countryCode: row.phoneCountryCode ?? '', number: row.phoneNumber }
        : null,
    // Whether phone lines answer the number; codes never leave the server, not even hashed.
    phoneNumberVerified: row?.phoneNumber != null && row.phoneVerifiedAt != null,
    phoneNumberSlots: slots,
  };
}

export async function feedbackSection({ db, userId }: ExportContext) {
  const rows = await db
    .select()
    .from(feedback)
    .where(eq(feedback.userId, userId))
    .orderBy(asc(feedback.id));
  return rows.map((row) => ({
    rating: row.rating,
    text: row.text,
    path: row.path,
    userAgent: row.userAgent,
    createdUtcEpoch: epoch(row.createdAt),
  }));
}

export async function shareLinksSection({ db, userId }: ExportContext) {
  const rows = await db
    .select()
    .from(shareLinks)
    .where(eq(shareLinks.userId, userId))
    .orderBy(asc(shareLinks.createdAt));
  return rows.map((row) => ({
    shortCode: row.shortCode,
    storyElementId: row.storyElementId,
    createdUtcEpoch: epoch(row.createdAt),
    revokedUtcEpoch: epoch(row.revokedAt),
  }));
}

/** Telemetry recorded while signed in; the keyed hash of the address is ours, not theirs. */
export async function eventsSection({ db, userId }: ExportContext) {
  const rows = await db
    .select()
    .from(events)
    .where(eq(events.userId, userId))
    .orderBy(asc(events.id));
  return rows.map((row) => ({
    eventType: row.type,
    utcTimeEpoch: row.utcTimeEpoch,
    primaryParameter: row.primaryParameter,
    secondaryParameter: row.secondaryParameter,
    tertiaryParameter: row.tertiaryParameter,
    environment: row.environment,
    receivedUtcEpoch: epoch(row.receivedAt),
  }));
}
