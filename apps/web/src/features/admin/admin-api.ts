import {
  ApiRoutes,
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
import { callRoute, type ApiClient } from '../../lib/api-client';

/** How many feedback entries the Maintenance section shows. */
export const FEEDBACK_SHOWN = 50;

const systemEventListSchema = z.array(systemEventSchema);

/**
 * The latest system events, or one user's or visitor's when `userId` is given. Answers are
 * parsed: a server that drifted from the contract fails loudly instead of drawing nonsense.
 */
export async function loadSystemEvents(api: ApiClient, userId?: string): Promise<SystemEvent[]> {
  const answer = userId
    ? await callRoute(api, ApiRoutes.events.systemEventsOfUser, { params: { userId } })
    : await callRoute(api, ApiRoutes.events.systemEvents, {
        query: { take: SYSTEM_EVENTS_TAKE.default },
      });
  return systemEventListSchema.parse(answer);
}

export async function seedCategories(api: ApiClient): Promise<SeedCategoriesResponse> {
  const answer = await callRoute(api, ApiRoutes.marketplace.seedCategories);
  return seedCategoriesResponseSchema.parse(answer);
}

/** Reported products, the one with the most recent report first. */
export async function loadProductReports(api: ApiClient): Promise<ProductReportSummary[]> {
  const { items } = productReportListSchema.parse(
    await callRoute(api, ApiRoutes.marketplace.reports),
  );
  return [...items].sort((a, b) => latestReportOf(b) - latestReportOf(a));
}

export function latestReportOf(summary: ProductReportSummary): number {
  return Math.max(0, ...summary.reports.map((report) => report.createdDateTimeUtcEpoch));
}

export async function loadFeedback(api: ApiClient): Promise<FeedbackEntry[]> {
  const page = feedbackPageSchema.parse(
    await callRoute(api, ApiRoutes.feedback.list, { query: { limit: FEEDBACK_SHOWN } }),
  );
  return page.items;
}
