import { ErrorText } from '@storyloom/contracts';
import { AppError, notFound } from '../../platform/http/app-error.js';

export const storyNotFound = () => notFound('That story was not found.');
export const artifactNotFound = () => notFound('That story artifact was not found.');
export const bagNotFound = () => notFound('That bag was not found.');

/** What a cancelled generation answers (docs/product.md, "Errors and failure handling"). */
export const generationCancelledError = () =>
  new AppError(
    ErrorText.generationCancelled.error,
    ErrorText.generationCancelled.message,
    ErrorText.generationCancelled.status,
  );

export const unsafeText = (message: string) => new AppError('unsafe_text', message, 422);
