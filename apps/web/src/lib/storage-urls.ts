import { ApiRoutes } from '@storyloom/contracts';
import { ApiRequestError, callRoute, type ApiClient } from './api-client';
import { onDemand } from './on-demand';

/** The signed-URL answer's schema: fetched with the first picture, not with the page. */
const storageSchemas = onDemand(() => import('./storage-schemas'));

/** A URL this close to expiry is fetched again: the picture may still be loading when it ends. */
const EXPIRY_MARGIN_MS = 30_000;

interface CachedUrl {
  url: string;
  expiresAt: number;
}

// One cache per client: a grid of twenty cards asks once per picture, not once per render.
const caches = new WeakMap<ApiClient, Map<string, CachedUrl>>();
const pending = new WeakMap<ApiClient, Map<string, Promise<string | null>>>();

function mapFor<V>(store: WeakMap<ApiClient, Map<string, V>>, api: ApiClient): Map<string, V> {
  let map = store.get(api);
  if (!map) {
    map = new Map();
    store.set(api, map);
  }
  return map;
}

/**
 * A download URL for one stored file, or null when the file does not exist (404). Answers are
 * kept until shortly before they expire, and parallel asks for one path share a request.
 * Other failures are thrown: the caller shows them.
 */
export function signedStorageUrl(
  api: ApiClient,
  path: string,
  now: () => number = Date.now,
): Promise<string | null> {
  const cache = mapFor(caches, api);
  const cached = cache.get(path);
  if (cached && cached.expiresAt - EXPIRY_MARGIN_MS > now()) return Promise.resolve(cached.url);

  const inFlight = mapFor(pending, api);
  const already = inFlight.get(path);
  if (already) return already;

  const request = fetchSignedUrl(api, path)
    .then((answer) => {
      if (answer) cache.set(path, { url: answer.url, expiresAt: answer.expiresAtUtcEpoch });
      else cache.delete(path);
      return answer?.url ?? null;
    })
    .finally(() => inFlight.delete(path));
  inFlight.set(path, request);
  return request;
}

/** Forgets a path's URL (the picture failed to load with it), so the next ask fetches anew. */
export function forgetStorageUrl(api: ApiClient, path: string): void {
  caches.get(api)?.delete(path);
}

async function fetchSignedUrl(api: ApiClient, path: string) {
  let body: unknown;
  try {
    body = await callRoute(api, ApiRoutes.files.signedUrl, { query: { path } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
  const { signedFileUrlSchema } = await storageSchemas.load();
  const parsed = signedFileUrlSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent a picture address the app cannot read.');
  return parsed.data;
}
