import {
  WizardPhase,
  pictureTagForPage,
  type ArtifactOf,
  type StoryPicture,
  type StoryResult,
} from '@storyloom/contracts';
import { generationFromArtifact, type TrackedGeneration } from '../generation';
import { freshWizardState, type WizardState } from '../wizard-slice';

/* A told story (a finished story artifact) and a draft that holds one, as after a generation. */

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

/** The wizard at Ready with its story already told, as after a finished generation. */
export function wizardWithBook(result: StoryResult = illustratedBook): WizardState {
  const wizard = freshWizardState();
  wizard.story.currentPhase = WizardPhase.Ready;
  wizard.story.event.description = 'A star falls into the forest';
  const tracked = generationFromArtifact(finishedArtifact(wizard.story.id, result));
  wizard.story.artifact = tracked as TrackedGeneration;
  return wizard;
}
