import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../platform/http/app-error.js';
import { FILES_ROUTE_PREFIX, type Storage } from '../../platform/storage/create-storage.js';

const querySchema = z.object({
  expires: z.coerce.number().int().positive().describe('Expiry, epoch seconds'),
  signature: z.string().min(1).max(128).describe('HMAC of the key and expiry'),
});

/** Serves files through the short-lived signed URLs the storage hands out. */
export function filesRoutes(storage: Storage): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${FILES_ROUTE_PREFIX}/*`,
      {
        schema: {
          tags: ['files'],
          summary: 'Download a file through a signed URL',
          description:
            'Streams the file. 403 when the link has expired or was altered; 404 when the file is gone.',
          params: z.object({ '*': z.string().min(1).describe('Storage key') }),
          querystring: querySchema,
        },
      },
      async (request, reply) => {
        const key = request.params['*'];
        const { expires, signature } = request.query;
        if (!storage.signer.verify(key, expires, signature)) {
          throw new AppError('link_expired', 'This file link has expired or is not valid.', 403);
        }
        const file = await storage.files.stream(key).catch(() => null);
        if (!file) throw notFound('That file is no longer here.');
        const secondsLeft = Math.max(0, expires - Math.floor(Date.now() / 1000));
        return reply
          .header('content-type', file.info.contentType)
          .header('content-length', file.info.size)
          .header('cache-control', `private, max-age=${secondsLeft}`)
          .send(file.body);
      },
    );
  };
}
