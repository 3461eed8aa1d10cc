import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  artifactSchema,
  createArtifactRequestSchema,
  generateArtifactRequestSchema,
  generateArtifactResponseSchema,
  regenerateImageRequestSchema,
  setArtifactParentRequestSchema,
  storyIdSchema,
} from '@storyloom/contracts';
import type { ArtifactsService } from './artifacts.service.js';

const artifactParams = z.object({ id: storyIdSchema.describe('Id of the artifact') });
const storyArtifactParams = z.object({
  storyId: storyIdSchema.describe('Id of the story'),
  artifactId: storyIdSchema.describe('Id of the artifact'),
});
const signedIn = apiErrorSchema.describe('Not signed in');

export type ArtifactsRoutesOptions = { artifacts: ArtifactsService };

/** What is made from a story: generate, follow, cancel, file and delete (owner only). */
export function artifactsRoutes({ artifacts }: ArtifactsRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.artifacts.generate),
      schema: {
        tags: ['artifacts'],
        summary: 'Tell a story from one of your stories',
        description:
          'Checks the story, charges creditsPerStory and creditsPerImage for each page (once per artifact), and ' +
          'queues the telling and drawing. Progress ' +
          "arrives on the live channel as 'story.generation' events; GET /artifacts/{artifactId} reads it.",
        body: generateArtifactRequestSchema,
        response: {
          202: generateArtifactResponseSchema,
          400: apiErrorSchema.describe('Bad body, or nothing to tell yet'),
          401: signedIn,
          402: apiErrorSchema.describe('Not enough credits (nothing charged or queued)'),
          403: apiErrorSchema.describe('Longer stories are not on your plan'),
          404: apiErrorSchema.describe('No such story of yours'),
          409: apiErrorSchema.describe('The artifact id belongs to another story'),
          422: apiErrorSchema.describe('Words that are not right for children'),
        },
      },
      handler: async (request, reply) => {
        const user = callerOf(request);
        const { Artifact, Regenerate, UseFastModel, Options } = request.body;
        const asked = {
          artifact: Artifact,
          regenerate: Regenerate,
          fast: UseFastModel,
          options: Options,
        };
        return reply.status(202).send(await artifacts.generate(user.id, asked));
      },
    });

    app.route({
      ...routeOf(ApiRoutes.artifacts.get, { answerCache: true }),
      schema: {
        tags: ['artifacts'],
        summary: 'Read one of your artifacts: status, progress, result',
        params: artifactParams,
        response: {
          200: artifactSchema,
          401: signedIn,
          404: apiErrorSchema.describe('No such artifact of yours'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return artifacts.get(user.id, request.params.id);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.artifacts.cancel),
      schema: {
        tags: ['artifacts'],
        summary: 'Cancel a generation',
        description:
          "Stops it and gives its credits back. Answers 499 {error: 'cancelled'} once it is cancelled; 409 when " +
          'it had already finished.',
        params: artifactParams,
        response: {
          401: signedIn,
          404: apiErrorSchema.describe('No such artifact of yours'),
          409: apiErrorSchema.describe('Already succeeded or failed'),
          499: apiErrorSchema.describe('Generation was cancelled by the user'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return artifacts.cancel(user.id, request.params.id);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.artifacts.delete),
      schema: {
        tags: ['artifacts'],
        summary: 'Delete an artifact of one of your stories',
        description: 'A generation still under way is cancelled first and its credits given back.',
        params: storyArtifactParams,
        response: {
          204: z.null().describe('Deleted'),
          401: signedIn,
          404: apiErrorSchema.describe('No such artifact of that story of yours'),
        },
      },
      handler: async (request, reply) => {
        const user = callerOf(request);
        const { storyId, artifactId } = request.params;
        await artifacts.delete(user.id, storyId, artifactId);
        return reply.status(204).send(null);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.artifacts.create),
      schema: {
        tags: ['artifacts'],
        summary: 'Save a story written by hand as an artifact, or edit a finished one',
        description:
          "With the id of one of your finished artifacts of the same story, replaces its result (a page's " +
          "text edited by hand). Pictures are kept only when they are that artifact's own (400 otherwise); " +
          'pictures the edit leaves out are removed.',
        body: createArtifactRequestSchema,
        response: {
          201: artifactSchema,
          400: apiErrorSchema.describe(
            "Not a valid artifact, or a picture that is not the artifact's own",
          ),
          401: signedIn,
          404: apiErrorSchema.describe('No such story or bag of yours'),
          409: apiErrorSchema.describe(
            'That artifact id is taken (by another story, or not finished), or it changed meanwhile',
          ),
          422: apiErrorSchema.describe('Words that are not right for children'),
        },
      },
      handler: async (request, reply) => {
        const user = callerOf(request);
        return reply.status(201).send(await artifacts.create(user.id, request.body));
      },
    });

    app.route({
      ...routeOf(ApiRoutes.artifacts.regenerateImage),
      schema: {
        tags: ['artifacts'],
        summary: "Draw a page's picture again from a revised description",
        description:
          'Costs creditsPerImage, given back when the drawing fails. The picture gets new paths; the old files ' +
          'are removed. Answers the updated artifact.',
        params: artifactParams,
        body: regenerateImageRequestSchema,
        response: {
          200: artifactSchema,
          400: apiErrorSchema.describe('Bad body'),
          401: signedIn,
          402: apiErrorSchema.describe('Not enough credits (nothing charged)'),
          404: apiErrorSchema.describe('No such artifact or picture of yours'),
          409: apiErrorSchema.describe('The story is still being made, or changed meanwhile'),
          422: apiErrorSchema.describe('Words that are not right for children'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        return artifacts.regenerateImage(user.id, request.params.id, request.body);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.artifacts.setParent),
      schema: {
        tags: ['artifacts'],
        summary: 'File an artifact in one of your bags',
        params: artifactParams,
        body: setArtifactParentRequestSchema,
        response: {
          200: artifactSchema,
          400: apiErrorSchema.describe('Bad body'),
          401: signedIn,
          404: apiErrorSchema.describe('No such artifact or bag of yours'),
        },
      },
      handler: async (request) => {
        const user = callerOf(request);
        const { StoryId, NewParentBagId } = request.body;
        return artifacts.setParent(user.id, request.params.id, {
          storyId: StoryId,
          parentBagId: NewParentBagId,
        });
      },
    });
  };
}
