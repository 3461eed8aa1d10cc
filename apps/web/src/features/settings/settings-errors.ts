import { ApiRequestError } from '../../lib/api-client';

/**
 * What to tell a person about a failed call: the server's own sentence when it sent one, else
 * `fallback` (the caller's translated 'Something went wrong').
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    const data = error.data as { message?: unknown } | null;
    if (data && typeof data.message === 'string' && data.message !== '') return data.message;
  }
  if (error instanceof Error && error.message !== '') return error.message;
  return fallback;
}
