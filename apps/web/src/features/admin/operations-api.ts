import {
  ApiRoutes,
  backfillResultSchema,
  chatCompletionResultSchema,
  dashboardSchema,
  errorGroupListSchema,
  reminderListSchema,
  seedPaymentConfigurationResultSchema,
  seedRemindersResultSchema,
  traceDetailSchema,
  traceListSchema,
  type DashboardPeriod,
} from '@storyloom/contracts';
import { ApiRequestError, callRoute, type ApiClient } from '../../lib/api-client';

// The operators' calls (docs/operations.md). Answers are parsed, as in admin-api.ts.

export const loadDashboard = async (api: ApiClient, period: DashboardPeriod) =>
  dashboardSchema.parse(
    await callRoute(api, ApiRoutes.operations.dashboard, { query: { period } }),
  );

export const loadReminders = async (api: ApiClient) =>
  reminderListSchema.parse(await callRoute(api, ApiRoutes.operations.reminders)).reminders;

export const seedReminders = async (api: ApiClient) =>
  seedRemindersResultSchema.parse(await callRoute(api, ApiRoutes.operations.seedReminders));

/** A failed completion, carrying the raw answer as both error and message (spec section 8). */
export class ReminderCompleteError extends Error {
  readonly error: string;
  constructor(text: string) {
    super(text);
    this.error = text;
  }
}

/** 204 or an empty body is success; anything else fails with the answer's raw text. */
export async function completeReminder(api: ApiClient, id: string): Promise<void> {
  try {
    await callRoute(api, ApiRoutes.operations.completeReminder, { params: { id } });
  } catch (error) {
    if (error instanceof ApiRequestError) {
      throw new ReminderCompleteError(error.responseText || error.message);
    }
    throw error;
  }
}

export const backfillEmailDomains = async (api: ApiClient) =>
  backfillResultSchema.parse(
    await callRoute(api, ApiRoutes.operations.backfillSubscriptionEmailDomain),
  );

export const seedPaymentConfiguration = async (api: ApiClient) =>
  seedPaymentConfigurationResultSchema.parse(
    await callRoute(api, ApiRoutes.operations.seedPaymentConfiguration),
  );

export const testChatCompletion = async (api: ApiClient, prompt: string) =>
  chatCompletionResultSchema.parse(
    await callRoute(api, ApiRoutes.operations.chatCompletion, { body: { prompt } }),
  );

export const loadErrorGroups = async (api: ApiClient) =>
  errorGroupListSchema.parse(await callRoute(api, ApiRoutes.operations.errorGroups)).groups;

export type TraceSearch = {
  userId?: string | undefined;
  feature?: string | undefined;
  status?: 'ok' | 'error' | undefined;
  minDurationMs?: number | undefined;
};

export const loadTraces = async (api: ApiClient, query: TraceSearch) =>
  traceListSchema.parse(await callRoute(api, ApiRoutes.operations.traces, { query })).traces;

export const loadTrace = async (api: ApiClient, traceId: string) =>
  traceDetailSchema.parse(
    await callRoute(api, ApiRoutes.operations.trace, { params: { traceId } }),
  );
