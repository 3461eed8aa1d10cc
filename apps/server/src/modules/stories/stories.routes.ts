import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  RECENT_STORIES_LIMITS,
  recentStoriesQuerySchema,
  recentStoriesResponseSchema,
  savedStorySchema,
  storyIdSchema,
  storyUpsertRequestSchema,
} from '@storyloom/contracts';
import type { StoriesService } from './stories.service.js';

const storyParams = z.object({ id: storyIdSchema.describe('Id of the story') });

export type StoriesRoutesOptions = { stories: StoriesService };

/**
 * The wizard's drafts: `/story/upsert`, `/story/get/{id}`, `/story/list`, `/story/delete/{id}`
 * (owner only).
 */
export function storiesRoutes({ stories }: StoriesRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.stories.upsert),
      schema: {
        tags: ['stories'],
        summary: 'Save a story draft',
        description:
          'Creates the story, or updates yours with that id. Elements not in your library are dropped; ' +
          'options and title are kept when absent.',
        body: storyUpsertRequestSchema,
        response: {
          200: savedStorySchema,
          400: apiErrorSchema.describe('Not a valid story'),
          401: apiErrorSchema.describe('Not signed in'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return stories.upsert(user.id, request.body.story, request.childProfileId);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.stories.get, { answerCache: true }),
      schema: {
        tags: ['stories'],
        summary: 'Read one of your stories',
        params: storyParams,
        response: {
          200: savedStorySchema,
          401: apiErrorSchema.describe('Not signed in'),
          404: apiErrorSchema.describe('No such story of yours'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return stories.get(user.id, request.params.id);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.stories.list, { answerCache: true }),
      schema: {
        tags: ['stories'],
        summary: 'List your recent stories',
        description:
          `Your stories, most recently saved first (limit ${RECENT_STORIES_LIMITS.default} by default, ` +
          `at most ${RECENT_STORIES_LIMITS.max}), each with its title, the names of its first ` +
          'chosen elements and its latest generation.',
        querystring: recentStoriesQuerySchema,
        response: {
          200: recentStoriesResponseSchema,
          400: apiErrorSchema.describe('Not a valid limit'),
          401: apiErrorSchema.describe('Not signed in'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return { items: await stories.listRecent(user.id, request.query.limit) };
      },
    });

    app.route({
      ...routeOf(ApiRoutes.stories.delete),
      schema: {
        tags: ['stories'],
        summary: 'Delete one of your stories',
        description:
          'Cancels its generations still under way (their credits are given back), then deletes it and its artifacts.',
        params: storyParams,
        response: {
          204: z.null().describe('Deleted'),
          401: apiErrorSchema.describe('Not signed in'),
          404: apiErrorSchema.describe('No such story of yours'),
        },
      },
      handler: async (request, reply) => {
        const user = callerOf(request);
        await stories.delete(user.id, request.params.id);
        return reply.status(204).send(null);
      },
    });
  };
}
