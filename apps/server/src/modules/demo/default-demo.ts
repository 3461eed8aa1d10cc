import {
  StoryElementType,
  WizardPhase,
  type Artifact,
  type ArtifactKind,
  type StoryElementDetails,
} from '@storyloom/contracts';
import { composeAvatarPortrait } from '../../engines/avatar-art/index.js';
import type { Platform } from '../../platform/platform.js';
import { SYSTEM_ROLE } from '../identity/index.js';
import { createMarketplace } from '../marketplace/index.js';
import type { Plans } from '../plans/index.js';
import type { StoriesModule } from '../stories/index.js';
import { createStoryElementsService, storyElementsDepsOf } from '../story-elements/index.js';
import { createCampaignsService } from './campaigns.service.js';
import { DEFAULT_DEMO_TEXTS } from './default-demo-texts.js';
import { claimDemoOwner, DEMO_OWNER, hasDemoCampaign } from './default-demo.repository.js';

/** The campaign code of the default demo when no default is configured. */
export const DEFAULT_DEMO_CODE = 'welcome';
const STORY_ID = 'default-demo';
/** A making that has not finished after this long was left by a stopped process. */
const UNFINISHED_AFTER_MS = 15 * 60 * 1000;
const WORK_TIMEOUT_MS = 10 * 60 * 1000;
const POLL_MS = 500;

export type DefaultDemoOptions = {
  platform: Platform;
  plans: Plans;
  stories: StoriesModule;
  language: 'en' | 'es';
  /** True once the process is stopping: the making stops between steps. */
  stopping: () => boolean;
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Makes the default demo of a fresh instance once: the demo owner's characters and place (with
 * drawn portraits), a story told by the configured engines with its coloring book, song and
 * audiobook, the characters' bag published in the marketplace, and a campaign under the
 * configured default code. Answers the campaign code, or null when there was nothing to do.
 */
export async function makeDefaultDemo(options: DefaultDemoOptions): Promise<string | null> {
  const { platform, plans, stories, language, stopping } = options;
  const db = platform.database.db;
  if (await hasDemoCampaign(db)) return null;
  if (!(await claimDemoOwner(db, SYSTEM_ROLE, UNFINISHED_AFTER_MS))) return null;
  const owner = DEMO_OWNER.id;
  const texts = DEFAULT_DEMO_TEXTS[language];

  await plans.subscriptions.setupDefaultSubscription(owner);
  await plans.credits.grantCredits({
    userId: owner,
    amount: 500,
    reason: 'grant',
    idempotencyKey: 'default-demo:credits',
  });

  const elements = createStoryElementsService(storyElementsDepsOf(platform, plans));
  async function element(input: { name: string; description: string; type: StoryElementType }) {
    const { png } = await composeAvatarPortrait({ ...input, seed: input.name });
    const made = await elements.upsert(owner, {
      request: { storyElement: input, removeKnowledgeIds: [] },
      avatar: { data: png, tooLarge: false },
      knowledge: [],
    });
    return made.details;
  }
  const members: StoryElementDetails[] = [];
  for (const input of texts.elements) members.push(await element(input));
  const bag = await elements.upsert(owner, {
    request: {
      storyElement: {
        ...texts.bag,
        type: StoryElementType.Bag,
        memberIds: members
          .filter((member) => member.type === StoryElementType.Character)
          .map((member) => member.id),
      },
      removeKnowledgeIds: [],
    },
    avatar: null,
    knowledge: [],
  });

  await stories.stories.upsert(owner, {
    id: STORY_ID,
    currentPhase: WizardPhase.Ready,
    event: { description: texts.event },
    goal: { description: texts.goal },
    challenge: { description: texts.challenge },
    storyElements: members.map(({ id }) => ({ id })),
    options: { length: 'normal', age: 5, language },
    title: texts.title,
  });

  async function made(kind: ArtifactKind): Promise<Artifact> {
    const { artifactId } = await stories.artifacts.generate(owner, {
      artifact: { storyId: STORY_ID, kind },
    });
    const deadline = Date.now() + WORK_TIMEOUT_MS;
    for (;;) {
      const artifact = await stories.artifacts.get(owner, artifactId);
      if (artifact.status === 'succeeded') return artifact;
      if (!['queued', 'running'].includes(artifact.status))
        throw new Error(`the default demo's ${kind} ${artifact.status}: ${artifact.error ?? ''}`);
      if (stopping() || Date.now() > deadline)
        throw new Error(`the default demo's ${kind} did not finish`);
      await wait(POLL_MS);
    }
  }
  await made('story');
  await Promise.all([made('coloring-book'), made('song'), made('audiobook')]);

  const product = await createMarketplace(platform, plans).publishProduct(
    { id: owner, admin: false },
    {
      bagId: bag.details.id,
      title: texts.product.title,
      description: texts.product.description,
      ageMin: 3,
      ageMax: 8,
      language,
      categoryIds: [],
    },
  );

  const campaignsService = createCampaignsService({
    db,
    files: platform.storage.files,
    stories,
    plans,
  });
  const configured = (await plans.systemConfiguration.getCurrent()).campaignConfigurations?.default;
  const code = configured ?? DEFAULT_DEMO_CODE;
  await campaignsService.create(owner, {
    code,
    title: texts.title,
    storyId: STORY_ID,
    marketplaceId: product.id,
  });
  if (!configured) await campaignsService.setDefault(code);
  return code;
}
