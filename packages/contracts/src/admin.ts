import { z } from 'zod';
import { planSchema } from './enum-schemas.js';

/** The states a background job run goes through (the job_runs table's status). */
export const JOB_RUN_STATES = [
  'queued',
  'running',
  'retrying',
  'completed',
  'failed',
  'cancelled',
] as const;
export const jobRunStateSchema = z.enum(JOB_RUN_STATES);
export type JobRunState = z.infer<typeof jobRunStateSchema>;

/** How many runs the Tracing list shows by default, and the most one request may ask for. */
export const ADMIN_JOBS_LIMIT = { default: 50, max: 200 } as const;

const epochMs = z.number().describe('ms since epoch');

/** One background job as an operator sees it: no payload and no result, which may hold user text. */
export const adminJobRunSchema = z.object({
  id: z.string(),
  name: z.string().describe('The job kind, e.g. story generation or a song'),
  userId: z.string().nullable(),
  state: jobRunStateSchema,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  progress: z.number().int().describe('0..100'),
  stage: z.string().nullable(),
  error: z.string().nullable(),
  createdUtcEpoch: epochMs,
  startedUtcEpoch: epochMs.nullable(),
  finishedUtcEpoch: epochMs.nullable(),
  durationMs: z.number().nullable().describe('From start to finish; null until both are known'),
});
export type AdminJobRun = z.infer<typeof adminJobRunSchema>;
export const adminJobListSchema = z.object({ jobs: z.array(adminJobRunSchema) });

/** Configured AI providers by capability: names only, never keys or addresses. */
export const aiProvidersSchema = z.object({
  text: z.string(),
  image: z.string(),
  speech: z.string(),
  music: z.string(),
});

export const monitoringSchema = z.object({
  uptimeSeconds: z.number(),
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
  nodeVersion: z.string(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    roundTripMs: z.number().describe('Time of one `select 1`'),
  }),
  jobsLast24h: z.record(jobRunStateSchema, z.number().int()),
  liveConnections: z.number().int().describe('Open live streams held by this process'),
  mail: z.enum(['outbox', 'smtp']),
  aiProviders: aiProvidersSchema,
});
export type Monitoring = z.infer<typeof monitoringSchema>;

export const migrationStatusSchema = z.object({
  index: z.number().int(),
  tag: z.string().describe('The migration file name without .sql'),
  createdUtcEpoch: epochMs.describe('When the migration was generated (the journal time)'),
  applied: z.boolean(),
});
export type MigrationStatus = z.infer<typeof migrationStatusSchema>;
export const migrationListSchema = z.object({ migrations: z.array(migrationStatusSchema) });

/** An account's plan and balance; both null when the account has no subscription row yet. */
export const adminUserPlanSchema = z.object({
  userId: z.string(),
  plan: planSchema.nullable(),
  creditsAvailable: z.number().nullable(),
});
export type AdminUserPlan = z.infer<typeof adminUserPlanSchema>;

/** An account as the admin user lookup (POST /api/DevOps/users) answers it. */
export const adminAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  admin: z.boolean(),
  createdUtcEpoch: epochMs,
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
