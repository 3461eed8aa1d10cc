import { callerOf, routeOf } from '../../platform/http/access-control.js';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  generateAvatarRequestSchema,
  generateAvatarResponseSchema,
  knowledgeDocumentSchema,
  storyElementDetailsSchema,
  storyElementListQuerySchema,
  storyElementPageSchema,
} from '@storyloom/contracts';
import type { StoryElementsService } from './story-elements.service.js';
import { MULTIPART_OPTIONS, readUpsertForm } from './upsert-form.js';

const idSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an element id')
  .describe('Element id');

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
};

/** The library's API: elements, their knowledge documents and avatar pictures. */
export function storyElementsRoutes({
  service,
}: {
  service: StoryElementsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    // Scoped to this plugin: only the upsert takes multipart bodies.
    await app.register(multipart, MULTIPART_OPTIONS);

    app.route({
      ...routeOf(ApiRoutes.storyElements.get),
      schema: {
        tags: ['story elements'],
        summary: 'One of your elements with its knowledge documents (without their text)',
        params: z.object({ id: idSchema }),
        response: { 200: storyElementDetailsSchema, ...errors },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return service.getDetails(caller.id, request.params.id);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.storyElements.list, { answerCache: true }),
      schema: {
        tags: ['story elements'],
        summary: 'Your elements, newest first, a page at a time',
        description:
          'Filter by type and by a case-insensitive part of the name; pass nextCursor back as cursor for the next page (null: no more).',
        querystring: storyElementListQuerySchema,
        response: { 200: storyElementPageSchema, ...errors },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return service.list(caller.id, request.query);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.storyElements.upsert),
      schema: {
        tags: ['story elements'],
        summary: 'Create (no id) or update (your id) an element, its picture and knowledge',
        description: [
          'multipart/form-data with the parts:',
          '- `requestData`: JSON `{ storyElement, removeKnowledgeIds }` (a plain field or an application/json file part).',
          '- `avatarFile` (optional): one PNG, JPEG, WebP or GIF of at most 8 MB, recognised by its content; stored re-encoded without metadata, with small and tiny variants.',
          '- `newKnowledgeData` (optional, repeatable): .txt, .md or .markdown documents of at most 100 KB in UTF-8; at most 20 per element.',
          'Answers 201 for a new element and 200 for an update; a bag over the plan limit is 409 `bag_full`.',
        ].join('\n'),
        consumes: ['multipart/form-data'],
        response: {
          200: storyElementDetailsSchema,
          201: storyElementDetailsSchema,
          ...errors,
          409: apiErrorSchema,
          413: apiErrorSchema,
          415: apiErrorSchema,
        },
      },
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const form = await readUpsertForm(request);
        const { created, details } = await service.upsert(caller.id, form);
        return reply.code(created ? 201 : 200).send(details);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.storyElements.delete),
      schema: {
        tags: ['story elements'],
        summary: 'Delete one of your elements with its knowledge, bag places and picture',
        params: z.object({ id: idSchema }),
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
      handler: async (request, reply) => {
        const caller = callerOf(request);
        await service.remove(caller.id, request.params.id);
        return reply.code(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.storyElements.knowledge),
      schema: {
        tags: ['story elements'],
        summary: 'One knowledge document of one of your elements, with its text',
        params: z.object({
          id: idSchema,
          knowledgeId: z.string().min(1).max(64).describe('Knowledge document id'),
        }),
        response: { 200: knowledgeDocumentSchema, ...errors },
      },
      handler: async (request) => {
        const caller = callerOf(request);
        return service.getKnowledge(caller.id, request.params.id, request.params.knowledgeId);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.storyElements.generateAvatar),
      schema: {
        tags: ['story elements'],
        summary: 'Draw a portrait for an element, charged as one image',
        description:
          'Stores the picture under your avatars folder and answers its storage path; send it as avatarUrl in an upsert to attach it. 402 when your credits are short, 422 `unsafe_text` when the name or description has words not right for children (nothing is charged or stored).',
        body: generateAvatarRequestSchema,
        response: {
          201: generateAvatarResponseSchema,
          ...errors,
          402: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
      handler: async (request, reply) => {
        const caller = callerOf(request);
        const { name, description, StoryElementType: type } = request.body;
        const generated = await service.generateAvatar(caller.id, { name, description, type });
        return reply.code(201).send(generated);
      },
    });
  };
}
