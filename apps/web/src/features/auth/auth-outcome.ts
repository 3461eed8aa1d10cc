import type { AuthFailure, AuthOutcome } from './auth-gateway';

/** What better-fetch hands back, and what a plain JSON error answer holds: status plus body. */
export interface FetchError {
  status: number;
  statusText?: string;
  code?: unknown;
  error?: unknown;
  message?: unknown;
}

export type FetchResult<T> = { data: T; error: null } | { data: null; error: FetchError };

/** Turns a {data, error} answer (or a network failure) into an AuthOutcome. */
export async function settle<T, R>(
  call: Promise<FetchResult<T>>,
  pick: (data: T) => R,
): Promise<AuthOutcome<R>> {
  try {
    const result = await call;
    if (result.error) return failure(toFailure(result.error));
    return { ok: true, data: pick(result.data) };
  } catch (error) {
    // fetch itself rejected: offline, DNS, CORS. There is no provider message to show.
    console.warn('The identity service could not be reached.', error);
    return failure({ status: 0 });
  }
}

function toFailure(error: FetchError): AuthFailure {
  const code = typeof error.code === 'string' ? error.code : error.error;
  return {
    status: error.status,
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof error.message === 'string' && error.message !== ''
      ? { message: error.message }
      : {}),
  };
}

export function failure(error: AuthFailure): { ok: false; error: AuthFailure } {
  return { ok: false, error };
}
