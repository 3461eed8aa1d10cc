import {
  WizardPhase,
  createArtifactRequestSchema,
  enhanceRequestSchema,
  pictureTagForPage,
  regenerateImageRequestSchema,
  type ArtifactOf,
  type StoryPicture,
  type StoryResult,
} from '@storyloom/contracts';
import { generationFromArtifact, type TrackedGeneration } from '../generation';
import { freshWizardState, type WizardState } from '../wizard-slice';
import { apiError, type createFakeStoryApi } from './fake-story-api';

type FakeStoryApi = ReturnType<typeof createFakeStoryApi>;

const picture = (index: number, specification: string): StoryPicture => ({
  tag: pictureTagForPage(index),
  png: `users/u1/stories/s1/page-${index + 1}-v1.png`,
  svg: `users/u1/stories/s1/page-${index + 1}-v1.svg`,
  specification,
  style: 'storybook',
  width: 800,
  height: 600,
});

/** A finished story with a picture on every page. */
export const illustratedBook: StoryResult = {
  title: 'Luna and the Fallen Star',
  language: 'en',
  pages: [
    ['Luna found a map.', 'Luna holding a glowing map in her bedroom'],
    ['The forest was dark.', 'Tall trees at night with a small fox'],
    ['She found the star.', 'Luna hugging a fallen star in a clearing'],
  ].map(([text = '', illustration = ''], index) => ({
    text,
    characters: ['Luna'],
    location: null,
    illustration,
    picture: picture(index, illustration),
  })),
};

export const BOOK_ARTIFACT_ID = '2026-11-22T07-30-00-000Z';

export function finishedArtifact(
  storyId: string,
  result: StoryResult = illustratedBook,
): ArtifactOf<'story'> {
  return {
    id: BOOK_ARTIFACT_ID,
    storyId,
    kind: 'story',
    status: 'succeeded',
    processTrackingId: 'p-1',
    progress: { stage: 'finishing', percent: 100 },
    result,
    error: null,
    parentBagId: null,
    createdUtcEpoch: 1,
    updatedUtcEpoch: 1,
  };
}

/** The wizard at Ready with the book already told, as after a finished generation. */
export function wizardWithBook(result: StoryResult = illustratedBook): WizardState {
  const wizard = freshWizardState();
  wizard.story.currentPhase = WizardPhase.Ready;
  wizard.story.event.description = 'A star falls into the forest';
  const tracked = generationFromArtifact(finishedArtifact(wizard.story.id, result));
  wizard.story.artifact = tracked as TrackedGeneration;
  return wizard;
}

/**
 * The book's calls on the fake server: signed picture URLs, saving an edited book, drawing a
 * picture again (a new file path each time), and the improve action.
 */
export function installBookRoutes(fake: FakeStoryApi) {
  let drawings = 1;
  fake.on('GET', /^\/api\/files\/signed-url\?path=(.+)$/, (match) => ({
    url: `https://files.test/${decodeURIComponent(match[1] ?? '')}`,
    expiresAtUtcEpoch: Date.now() + 3_600_000,
  }));
  fake.on('POST', /^\/artifacts\/create$/, (_match, body) => {
    const { artifact } = createArtifactRequestSchema.parse(body);
    if (artifact.id !== fake.artifact().id) throw apiError(404, 'not_found', 'Not found');
    return fake.advance({ result: artifact.result, updatedUtcEpoch: 2 });
  });
  fake.on('PUT', /^\/artifacts\/([^/]+)\/regenerate-image$/, (_match, body) => {
    const request = regenerateImageRequestSchema.parse(body);
    const current = fake.artifact();
    const pages = (current.result?.pages ?? []).map((page) => {
      if (page.picture?.tag !== request.tag) return page;
      drawings += 1;
      const png = page.picture.png.replace(/-v\d+\.png$/, `-v${drawings}.png`);
      return {
        ...page,
        picture: {
          ...page.picture,
          png,
          specification: request.revisedImageSpecification,
          style: request.imageStyle ?? page.picture.style,
        },
      };
    });
    return fake.advance({ result: current.result && { ...current.result, pages } });
  });
  fake.on('POST', /^\/enhancements\/enhance$/, (_match, body) => {
    const request = enhanceRequestSchema.parse(body);
    return { text: `${request.text.trim()}, under a sky full of friendly stars.` };
  });
}
