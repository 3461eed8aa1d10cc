import {
  ApiRoutes,
  campaignListSchema,
  campaignSummarySchema,
  recentStoriesResponseSchema,
  type CampaignList,
  type CampaignSummary,
  type CreateCampaignRequest,
  type RecentStory,
} from '@storyloom/contracts';
import { callRoute, type ApiClient } from '../../../lib/api-client';

/** Campaigns with their visits and sign-ups, and the configured default. */
export async function loadCampaigns(api: ApiClient): Promise<CampaignList> {
  return campaignListSchema.parse(await callRoute(api, ApiRoutes.demo.campaigns));
}

/** The admin's own stories a campaign can be made from: told ones, newest first. */
export async function loadOwnToldStories(api: ApiClient): Promise<RecentStory[]> {
  const answer = recentStoriesResponseSchema.parse(
    await callRoute(api, ApiRoutes.stories.list, { query: { limit: 50 } }),
  );
  return answer.items.filter((story) =>
    [story.latestArtifact, ...story.works].some(
      (artifact) => artifact?.kind === 'story' && artifact.status === 'succeeded',
    ),
  );
}

export async function createCampaign(
  api: ApiClient,
  request: CreateCampaignRequest,
): Promise<CampaignSummary> {
  return campaignSummarySchema.parse(
    await callRoute(api, ApiRoutes.demo.createCampaign, { body: { ...request } }),
  );
}

export async function setDefaultCampaign(
  api: ApiClient,
  code: string | null,
): Promise<CampaignList> {
  return campaignListSchema.parse(
    await callRoute(api, ApiRoutes.demo.setDefaultCampaign, { body: { code } }),
  );
}
