import {
  MARKETPLACE_ERROR,
  UNSAFE_CONTENT_ERROR,
  type ChildSafetyProblem,
} from '@storyloom/contracts';
import { AppError, badRequest, notFound } from '../../platform/http/app-error.js';
import { describeProblems } from '../../engines/child-safety/index.js';

// Someone else's bag or a product the caller may not see answers exactly like a missing one.
export const bagNotFound = () => notFound('That bag was not found.');
export const productNotFound = () => notFound('That product was not found.');
export const acquisitionNotFound = () => notFound('You have not acquired that product.');
export const emptyBag = () =>
  new AppError(
    MARKETPLACE_ERROR.emptyBag,
    'Put at least one idea into the bag before publishing it.',
    400,
  );
export const unknownCategory = () => badRequest('One of the categories does not exist.');
export const unknownCover = () =>
  badRequest('The cover must be the bag’s picture or the picture of one of its ideas.');
export const alreadyReported = () =>
  new AppError(MARKETPLACE_ERROR.alreadyReported, 'You have already reported this product.', 409);

/** Texts that failed the child-safety check; the routes answer 422 with the problems listed. */
export class UnsafeContentError extends AppError {
  constructor(readonly problems: ChildSafetyProblem[]) {
    super(UNSAFE_CONTENT_ERROR, describeProblems(problems), 422, {}, true);
  }
}
