import { AppError } from '../../platform/http/app-error.js';

/** The same answer as the stories module's refusal: 422 `unsafe_text` with a friendly message. */
export const unsafeText = (message: string) => new AppError('unsafe_text', message, 422);

export const unsafeImprovementMessage =
  'The improved text had words that are not right for children, so it was not kept. ' +
  'Please try again, or change the description a little.';
