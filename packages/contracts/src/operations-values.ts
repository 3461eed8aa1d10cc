// Zod-free values of the operators' area (the web's error reporter uses them on its first load).

/** The periods the operators' dashboard counts over, and their length in hours. */
export const DASHBOARD_PERIODS = {
  day: 24,
  week: 24 * 7,
  month: 24 * 30,
  quarter: 24 * 91,
} as const;
export type DashboardPeriod = keyof typeof DASHBOARD_PERIODS;

/** What a client may report: a render error, a call that showed the error box, a chunk failure. */
export const CLIENT_ERROR_KINDS = ['render', 'error-box', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** Longest message and stack a client report may carry (longer ones are cut, not refused). */
export const CLIENT_ERROR_LIMITS = { message: 2000, stack: 8000, path: 1000 } as const;

/** The standard reminders `POST /api/DevOps/seed-reminders` creates (docs/operations.md). */
export const REMINDER_KINDS = [
  'marketplace-reports',
  'provider-failures',
  'payment-settings',
  'backup-check',
  'rotate-keys',
  'error-reports',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
