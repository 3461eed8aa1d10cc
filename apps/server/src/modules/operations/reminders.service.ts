import { REMINDER_KINDS, type Reminder } from '@storyloom/contracts';
import { notFound } from '../../platform/http/app-error.js';
import type { OperationsDeps } from './operations-deps.js';
import { REMINDER_CATALOGUE, type ReminderFacts } from './reminder-catalogue.js';
import {
  completeReminder,
  findReminder,
  listReminders,
  openMissingReminders,
  reminderFigures,
  type ReminderRow,
} from './reminders.repository.js';

const LISTED_REMINDERS = 100;

export function createRemindersService({ config, platform, plans }: OperationsDeps) {
  const { db } = platform.database;

  async function facts(): Promise<ReminderFacts> {
    const figures = await reminderFigures(db);
    const { stripeProducts } = await plans.systemConfiguration.getCurrent();
    const prices = (stripeProducts as { prices?: Record<string, unknown> } | undefined)?.prices;
    return {
      marketplaceReports: figures.marketplace_reports,
      providerFailures: figures.provider_failures,
      errorReports: figures.error_reports,
      paymentsConfigured: config.stripe !== undefined,
      stripePrices: prices && typeof prices === 'object' ? Object.keys(prices).length : 0,
    };
  }

  const present = (row: ReminderRow, known: ReminderFacts): Reminder => {
    const entry = REMINDER_CATALOGUE[row.kind as keyof typeof REMINDER_CATALOGUE];
    const { text, figure } = entry.detail(known);
    return {
      id: row.id,
      kind: row.kind as Reminder['kind'],
      title: entry.title,
      detail: text,
      figure,
      createdUtcEpoch: row.createdAt.getTime(),
      completedUtcEpoch: row.completedAt?.getTime() ?? null,
    };
  };

  async function list(): Promise<Reminder[]> {
    const rows = await listReminders(db, LISTED_REMINDERS);
    const known = await facts();
    // A kind dropped from the catalogue in a later version is not shown.
    return rows.filter((row) => row.kind in REMINDER_CATALOGUE).map((row) => present(row, known));
  }

  return {
    list,

    /** Opens each standard reminder that is not open; running it twice opens nothing more. */
    async seed(): Promise<{ created: number; reminders: Reminder[] }> {
      const created = await openMissingReminders(db, REMINDER_KINDS);
      return { created, reminders: await list() };
    },

    /** Completes one; completing a completed one again changes nothing and succeeds. */
    async complete(id: string, completedBy: string): Promise<void> {
      if (!(await findReminder(db, id))) throw notFound('There is no reminder with that id.');
      await completeReminder(db, id, completedBy);
    },
  };
}
