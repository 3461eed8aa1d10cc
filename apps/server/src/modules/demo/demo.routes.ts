import { callerOf, routeOf } from '../../platform/http/access-control.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApiRoutes,
  apiErrorSchema,
  campaignCodeSchema,
  campaignListSchema,
  campaignSummarySchema,
  createCampaignRequestSchema,
  demoContentSchema,
  setDefaultCampaignRequestSchema,
} from '@storyloom/contracts';
import type { CampaignsService } from './campaigns.service.js';
import type { DemoContentService } from './demo-content.service.js';

const codeParams = z.object({ code: campaignCodeSchema.describe('The campaign code') });
const adminErrors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

export type DemoRoutesOptions = { content: DemoContentService; campaigns: CampaignsService };

/** The public demo of a campaign, and the admin area's campaign management. */
export function demoRoutes({ content, campaigns }: DemoRoutesOptions): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...routeOf(ApiRoutes.demo.content),
      schema: {
        tags: ['demo'],
        summary: "A campaign's demo content (public)",
        description:
          'No sign-in needed. The story, its coloring book, song and audiobook, and its characters; files come ' +
          'as signed links that work for an hour while the campaign runs. An unknown, not yet started or ended ' +
          'code answers the empty content object.',
        params: codeParams,
        response: { 200: demoContentSchema, 400: apiErrorSchema.describe('Not a campaign code') },
      },
      handler: async (request, reply) => {
        // A campaign can end at any moment, and its links are short-lived: never cached.
        reply.header('cache-control', 'no-store');
        return content.content(request.params.code);
      },
    });

    app.route({
      ...routeOf(ApiRoutes.demo.campaigns),
      schema: {
        tags: ['admin'],
        summary: 'Campaigns with their visits and sign-ups, and the default (administrators)',
        response: { 200: campaignListSchema, ...adminErrors },
      },
      handler: async () => campaigns.list(),
    });

    app.route({
      ...routeOf(ApiRoutes.demo.createCampaign),
      schema: {
        tags: ['admin'],
        summary: 'Make a campaign from one of your told stories (administrators)',
        description:
          "The story's newest finished coloring book, song and audiobook are shown with it. 409 when the code " +
          'is taken or the story is not told yet; 404 when the story or product is not yours.',
        body: createCampaignRequestSchema,
        response: {
          201: campaignSummarySchema,
          ...adminErrors,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
      handler: async (request, reply) => {
        const admin = callerOf(request);
        return reply.status(201).send(await campaigns.create(admin.id, request.body));
      },
    });

    app.route({
      ...routeOf(ApiRoutes.demo.setDefaultCampaign),
      schema: {
        tags: ['admin'],
        summary: 'Choose the default campaign (campaignConfigurations.default)',
        body: setDefaultCampaignRequestSchema,
        response: { 200: campaignListSchema, ...adminErrors, 404: apiErrorSchema },
      },
      handler: async (request) => campaigns.setDefault(request.body.code),
    });
  };
}
