import { AppError, notFound } from '../../platform/http/app-error.js';

// Another user's element or document answers exactly like one that does not exist.
export const elementNotFound = () => notFound('That story element was not found.');
export const knowledgeNotFound = () => notFound('That knowledge document was not found.');
export const memberNotFound = () => notFound('One of the elements for this bag was not found.');

/** Words not right for children in what a portrait is drawn from: 422 `unsafe_text`, as stories answer. */
export const unsafeText = (message: string) => new AppError('unsafe_text', message, 422);
