import {
  EMPTY_DEMO_CONTENT,
  StoryElementType,
  type Artifact,
  type DemoContent,
} from '@storyloom/contracts';
import { selectCampaign, type CampaignRow } from './campaigns.repository.js';
import type { DemoDeps } from './demo-deps.js';
import {
  campaignOfScope,
  campaignScope,
  filesOfWorks,
  finishedOfKind,
  signedAvatar,
  signedLinks,
} from './demo-files.js';

/** Whether the campaign shows now: started, and not yet ended. */
export const isActiveAt = (campaign: CampaignRow, now: Date): boolean =>
  campaign.startsAt <= now && (campaign.endsAt === null || campaign.endsAt > now);

export type DemoContentService = ReturnType<typeof createDemoContentService>;

export function createDemoContentService({ db, files, stories, now = () => new Date() }: DemoDeps) {
  async function activeCampaign(code: string): Promise<CampaignRow | undefined> {
    const campaign = await selectCampaign(db, code);
    return campaign && isActiveAt(campaign, now()) ? campaign : undefined;
  }

  /** The owner's artifact, or null when it was deleted since the campaign was made. */
  async function artifactOf(ownerId: string, id: string | null): Promise<Artifact | null> {
    if (id === null) return null;
    return stories.artifacts.get(ownerId, id).catch(() => null);
  }

  async function present(campaign: CampaignRow): Promise<DemoContent> {
    const { ownerId } = campaign;
    const story = await stories.stories.get(ownerId, campaign.storyId).catch(() => null);
    const told = finishedOfKind(await artifactOf(ownerId, campaign.storyArtifactId), 'story');
    if (!story || !told?.result) return { ...EMPTY_DEMO_CONTENT };
    const [coloringBook, song, audiobook] = await Promise.all([
      artifactOf(ownerId, campaign.coloringBookArtifactId).then((a) =>
        finishedOfKind(a, 'coloring-book'),
      ),
      artifactOf(ownerId, campaign.songArtifactId).then((a) => finishedOfKind(a, 'song')),
      artifactOf(ownerId, campaign.audiobookArtifactId).then((a) => finishedOfKind(a, 'audiobook')),
    ]);
    const scope = campaignScope(campaign.code);
    const shown = { story: told, coloringBook, song, audiobook };
    const characters = story.storyElements.filter(
      (element) => element.type === StoryElementType.Character,
    );
    return {
      storyId: story.id,
      storyTitle: told.result.title,
      story: told.id,
      coloringPage: coloringBook?.id ?? '',
      song: song?.id ?? '',
      audiobook: audiobook?.id ?? '',
      characters: await Promise.all(
        characters.map(async (character) => ({
          id: character.id,
          name: character.name,
          avatarUrl: await signedAvatar(files, character.avatarUrl, scope),
        })),
      ),
      marketplaceId: campaign.marketplaceProductId ?? '',
      works: {
        story: told.result,
        coloringBook: coloringBook?.result ?? null,
        song: song?.result ?? null,
        audiobook: audiobook?.result ?? null,
        files: await signedLinks(files, filesOfWorks(shown), scope),
      },
    };
  }

  return {
    /** What a campaign shows anyone; the empty content object for an unknown or ended code. */
    async content(code: string): Promise<DemoContent> {
      const campaign = await activeCampaign(code);
      return campaign ? present(campaign) : { ...EMPTY_DEMO_CONTENT };
    },

    /** Whether a file link's scope is a campaign that shows now (see demo-files). */
    async isScopeLive(scope: string): Promise<boolean> {
      const code = campaignOfScope(scope);
      return code !== undefined && (await activeCampaign(code)) !== undefined;
    },
  };
}
