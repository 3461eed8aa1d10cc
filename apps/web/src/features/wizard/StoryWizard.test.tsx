import { StoryElementType, WizardPhase, type StoryElement } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWizard } from './testing/render-wizard';
import { freshWizardState } from './wizard-slice';

const luna: StoryElement = {
  id: 'luna',
  name: 'Luna',
  description: 'A brave little fox',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 3,
};
const forest: StoryElement = {
  id: 'forest',
  name: 'Whispering Forest',
  description: 'Tall trees',
  type: StoryElementType.Location,
  createdDateTimeUtcEpoch: 2,
};
const owl: StoryElement = {
  id: 'owl',
  name: 'Old Owl',
  description: 'Wise',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 1,
};
const bag: StoryElement = {
  id: 'bag',
  name: 'Moon world',
  description: '',
  type: StoryElementType.Bag,
  createdDateTimeUtcEpoch: 0,
  memberIds: ['luna', 'forest'],
};

const currentStep = () =>
  screen.getByRole('list', { name: 'Story steps' }).querySelector('[aria-current="step"]');
const location = () => screen.getByTestId('location').textContent;

describe('story wizard: steps', () => {
  it('opens at the draft’s phase and moves between steps with the step list and the keyboard', async () => {
    const user = userEvent.setup();
    const wizard = freshWizardState();
    wizard.story.currentPhase = WizardPhase.Plot;
    renderWizard({ wizard });
    expect(currentStep()).toHaveTextContent('Plot');
    expect(screen.getByRole('heading', { level: 2, name: 'Plot' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Ideas' }));
    expect(currentStep()).toHaveTextContent('Ideas');

    // Arrow keys move along the steps; Enter opens one.
    screen.getByRole('button', { name: 'Ideas' }).focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Ready' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(currentStep()).toHaveTextContent('Ready');

    await user.click(screen.getByRole('button', { name: 'Back to Plot' }));
    expect(currentStep()).toHaveTextContent('Plot');
    await user.click(screen.getByRole('button', { name: 'Next: Ready' }));
    expect(currentStep()).toHaveTextContent('Ready');
  });

  it('starts a new story at /Ideas, and keeps it through a reload of the same page', async () => {
    const wizard = freshWizardState(new Date('2026-01-01T00:00:00.000Z'));
    wizard.story.event.description = 'An old draft';
    wizard.story.currentPhase = WizardPhase.Ready;
    const { store, unmount } = renderWizard({ path: '/Ideas', wizard });
    expect(await screen.findByLabelText('What happens')).toHaveValue('');
    expect(currentStep()).toHaveTextContent('Ideas');
    expect(store.getState().wizard.story.id).not.toBe('2026-01-01T00-00-00-000Z');
    expect(location()).toBe('/Ideas');
    unmount();
  });

  it('keeps the draft at /ideas and opens its first step', async () => {
    const wizard = freshWizardState();
    wizard.story.event.description = 'A map under the pillow';
    wizard.story.currentPhase = WizardPhase.Ready;
    const { store } = renderWizard({ path: '/ideas', wizard });
    expect(await screen.findByLabelText('What happens')).toHaveValue('A map under the pillow');
    expect(store.getState().wizard.story.id).toBe(wizard.story.id);
    expect(currentStep()).toHaveTextContent('Ideas');
  });
});

describe('story wizard: Ideas', () => {
  it('chooses and un-chooses library elements, grouped by kind, and narrows by bag', async () => {
    const user = userEvent.setup();
    const { store } = renderWizard({ library: [luna, forest, owl, bag] });
    const characters = screen.getByRole('group', { name: 'Characters' });
    expect(within(characters).getAllByRole('button')).toEqual([
      within(characters).getByRole('button', { name: 'Luna' }),
      within(characters).getByRole('button', { name: 'Old Owl' }),
    ]);

    await user.click(within(characters).getByRole('button', { name: /Luna/ }));
    await user.click(screen.getByRole('button', { name: /Whispering Forest/ }));
    expect(within(characters).getByRole('button', { name: /Luna/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(store.getState().wizard.story.storyElements.map((e) => e.id)).toEqual([
      'luna',
      'forest',
    ]);
    const chosen = screen.getByRole('list', { name: 'In this story' });
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Take Luna out of the story' }));
    expect(store.getState().wizard.story.storyElements.map((e) => e.id)).toEqual(['forest']);

    await user.click(screen.getByRole('button', { name: 'Moon world' }));
    expect(screen.queryByRole('button', { name: /Old Owl/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Luna/ })).toBeInTheDocument();
  });

  it('keeps what happens, what they want and what stands in the way in the draft', async () => {
    const user = userEvent.setup();
    const { store } = renderWizard();
    await user.type(screen.getByLabelText('What happens'), 'A star falls');
    await user.type(screen.getByLabelText('What do they want?'), 'To bring it home');
    await user.type(screen.getByLabelText('What stands in the way?'), 'The dark path');
    expect(store.getState().wizard.story).toMatchObject({
      event: { description: 'A star falls' },
      goal: { description: 'To bring it home' },
      challenge: { description: 'The dark path' },
    });
  });

  it('adds a new place inline and puts it straight into the story', async () => {
    const user = userEvent.setup();
    const { store, fake } = renderWizard({ library: [luna] });
    await user.click(screen.getByRole('button', { name: 'New place' }));
    const form = screen.getByRole('form', { name: 'New story idea' });
    await user.type(within(form).getByLabelText('Name'), 'Moon Lake');
    await user.type(within(form).getByLabelText('Description'), 'Silver water');
    await user.click(within(form).getByRole('button', { name: 'Add to story' }));

    expect(
      await screen.findByRole('button', { name: 'Take Moon Lake out of the story' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New story idea' })).not.toBeInTheDocument();
    expect(store.getState().wizard.story.storyElements).toMatchObject([
      { name: 'Moon Lake', description: 'Silver water', type: StoryElementType.Location },
    ]);
    const upsert = fake.calls.find((c) => c.path === '/storyElement/upsert');
    expect(JSON.parse(String((upsert?.body as FormData).get('requestData')))).toEqual({
      storyElement: { name: 'Moon Lake', description: 'Silver water', type: 2 },
      removeKnowledgeIds: [],
    });
  });

  it('keeps what was typed when adding an element fails', async () => {
    const user = userEvent.setup();
    const { fake } = renderWizard();
    fake.failNext(
      'POST',
      /storyElement\/upsert/,
      new Error('We could not reach the library. Try again?'),
    );
    await user.click(screen.getByRole('button', { name: 'New character' }));
    await user.type(screen.getByLabelText('Name'), 'Pip');
    await user.click(screen.getByRole('button', { name: 'Add to story' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the library');
    expect(screen.getByLabelText('Name')).toHaveValue('Pip');
  });

  it('asks a signed-out visitor to sign in to use the library, coming back to the draft', async () => {
    const user = userEvent.setup();
    const { store } = renderWizard({ signedIn: false, library: [luna], path: '/Ideas' });
    await user.type(await screen.findByLabelText('What happens'), 'A star falls');
    expect(screen.queryByRole('button', { name: /Luna/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in to choose characters' }));
    expect(location()).toBe('/login?returnTo=%2Fstory');
    expect(store.getState().wizard.story.event.description).toBe('A star falls');
  });
});

describe('story wizard: Plot', () => {
  it('sets instructions, age and language; longer is off without the plan, with the reason', async () => {
    const user = userEvent.setup();
    const wizard = freshWizardState();
    wizard.story.currentPhase = WizardPhase.Plot;
    const { store } = renderWizard({ wizard });
    await user.type(screen.getByLabelText('Instructions for the storyteller'), 'Cosy and calm');
    await user.selectOptions(screen.getByLabelText('Child’s age'), '7');
    await user.selectOptions(screen.getByLabelText('Language'), 'Español');
    expect(screen.getByRole('radio', { name: 'Longer' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Longer' })).toHaveAccessibleDescription(
      /bigger plan/,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain('12');
    expect(screen.queryByRole('option', { name: '13' })).not.toBeInTheDocument();
    expect(store.getState().wizard.story).toMatchObject({
      instructions: { description: 'Cosy and calm' },
      options: { length: 'normal', age: 7, language: 'es' },
    });
  });

  it('offers the longer length on a plan that allows it', async () => {
    const user = userEvent.setup();
    const wizard = freshWizardState();
    wizard.story.currentPhase = WizardPhase.Plot;
    const { store } = renderWizard({ wizard, canGenerateLongerContent: true });
    await user.click(screen.getByRole('radio', { name: 'Longer' }));
    expect(store.getState().wizard.story.options.length).toBe('longer');
  });
});
