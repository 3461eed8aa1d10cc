import {
  ApiRoutes,
  createArtifactRequestSchema,
  regenerateImageRequestSchema,
  type ApiRoute,
  type ArtifactOf,
} from '@storyloom/contracts';
import { ApiRequestError } from '../../../lib/api-client';
import { routePattern } from '../../../lib/testing/route-matcher';

type ToldStoryArtifact = ArtifactOf<'story'>;

/** The part of a fake API the book's routes are added to: it holds one told story. */
export interface FakeServer {
  on(
    method: string,
    pattern: RegExp,
    reply: (match: RegExpExecArray, body: unknown) => unknown,
  ): void;
  /** The told story the server holds. */
  artifact(): ToldStoryArtifact;
  /** Changes it; answers it as it is now. */
  advance(change: Partial<ToldStoryArtifact>): ToldStoryArtifact;
}

const notFound = () =>
  new ApiRequestError('API request failed: 404', 404, {
    error: 'not_found',
    message: 'Not found',
    status: 404,
  });

/**
 * The book's calls on the fake server: signed picture URLs, saving an edited book, drawing a
 * picture again (a new file path each time).
 */
export function installBookRoutes(fake: FakeServer) {
  let drawings = 1;
  const on = (route: ApiRoute, reply: Parameters<FakeServer['on']>[2]) =>
    fake.on(route.method, routePattern(route), reply);
  on(ApiRoutes.files.signedUrl, (match) => ({
    url: `https://files.test/${new URL(match.input, 'http://api.test').searchParams.get('path')}`,
    expiresAtUtcEpoch: Date.now() + 3_600_000,
  }));
  on(ApiRoutes.artifacts.create, (_match, body) => {
    const { artifact } = createArtifactRequestSchema.parse(body);
    if (artifact.id !== fake.artifact().id) throw notFound();
    return fake.advance({ result: artifact.result, updatedUtcEpoch: 2 });
  });
  on(ApiRoutes.artifacts.regenerateImage, (_match, body) => {
    const request = regenerateImageRequestSchema.parse(body);
    const current = fake.artifact();
    const pages = (current.result?.pages ?? []).map((page) => {
      if (page.picture?.tag !== request.tag) return page;
      drawings += 1;
      const png = page.picture.png.replace(/-v\d+\.png$/, `-v${drawings}.png`);
      return {
        ...page,
        picture: {
          ...page.picture,
          png,
          specification: request.revisedImageSpecification,
          style: request.imageStyle ?? page.picture.style,
        },
      };
    });
    return fake.advance({ result: current.result && { ...current.result, pages } });
  });
}
