import {
  feedbackPageSchema,
  productReportListSchema,
  seedCategoriesResponseSchema,
  systemEventSchema,
  SYSTEM_EVENTS_TAKE,
  type FeedbackEntry,
  type ProductReportSummary,
  type SeedCategoriesResponse,
  type SystemEvent,
} from '@storyloom/contracts';
import { z } from 'zod';
import type { ApiClient } from '../../lib/api-client';

/** How many feedback entries the Maintenance section shows. */
export const FEEDBACK_SHOWN = 50;

const systemEventListSchema = z.array(systemEventSchema);

/**
 * The latest system events, or one user's or visitor's when `userId` is given. Answers are
 * parsed: a server that drifted from the contract fails loudly instead of drawing nonsense.
 */
export async function loadSystemEvents(api: ApiClient, userId?: string): Promise<SystemEvent[]> {
  const path = userId
    ? `/api/DevOps/system-events/${encodeURIComponent(userId)}`
    : `/api/DevOps/system-events?take=${SYSTEM_EVENTS_TAKE.default}`;
  return systemEventListSchema.parse(await api.request<unknown>(path));
}

export async function seedCategories(api: ApiClient): Promise<SeedCategoriesResponse> {
  const answer = await api.request<unknown>('/api/Maintenance/seed-categories', {
    method: 'POST',
  });
  return seedCategoriesResponseSchema.parse(answer);
}

/** Reported products, the one with the most recent report first. */
export async function loadProductReports(api: ApiClient): Promise<ProductReportSummary[]> {
  const { items } = productReportListSchema.parse(
    await api.request<unknown>('/api/Marketplace/reports'),
  );
  return [...items].sort((a, b) => latestReportOf(b) - latestReportOf(a));
}

export function latestReportOf(summary: ProductReportSummary): number {
  return Math.max(0, ...summary.reports.map((report) => report.createdDateTimeUtcEpoch));
}

export async function loadFeedback(api: ApiClient): Promise<FeedbackEntry[]> {
  const page = feedbackPageSchema.parse(
    await api.request<unknown>(`/api/feedback?limit=${FEEDBACK_SHOWN}`),
  );
  return page.items;
}
