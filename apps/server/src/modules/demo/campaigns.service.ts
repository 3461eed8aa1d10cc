import {
  createCampaignRequestSchema,
  type Artifact,
  type CampaignList,
  type CampaignSummary,
  type CreateCampaignRequest,
} from '@storyloom/contracts';
import { AppError, conflict, notFound } from '../../platform/http/app-error.js';
import {
  insertCampaign,
  isPublishedProductOf,
  selectCampaign,
  selectCampaignCounts,
  selectCampaigns,
  type CampaignRow,
} from './campaigns.repository.js';
import { isActiveAt } from './demo-content.service.js';
import type { DemoDeps } from './demo-deps.js';

export const codeTaken = () => conflict('That campaign code is already taken.');
export const storyNotTold = () =>
  conflict('Finish the story first: a campaign shows a finished story.');
const storyNotFound = () => notFound('That story was not found among yours.');
const productNotFound = () => notFound('No published marketplace product of yours has that id.');
const campaignNotFound = () => notFound('No campaign has that code.');

/** How many of a story's newest artifacts are looked at for its works. */
const ARTIFACTS_LOOKED_AT = 30;

export type CampaignsService = ReturnType<typeof createCampaignsService>;

export function createCampaignsService(deps: DemoDeps) {
  const { db, stories, plans, now = () => new Date() } = deps;

  /** The newest succeeded artifact of each kind among the story's (newest first). */
  async function newestWorks(ownerId: string, artifactIds: string[]) {
    const found = new Map<Artifact['kind'], string>();
    for (const id of artifactIds.slice(0, ARTIFACTS_LOOKED_AT)) {
      const artifact = await stories.artifacts.get(ownerId, id).catch(() => null);
      if (artifact?.status === 'succeeded' && !found.has(artifact.kind))
        found.set(artifact.kind, artifact.id);
    }
    return found;
  }

  async function replaceDefault(code: string | null): Promise<void> {
    const current = await plans.systemConfiguration.getCurrent();
    const { configurationVersion: _version, lastUpdatedUtcEpoch: _updated, ...document } = current;
    const { default: _old, ...otherCampaignSettings } = document.campaignConfigurations ?? {};
    await plans.systemConfiguration.replace({
      ...document,
      campaignConfigurations:
        code === null ? otherCampaignSettings : { ...otherCampaignSettings, default: code },
    });
  }

  function summary(
    row: CampaignRow,
    storyTitle: string,
    defaultCode: string | null,
    counts = { visits: 0, signUps: 0 },
  ): CampaignSummary {
    return {
      code: row.code,
      title: row.title,
      storyId: row.storyId,
      storyTitle,
      startsUtcEpoch: row.startsAt.getTime(),
      endsUtcEpoch: row.endsAt?.getTime() ?? null,
      active: isActiveAt(row, now()),
      isDefault: row.code === defaultCode,
      marketplaceId: row.marketplaceProductId,
      ...counts,
      createdUtcEpoch: row.createdAt.getTime(),
    };
  }

  const defaultCode = async () =>
    (await plans.systemConfiguration.getCurrent()).campaignConfigurations?.default ?? null;

  async function storyTitleOf(row: CampaignRow): Promise<string> {
    const story = await stories.stories.get(row.ownerId, row.storyId).catch(() => null);
    return story?.title ?? '';
  }

  /** Every campaign, newest first, with its visits and sign-ups, and the configured default. */
  async function list(): Promise<CampaignList> {
    const [rows, counts, configuredDefault] = await Promise.all([
      selectCampaigns(db),
      selectCampaignCounts(db),
      defaultCode(),
    ]);
    const campaigns = await Promise.all(
      rows.map(async (row) =>
        summary(row, await storyTitleOf(row), configuredDefault, counts.get(row.code)),
      ),
    );
    return { campaigns, defaultCode: configuredDefault };
  }

  return {
    list,

    /** A campaign from one of the admin's own told stories and its newest finished works. */
    async create(adminId: string, input: CreateCampaignRequest): Promise<CampaignSummary> {
      const parsed = createCampaignRequestSchema.safeParse(input);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'That campaign is not valid.';
        throw new AppError('bad_request', message, 400);
      }
      const body = parsed.data;
      if (await selectCampaign(db, body.code)) throw codeTaken();
      const story = await stories.stories.get(adminId, body.storyId).catch(() => null);
      if (!story) throw storyNotFound();
      const works = await newestWorks(adminId, story.artifactIds);
      const storyArtifactId = works.get('story');
      if (!storyArtifactId) throw storyNotTold();
      if (body.marketplaceId && !(await isPublishedProductOf(db, adminId, body.marketplaceId)))
        throw productNotFound();
      const createdAt = now();
      const row: CampaignRow = {
        code: body.code,
        title: body.title,
        ownerId: adminId,
        storyId: story.id,
        storyArtifactId,
        coloringBookArtifactId: works.get('coloring-book') ?? null,
        songArtifactId: works.get('song') ?? null,
        audiobookArtifactId: works.get('audiobook') ?? null,
        marketplaceProductId: body.marketplaceId,
        startsAt: body.startsUtcEpoch === null ? createdAt : new Date(body.startsUtcEpoch),
        endsAt: body.endsUtcEpoch === null ? null : new Date(body.endsUtcEpoch),
        createdAt,
      };
      if (!(await insertCampaign(db, row))) throw codeTaken();
      return summary(row, story.title ?? '', await defaultCode());
    },

    /** Makes the code campaignConfigurations.default (null clears it); answers the list. */
    async setDefault(code: string | null): Promise<CampaignList> {
      if (code !== null && !(await selectCampaign(db, code))) throw campaignNotFound();
      await replaceDefault(code);
      return list();
    },
  };
}
