import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  childProfileInputSchema,
  childProfileListSchema,
  childProfileSchema,
  parentPinSchema,
  parentSettingsSchema,
  parentUnlockSchema,
} from '@storyloom/contracts';
import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { ParentsService } from './parents.service.js';

const paramsSchema = z.object({ id: z.string().trim().min(1).max(200) });
const notFound = { 404: apiErrorSchema.describe('No such child profile in this family') };
const badInput = { 400: apiErrorSchema.describe('A bad body, or an element not in the library') };

/** Child profiles, the PIN and the parent's settings; every route but unlock is the parent's. */
export function parentsRoutes({ parents }: { parents: ParentsService }): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['parents'];
    app.route({
      ...routeOf(ApiRoutes.parents.profiles),
      schema: {
        tags,
        summary: 'The family’s child profiles, oldest first',
        response: { 200: childProfileListSchema },
      },
      handler: async (request) => ({ profiles: await parents.list(callerOf(request).id) }),
    });

    app.route({
      ...routeOf(ApiRoutes.parents.createProfile),
      schema: {
        tags,
        summary: 'Add a child profile with its chat rules',
        description:
          'The picture is one of the family’s story elements (its id), never an uploaded photo.',
        body: childProfileInputSchema,
        response: { 201: childProfileSchema, ...badInput },
      },
      handler: async (request, reply) =>
        reply.status(201).send(await parents.create(callerOf(request).id, request.body)),
    });

    app.route({
      ...routeOf(ApiRoutes.parents.updateProfile),
      schema: {
        tags,
        summary: 'Replace a child profile and its chat rules',
        params: paramsSchema,
        body: childProfileInputSchema,
        response: { 200: childProfileSchema, ...badInput, ...notFound },
      },
      handler: async (request) =>
        parents.update(callerOf(request).id, request.params.id, request.body),
    });

    app.route({
      ...routeOf(ApiRoutes.parents.deleteProfile),
      schema: {
        tags,
        summary: 'Delete a child profile and its conversations',
        params: paramsSchema,
        response: { 204: z.null().describe('Deleted'), ...notFound },
      },
      handler: async (request, reply) => {
        await parents.remove(callerOf(request).id, request.params.id);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.parents.setPin),
      schema: {
        tags,
        summary: 'Set the parent’s PIN (stored hashed)',
        body: parentPinSchema,
        response: { 204: z.null().describe('Set'), 400: apiErrorSchema },
      },
      handler: async (request, reply) => {
        await parents.setPin(callerOf(request).id, request.body.pin);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.parents.unlock),
      schema: {
        tags,
        summary: 'Check the parent’s PIN before a child’s device switches back to the parent',
        description:
          'Callable as a child profile. Send the PIN, or the account password while no PIN is set. 204 when right; 403 when wrong; at most a few tries per family in 15 minutes (429).',
        body: parentUnlockSchema,
        response: {
          204: z.null().describe('The PIN is right'),
          400: apiErrorSchema,
          403: apiErrorSchema.describe('Wrong PIN or password'),
          429: apiErrorSchema.describe('Too many tries; see Retry-After'),
        },
      },
      handler: async (request, reply) => {
        await parents.unlock(callerOf(request), { ...request.body, clientAddress: request.ip });
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.parents.settings),
      schema: {
        tags,
        summary:
          'The parent’s settings: time zone, transcript retention, the child the phone line follows, whether a PIN is set',
        response: { 200: parentSettingsSchema },
      },
      handler: async (request) => parents.settings(callerOf(request).id),
    });

    app.route({
      ...routeOf(ApiRoutes.parents.replaceSettings),
      schema: {
        tags,
        summary: 'Replace the parent’s settings',
        description:
          'phoneLineChildProfileId names the child profile whose call rules calls to the phone ' +
          'line follow (null: the earliest profile; left out: unchanged); another family’s or an ' +
          'unknown profile is a 400.',
        body: parentSettingsSchema,
        response: { 200: parentSettingsSchema, 400: apiErrorSchema },
      },
      handler: async (request) => parents.replaceSettings(callerOf(request).id, request.body),
    });
  };
}
