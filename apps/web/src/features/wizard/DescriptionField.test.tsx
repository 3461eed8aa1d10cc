import { StoryElementType, WizardPhase } from '@storyloom/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError } from './testing/fake-story-api';
import { renderWizard, type WizardSetup } from './testing/render-wizard';
import { freshWizardState } from './wizard-slice';

const luna = {
  id: 'luna',
  name: 'Luna',
  description: 'A brave little fox',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 1,
};

function ideas(setup: WizardSetup = {}) {
  return renderWizard(setup);
}

const whatHappens = () => screen.getByRole('textbox', { name: 'What happens' });

describe('improving a description', () => {
  it('improves the text with the story’s language and elements, and Undo brings it back', async () => {
    const user = userEvent.setup();
    const wizard = freshWizardState();
    wizard.story.storyElements = [luna];
    wizard.story.options.language = 'es';
    const { fake, store } = ideas({ wizard, library: [luna] });
    const improve = screen.getByRole('button', { name: 'Improve what happens' });
    expect(improve).toBeDisabled();

    await user.type(whatHappens(), 'Luna finds a map');
    await user.click(improve);

    const improved = 'Luna finds a map, under a sky full of friendly stars.';
    expect(await screen.findByDisplayValue(improved)).toBe(whatHappens());
    expect(store.getState().wizard.story.event.description).toBe(improved);
    expect(fake.calls.find((call) => call.path === '/enhancements/enhance')?.body).toEqual({
      field: 'event',
      text: 'Luna finds a map',
      language: 'es',
      elementNames: ['Luna'],
    });

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(whatHappens()).toHaveValue('Luna finds a map');
    expect(store.getState().wizard.story.event.description).toBe('Luna finds a map');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('stops offering Undo once the improved text is changed by hand', async () => {
    const user = userEvent.setup();
    ideas();
    await user.type(whatHappens(), 'A picnic');
    await user.click(screen.getByRole('button', { name: 'Improve what happens' }));
    await screen.findByRole('button', { name: 'Undo' });
    await user.type(whatHappens(), '!');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('shows why an improvement was refused, right at the field, keeping the words', async () => {
    const user = userEvent.setup();
    const { fake } = ideas();
    const refusal = 'Let’s keep the story gentle: try different words for this part.';
    fake.failNext('POST', /^\/enhancements\/enhance$/, apiError(422, 'unsafe_content', refusal));
    await user.type(whatHappens(), 'A scary night');
    await user.click(screen.getByRole('button', { name: 'Improve what happens' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(whatHappens()).toHaveValue('A scary night');
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('turns a failure without a message into the friendly heavy-load text', async () => {
    const user = userEvent.setup();
    const { fake } = ideas();
    fake.failNext('POST', /^\/enhancements\/enhance$/, new Error('Failed to fetch'));
    await user.type(whatHappens(), 'A picnic');
    await user.click(screen.getByRole('button', { name: 'Improve what happens' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/heavy load/i);
  });

  it('improves the storyteller instructions on the Plot step', async () => {
    const user = userEvent.setup();
    const wizard = freshWizardState();
    wizard.story.currentPhase = WizardPhase.Plot;
    wizard.story.instructions.description = 'Calm';
    const { fake } = ideas({ wizard });
    await user.click(screen.getByRole('button', { name: 'Improve the instructions' }));
    expect(
      await screen.findByDisplayValue('Calm, under a sky full of friendly stars.'),
    ).toBeInTheDocument();
    expect(fake.calls.at(-1)?.body).toMatchObject({ field: 'instructions', text: 'Calm' });
  });

  it('asks a visitor to sign in first and keeps the draft', async () => {
    const user = userEvent.setup();
    const { fake, store } = ideas({ signedIn: false });
    await user.type(whatHappens(), 'A picnic');
    await user.click(screen.getByRole('button', { name: 'Sign in to improve what happens' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fstory');
    expect(fake.calls).toEqual([]);
    expect(store.getState().wizard.story.event.description).toBe('A picnic');
  });
});
