import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  ENVIRONMENT,
  storyIdSchema,
  type Artifact,
} from '@storyloom/contracts';
import { conflict, notFound } from '../../platform/http/app-error.js';
import { assertSafeKey, type FileStorage } from '../../platform/storage/file-storage.js';
import { pdfContentDisposition } from './pdf-file-name.js';
import { renderStoryPdf } from '../../engines/story-pdf/index.js';

/** Shown (409) while the story is still being told. */
export const storyStillBeingToldMessage =
  'This story is still being written. You can download the PDF as soon as it is ready.';
/** Shown (409) for a generation that failed or was cancelled: there is no story to print. */
export const storyNotFinishedMessage =
  'This story was not finished, so there is no PDF to download. Create the story again to get one.';

export type StoryPdfRoutesOptions = {
  /** The caller's artifact; throws the API's 404 when it is not theirs. */
  getArtifact: (userId: string, artifactId: string) => Promise<Artifact>;
  storage: Pick<FileStorage, 'get'>;
};

const artifactParams = z.object({ id: storyIdSchema.describe('Id of the artifact') });

/**
 * Picture paths come from the artifact, which its owner may have written by hand
 * (`POST /artifacts/create`): only files in the owner's own folder are read, so a crafted path
 * cannot copy somebody else's picture into a PDF. Anything else counts as a missing picture.
 */
function ownPictureReader(storage: Pick<FileStorage, 'get'>, userId: string) {
  const ownFolder = `users-${ENVIRONMENT}/${userId}/`;
  return async (path: string): Promise<Buffer | null> => {
    if (!path.startsWith(ownFolder)) return null;
    try {
      assertSafeKey(path);
      return await storage.get(path);
    } catch {
      return null;
    }
  };
}

/** `GET /artifacts/{id}/pdf`: a finished story as a printable picture book (owner only). */
export function storyPdfRoutes({
  getArtifact,
  storage,
}: StoryPdfRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.artifacts.pdf),
      schema: {
        tags: ['artifacts'],
        summary: 'Download a finished story as a PDF book',
        description:
          'A4 pages: a cover with the title and the first picture, one page per story page (picture ' +
          'on top, text below, page number) and a credits page. Answers application/pdf as an ' +
          'attachment named after the title. 409 until the story has been told.',
        params: artifactParams,
        response: {
          // The PDF's bytes; a Buffer is sent as it is, never through the JSON serializer.
          200: z.any().describe('The PDF (application/pdf)'),
          401: apiErrorSchema.describe('Not signed in'),
          404: apiErrorSchema.describe('No such artifact of yours'),
          409: apiErrorSchema.describe('The story is not finished'),
        },
      },
      handler: async (request, reply) => {
        const user = callerOf(request);
        const artifact = await getArtifact(user.id, request.params.id);
        // Coloring books, songs and audiobooks are files of their own, not a book to print.
        if (artifact.kind !== 'story') throw notFound('That artifact is not a story.');
        if (artifact.status === 'queued' || artifact.status === 'running') {
          throw conflict(storyStillBeingToldMessage);
        }
        if (artifact.status !== 'succeeded' || !artifact.result) {
          throw conflict(storyNotFinishedMessage);
        }
        const pdf = await renderStoryPdf(artifact.result, {
          readPicture: ownPictureReader(storage, user.id),
          createdAt: new Date(artifact.createdUtcEpoch),
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', pdfContentDisposition(artifact.result.title))
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    });
  };
}

/** The same route, registered: `await registerStoryPdf(app, { authenticate, getArtifact, storage })`. */
export async function registerStoryPdf(
  app: FastifyInstance,
  options: StoryPdfRoutesOptions,
): Promise<void> {
  await app.register(storyPdfRoutes(options));
}
