import { ApiRequestError } from '../../lib/api-client';

/** What to tell the administrator about a failed call: the server's own sentence when it sent one. */
export function messageOf(error: unknown, fallback = 'Something went wrong. Try again?'): string {
  if (error instanceof ApiRequestError) {
    const data = error.data as { message?: unknown } | null;
    if (data && typeof data.message === 'string' && data.message !== '') return data.message;
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return fallback;
}
