import { notFound } from '../../platform/http/app-error.js';

// Another user's element or document answers exactly like one that does not exist.
export const elementNotFound = () => notFound('That story element was not found.');
export const knowledgeNotFound = () => notFound('That knowledge document was not found.');
export const memberNotFound = () => notFound('One of the elements for this bag was not found.');
