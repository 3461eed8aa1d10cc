import {
  createArtifactRequestSchema,
  regenerateImageRequestSchema,
  type ArtifactOf,
} from '@storyloom/contracts';
import { ApiRequestError } from '../../../lib/api-client';

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
  fake.on('GET', /^\/api\/files\/signed-url\?path=(.+)$/, (match) => ({
    url: `https://files.test/${decodeURIComponent(match[1] ?? '')}`,
    expiresAtUtcEpoch: Date.now() + 3_600_000,
  }));
  fake.on('POST', /^\/artifacts\/create$/, (_match, body) => {
    const { artifact } = createArtifactRequestSchema.parse(body);
    if (artifact.id !== fake.artifact().id) throw notFound();
    return fake.advance({ result: artifact.result, updatedUtcEpoch: 2 });
  });
  fake.on('PUT', /^\/artifacts\/([^/]+)\/regenerate-image$/, (_match, body) => {
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
