import { ApiRoutes, sharedContentSchema, type SharedContent } from '@storyloom/contracts';
import { ApiRequestError, callPublicRoute, type ApiClient } from '../../lib/api-client';

/**
 * What a share link shows, read without signing in. An unknown or revoked code (404) is the
 * product's "empty content" (docs/product.md, "The API"): null here.
 */
export async function fetchSharedContent(
  api: ApiClient,
  code: string,
): Promise<SharedContent | null> {
  let body: unknown;
  try {
    body = await callPublicRoute(api, ApiRoutes.sharing.sharedContent, { params: { code } });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
  const parsed = sharedContentSchema.safeParse(body);
  if (!parsed.success) throw new Error('The server sent shared content the app cannot read.');
  return parsed.data;
}
