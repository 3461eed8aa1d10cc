import {
  accountConfigurationSection,
  creditLedgerSection,
  eventsSection,
  feedbackSection,
  profileSection,
  sessionsSection,
  shareLinksSection,
  storyElementsSection,
  subscriptionSection,
  type ExportContext,
  type ExportSection,
} from './export-sections.js';
import { callsExportOf } from '../calls/index.js';
import { chatExportOf } from '../chat/index.js';
import { phoneCallsExportOf } from '../phone-lines/index.js';

export const EXPORT_FORMAT = 'storyloom-account-export';
export const EXPORT_FORMAT_VERSION = 1;

/**
 * Everything an account holds, one section each, in the order the document lists them. A module
 * that stores more for a user (stories, marketplace) adds its section here: one line.
 */
export const ACCOUNT_EXPORT_SECTIONS: readonly ExportSection[] = [
  { name: 'profile', produce: profileSection },
  { name: 'sessions', produce: sessionsSection },
  { name: 'subscription', produce: subscriptionSection },
  { name: 'creditLedger', produce: creditLedgerSection },
  { name: 'storyElements', produce: storyElementsSection },
  { name: 'accountConfiguration', produce: accountConfigurationSection },
  { name: 'feedback', produce: feedbackSection },
  { name: 'shareLinks', produce: shareLinksSection },
  { name: 'events', produce: eventsSection },
  { name: 'chat', produce: ({ db, userId }) => chatExportOf(db, userId) },
  { name: 'calls', produce: ({ db, userId }) => callsExportOf(db, userId) },
  { name: 'phoneCalls', produce: ({ db, userId }) => phoneCallsExportOf(db, userId) },
];

export type AccountExport = {
  format: typeof EXPORT_FORMAT;
  version: number;
  exportedUtcEpoch: number;
  sections: Record<string, unknown>;
};

/** Builds the export document; sections run one after another (PGlite is one connection). */
export async function buildAccountExport(
  context: ExportContext,
  sections: readonly ExportSection[] = ACCOUNT_EXPORT_SECTIONS,
  now = new Date(),
): Promise<AccountExport> {
  const produced: Record<string, unknown> = {};
  for (const section of sections) produced[section.name] = await section.produce(context);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_FORMAT_VERSION,
    exportedUtcEpoch: now.getTime(),
    sections: produced,
  };
}

/** storyloom-export-YYYY-MM-DD.json, the day in UTC. */
export function exportFileName(now: Date): string {
  return `storyloom-export-${now.toISOString().slice(0, 10)}.json`;
}
