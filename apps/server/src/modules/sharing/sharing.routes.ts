import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  SHARE_CODE_PATTERN,
  sharedContentSchema,
  shareLinkSchema,
} from '@storyloom/contracts';
import type { SharingService } from './sharing.service.js';

const elementParams = z.object({
  id: z.string().min(1).max(64).describe('Id of the story element (a bag, or any element)'),
});
const codeParams = z.object({
  code: z
    .string()
    .regex(SHARE_CODE_PATTERN, 'must be a share code')
    .describe('The code from the shared link'),
});

export type SharingRoutesOptions = { sharing: SharingService };

/** Share links: `/api/sharing/link/{id}` for the owner, `/api/shared/code/{code}` for anyone. */
export function sharingRoutes({ sharing }: SharingRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.sharing.share),
      schema: {
        tags: ['sharing'],
        summary: 'Share one of your elements by link',
        description:
          'Answers the short code of the live link, making one on first use; asking again gives the same code ' +
          'until it is revoked. The link shown to people is origin + /view/{shortCode}.',
        params: elementParams,
        response: {
          200: shareLinkSchema,
          401: apiErrorSchema.describe('Not signed in'),
          404: apiErrorSchema.describe('No such element of yours'),
          422: apiErrorSchema.describe('A name or description is not right for children'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return sharing.share(user.id, request.params.id);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.sharing.revoke),
      schema: {
        tags: ['sharing'],
        summary: 'Stop sharing one of your elements',
        description: 'Revokes its link: the code stops working at once and is never reused.',
        params: elementParams,
        response: {
          204: z.null().describe('Revoked (also when nothing was shared)'),
          401: apiErrorSchema.describe('Not signed in'),
          404: apiErrorSchema.describe('No such element of yours'),
        },
      },
      handler: async (request, reply) => {
        const user = callerOf(request);
        await sharing.revoke(user.id, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.sharing.sharedContent),
      schema: {
        tags: ['sharing'],
        summary: 'What a share link shows (public)',
        description:
          'No sign-in needed. Pictures come as signed URLs that work for an hour. 404 when the code is unknown ' +
          'or was revoked.',
        params: codeParams,
        response: {
          200: sharedContentSchema,
          400: apiErrorSchema.describe('Not a share code'),
          404: apiErrorSchema.describe('Unknown or revoked code'),
        },
      },
      handler: async (request, reply) => {
        // A revoked link must stop working at once, so no cache may keep the answer.
        reply.header('cache-control', 'no-store');
        return sharing.sharedContent(request.params.code);
      },
    });
  };
}
