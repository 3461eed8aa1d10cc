import type { Feedback } from '@storyloom/contracts';
import type { ApiClient } from '../../lib/api-client';

export const FEEDBACK_API_PATH = '/api/feedback';

export interface FeedbackRequestBody extends Feedback {
  /** The page the feedback was sent from, so it can be read in context. */
  path: string;
}

/**
 * The server takes feedback from anyone: signed-in users send their token so the feedback is
 * theirs, visitors send it anonymously. Answers 201 with the new id.
 */
export async function sendFeedback(
  api: ApiClient,
  signedIn: boolean,
  body: FeedbackRequestBody,
): Promise<void> {
  const init = { method: 'POST', body: { ...body } };
  if (signedIn) await api.request<{ id: string }>(FEEDBACK_API_PATH, init);
  else await api.publicRequest<{ id: string }>(FEEDBACK_API_PATH, init);
}
