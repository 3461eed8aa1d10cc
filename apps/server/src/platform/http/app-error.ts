/** The one error type services throw; the error handler turns it into `{ error, message, status }`. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** Response headers that belong to this error, such as Retry-After. */
    readonly headers: Record<string, string> = {},
    /** A 5xx whose message is written for the user (a feature not set up), not an internal. */
    readonly exposeMessage = false,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError('not_found', message, 404);
export const unauthorized = (message = 'Sign in to continue') =>
  new AppError('unauthorized', message, 401);
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError('forbidden', message, 403);
export const badRequest = (message: string) => new AppError('bad_request', message, 400);
export const conflict = (message: string) => new AppError('conflict', message, 409);
/** The server works but this feature is not set up on it; the message tells the user why. */
export const notConfigured = (code: string, message: string) =>
  new AppError(code, message, 503, {}, true);
