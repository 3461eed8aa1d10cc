import type { FeedbackEntry, FeedbackPage, FeedbackSubmission } from '@storyloom/contracts';
import type { Db } from '../../platform/db/database.js';
import type { Caller } from '../events/index.js';
import { insertFeedback, selectFeedbackPage, type FeedbackRow } from './feedback.repository.js';

/** Enough of a user agent to tell browsers and devices apart. */
export const USER_AGENT_MAX_LENGTH = 512;

export type FeedbackService = ReturnType<typeof createFeedbackService>;

export function createFeedbackService({ db }: { db: Db }) {
  return {
    async submit(
      caller: Caller,
      submission: FeedbackSubmission,
      userAgent: string | undefined,
    ): Promise<{ id: string }> {
      const id = await insertFeedback(db, {
        userId: caller.user?.id ?? null,
        // A signed-in author is known by account; the visitor id would only repeat it.
        visitorId: caller.user ? null : caller.visitorId,
        rating: submission.rating,
        text: submission.text ?? null,
        path: submission.path ?? null,
        userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
      });
      return { id: String(id) };
    },

    async page({ limit, cursor }: { limit: number; cursor?: number }): Promise<FeedbackPage> {
      const rows = await selectFeedbackPage(db, { limit: limit + 1, beforeId: cursor });
      const items = rows.slice(0, limit).map(toEntry);
      const last = items.at(-1);
      return { items, nextCursor: rows.length > limit && last ? last.id : null };
    },
  };
}

function toEntry(row: FeedbackRow): FeedbackEntry {
  return {
    id: String(row.id),
    rating: row.rating,
    text: row.text,
    path: row.path,
    userId: row.userId,
    visitorId: row.visitorId,
    userAgent: row.userAgent,
    createdUtcEpoch: row.createdAt.getTime(),
  };
}
