import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiRoutes, apiErrorSchema, ENVIRONMENT, signedFileUrlSchema } from '@storyloom/contracts';
import { AppError, notFound } from '../../platform/http/app-error.js';
import {
  assertSafeKey,
  DEFAULT_SIGNED_URL_SECONDS,
  type ByteRange,
} from '../../platform/storage/file-storage.js';
import type { Storage } from '../../platform/storage/create-storage.js';

const querySchema = z.object({
  expires: z.coerce.number().int().positive().describe('Expiry, epoch seconds'),
  signature: z.string().min(1).max(128).describe('HMAC of the key, expiry and scope'),
  scope: z
    .string()
    .min(1)
    .max(128)
    .optional()
    .describe('What the link was handed out for (e.g. a share); it works only while that lives'),
});

const signedUrlQuerySchema = z.object({
  path: z
    .string()
    .min(1)
    .max(1024)
    .describe('Storage path, e.g. users-prod/{userId}/avatars/a.png'),
});

/** The folder a user's own files live in; a path outside it is treated as missing. */
const ownFolderOf = (userId: string) => `users-${ENVIRONMENT}/${userId}/`;

function isOwnSafePath(path: string, userId: string): boolean {
  if (!path.startsWith(ownFolderOf(userId))) return false;
  try {
    assertSafeKey(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * A key no file could have is answered like a missing file; any other failure of the storage (a
 * bucket that does not answer) is a server error, never a 404 that tells clients the file is gone.
 */
function missingIfUnsafe(error: unknown): null {
  if (error instanceof Error && error.message.startsWith('Unsafe storage key')) return null;
  throw error;
}

export type FilesRoutesOptions = {
  storage: Storage;
  /** Whether a scope a link was signed for still lives; unknown scopes do not. */
  isScopeLive: (scope: string) => Promise<boolean>;
};

/**
 * One range of an HTTP Range header ('bytes=0-99', 'bytes=100-', 'bytes=-50'), clamped to the
 * file; null to answer the whole file (several ranges, or a header we do not read), or
 * 'unsatisfiable' when it starts past the end.
 */
export function parseByteRange(header: string, size: number): ByteRange | null | 'unsatisfiable' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** Hands out and serves the short-lived signed URLs files are downloaded through. */
export function filesRoutes({ storage, isScopeLive }: FilesRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.files.signedUrl),
      schema: {
        tags: ['files'],
        summary: 'A download URL for one of your own files',
        description:
          "Resolves a storage path such as an element's avatarUrl (or one of its .small.thumb / .tiny.thumb variants) " +
          'to a URL that works for a few minutes. 404 when no such file of yours exists, so a client can fall ' +
          'back to another size.',
        querystring: signedUrlQuerySchema,
        response: {
          200: signedFileUrlSchema,
          401: apiErrorSchema.describe('Not signed in'),
          404: apiErrorSchema.describe('No such file of yours'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        const { path } = request.query;
        // Someone else's path answers exactly like a missing file: nothing to learn from it.
        if (!isOwnSafePath(path, user.id) || !(await storage.files.exists(path))) {
          throw notFound('That picture is not here.');
        }
        const url = await storage.files.signedUrl(path, DEFAULT_SIGNED_URL_SECONDS);
        return { url, expiresAtUtcEpoch: Date.now() + DEFAULT_SIGNED_URL_SECONDS * 1000 };
      },
    });

    app.route({
      ...routeOf(ApiRoutes.files.download),
      schema: {
        tags: ['files'],
        summary: 'Download a file through a signed URL',
        description:
          'Streams the file. 403 when the link has expired or was altered; 404 when the file is gone.',
        params: z.object({ '*': z.string().min(1).describe('Storage key') }),
        querystring: querySchema,
      },
      handler: async (request, reply) => {
        const key = request.params['*'];
        const { expires, signature, scope } = request.query;
        const valid =
          storage.signer.verify(key, expires, signature, { scope }) &&
          (scope === undefined || (await isScopeLive(scope)));
        if (!valid) {
          throw new AppError('link_expired', 'This file link has expired or is not valid.', 403);
        }
        const secondsLeft = Math.max(0, expires - Math.floor(Date.now() / 1000));
        reply
          .header('accept-ranges', 'bytes')
          .header('cache-control', `private, max-age=${secondsLeft}`);
        // Audio players seek with Range requests; a browser cannot jump in a file without them.
        const wanted = request.headers.range;
        if (wanted) {
          // The size alone, without opening the file (on S3 a HEAD instead of a GET).
          const whole = await storage.files.stat(key).catch(missingIfUnsafe);
          if (!whole) throw notFound('That file is no longer here.');
          const range = parseByteRange(wanted, whole.size);
          if (range === 'unsatisfiable') {
            return reply.code(416).header('content-range', `bytes */${whole.size}`).send();
          }
          if (range !== null) {
            const part = await storage.files.stream(key, range).catch(missingIfUnsafe);
            if (!part) throw notFound('That file is no longer here.');
            return reply
              .code(206)
              .header('content-type', part.info.contentType)
              .header('content-range', `bytes ${range.start}-${range.end}/${part.info.size}`)
              .header('content-length', range.end - range.start + 1)
              .send(part.body);
          }
        }
        const file = await storage.files.stream(key).catch(missingIfUnsafe);
        if (!file) throw notFound('That file is no longer here.');
        return reply
          .header('content-type', file.info.contentType)
          .header('content-length', file.info.size)
          .send(file.body);
      },
    });
  };
}
