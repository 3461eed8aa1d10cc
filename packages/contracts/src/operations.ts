import { z } from 'zod';
import { BACKFILL_MAX_TO_SCAN_DEFAULT } from './limits.js';
import {
  CLIENT_ERROR_KINDS,
  CLIENT_ERROR_LIMITS,
  DASHBOARD_PERIODS,
  REMINDER_KINDS,
} from './operations-values.js';
import { jobRunStateSchema } from './admin.js';

const epochMs = z.number().describe('ms since epoch');
const count = z.number().int().nonnegative();

export const dashboardQuerySchema = z.object({
  period: z
    .enum(Object.keys(DASHBOARD_PERIODS) as [keyof typeof DASHBOARD_PERIODS])
    .default('week')
    .describe('The period the figures count over (default week)'),
});

/** The admin index's first figures, each over the chosen period unless it says otherwise. */
export const dashboardSchema = z.object({
  period: dashboardQuerySchema.shape.period,
  sinceUtcEpoch: epochMs,
  families: z.object({
    total: count,
    new: count,
    activeToday: count.describe('Signed-in families seen in the last 24 hours'),
    activeThisWeek: count.describe('Signed-in families seen in the last 7 days'),
  }),
  made: z.object({
    stories: count.describe('Story drafts started'),
    works: z.record(z.string(), count).describe('Works made, by kind'),
    chatTurns: count.describe("Children's chat messages"),
    callMinutes: z.number().nonnegative().describe('Voice-chat minutes paid with credits'),
  }),
  credits: z.object({ granted: count, spent: count, refunded: count }),
  jobs: z.object({
    byState: z.record(jobRunStateSchema, count),
    oldestWaitingUtcEpoch: epochMs.nullable().describe('The oldest run still queued, any age'),
  }),
  errors: z.object({
    reported: count.describe('Client and server error reports'),
    requests: count.describe('HTTP requests traced'),
    failedRequests: count.describe('Traced requests answered with a 5xx'),
    rate: z.number().nonnegative().describe('failedRequests / requests, 0 without requests'),
  }),
  liveConnections: count.describe('Open live streams held by this process'),
  providers: z.array(
    z.object({
      capability: z.enum(['text', 'image', 'speech', 'music']),
      provider: z.string(),
      recentFailures: count.describe('Failed provider calls in the period'),
    }),
  ),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const reminderKindSchema = z.enum(REMINDER_KINDS);

export const reminderSchema = z.object({
  id: z.string(),
  kind: reminderKindSchema,
  title: z.string(),
  detail: z.string().describe('What to do, with the figure that makes it urgent when known'),
  figure: z.number().int().nullable().describe('That figure alone (the web translates the text)'),
  createdUtcEpoch: epochMs,
  completedUtcEpoch: epochMs.nullable(),
});
export type Reminder = z.infer<typeof reminderSchema>;
export const reminderListSchema = z.object({ reminders: z.array(reminderSchema) });
export const seedRemindersResultSchema = z.object({
  created: count.describe('Standard reminders that were not open yet'),
  reminders: z.array(reminderSchema),
});

export const backfillQuerySchema = z.object({
  maxToScan: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(BACKFILL_MAX_TO_SCAN_DEFAULT)
    .describe(`Most subscriptions to read in this call (default ${BACKFILL_MAX_TO_SCAN_DEFAULT})`),
});
export const backfillResultSchema = z.object({
  scanned: count.describe('Subscriptions read that still had no e-mail domain'),
  changed: count.describe('Subscriptions given their domain'),
  done: z.boolean().describe('Nothing is left to fill'),
});
export type BackfillResult = z.infer<typeof backfillResultSchema>;

export const seedPaymentConfigurationResultSchema = z.object({
  source: z.enum(['stripe', 'template']),
  stripeProducts: z.unknown(),
  configurationVersion: z.number().int(),
});

export const chatCompletionRequestSchema = z.object({
  prompt: z
    .string()
    .trim()
    .min(1)
    .max(4000)
    .default('Say hello to a family in one short sentence.')
    .describe('The test prompt'),
  fast: z.boolean().default(false).describe('Use the fast model when one is configured'),
});
export const chatCompletionResultSchema = z.object({
  provider: z.string(),
  model: z.string(),
  reply: z.string(),
  latencyMs: z.number().nonnegative(),
  usage: z.object({
    inputTokens: count.nullable(),
    outputTokens: count.nullable(),
    totalTokens: count.nullable(),
  }),
  traceId: z.string().nullable(),
});
export type ChatCompletionResult = z.infer<typeof chatCompletionResultSchema>;

export const clientErrorReportSchema = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().trim().min(1).transform(cut(CLIENT_ERROR_LIMITS.message)),
  stack: z.string().optional().transform(optionalCut(CLIENT_ERROR_LIMITS.stack)),
  path: z.string().optional().transform(optionalCut(CLIENT_ERROR_LIMITS.path)),
  appVersion: z.string().max(40).optional(),
});
export type ClientErrorReport = z.input<typeof clientErrorReportSchema>;

function cut(max: number) {
  return (value: string) => value.slice(0, max);
}
function optionalCut(max: number) {
  return (value: string | undefined) => value?.slice(0, max);
}

export const errorGroupSchema = z.object({
  fingerprint: z.string(),
  source: z.enum(['client', 'server']),
  kind: z.string(),
  message: z.string(),
  path: z.string().nullable(),
  stack: z.string().nullable(),
  count,
  users: count,
  firstSeenUtcEpoch: epochMs,
  lastSeenUtcEpoch: epochMs,
});
export type ErrorGroup = z.infer<typeof errorGroupSchema>;
export const errorGroupListSchema = z.object({ groups: z.array(errorGroupSchema) });
