import { ApiRoutes, type Feedback } from '@storyloom/contracts';
import { callPublicRoute, callRoute, type ApiClient } from '../../lib/api-client';

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
  const call = { body: { ...body } };
  if (signedIn) await callRoute(api, ApiRoutes.feedback.send, call);
  else await callPublicRoute(api, ApiRoutes.feedback.send, call);
}
