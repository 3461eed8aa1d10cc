import { StoryElementType, type StoryElement } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWizard } from './testing/render-wizard';

const luna: StoryElement = {
  id: 'luna',
  name: 'Luna',
  description: 'A brave little fox',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 3,
};
const owl: StoryElement = {
  id: 'owl',
  name: 'Old Owl',
  description: 'Wise',
  type: StoryElementType.Character,
  createdDateTimeUtcEpoch: 1,
};
const moonWorld: StoryElement = {
  id: 'moon',
  name: 'Moon world',
  description: '',
  type: StoryElementType.Bag,
  createdDateTimeUtcEpoch: 0,
  memberIds: ['luna'],
};

/** The app's Publish, as the marketplace would render it for the chosen bag. */
const publishSlot = (bag: StoryElement) => <button type="button">Publish {bag.name}</button>;

const toolbar = () => screen.getByRole('toolbar', { name: 'Ideas tools' });

describe('story wizard: the Ideas toolbar', () => {
  it('shows the add buttons and the bags where the tour points, with arrow keys between them', async () => {
    const user = userEvent.setup();
    renderWizard({ library: [luna, owl, moonWorld], renderBagActions: publishSlot });

    expect(toolbar()).toHaveAttribute('data-tour', 'ideas-toolbar');
    expect(document.querySelector('[data-tour="ideas-library"]')).toContainElement(
      screen.getByRole('button', { name: /Old Owl/ }),
    );
    const adds = ['New character', 'New place', 'New note'].map((name) =>
      within(toolbar()).getByRole('button', { name }),
    );
    const bags = within(toolbar()).getByRole('group', { name: 'Show ideas from' });
    expect(within(bags).getByRole('button', { name: 'All ideas' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Nothing to share or publish until a bag is chosen.
    expect(screen.queryByRole('button', { name: 'Share this bag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Publish/ })).not.toBeInTheDocument();

    adds[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(adds[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(bags).getByRole('button', { name: 'Moon world' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(adds[0]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(within(bags).getByRole('button', { name: 'Moon world' })).toHaveFocus();
  });

  it('narrows the ideas to a chosen bag and offers to share and publish it', async () => {
    const user = userEvent.setup();
    renderWizard({ library: [luna, owl, moonWorld], renderBagActions: publishSlot });

    await user.click(within(toolbar()).getByRole('button', { name: 'Moon world' }));
    expect(screen.queryByRole('button', { name: /Old Owl/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Luna/ })).toBeInTheDocument();
    expect(within(toolbar()).getByRole('button', { name: 'Share this bag' })).toBeInTheDocument();
    expect(
      within(toolbar()).getByRole('button', { name: 'Publish Moon world' }),
    ).toBeInTheDocument();

    await user.click(within(toolbar()).getByRole('button', { name: 'All ideas' }));
    expect(screen.getByRole('button', { name: /Old Owl/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share this bag' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish Moon world' })).not.toBeInTheDocument();
  });

  it('makes a link to the bag, copies it, and stops sharing', async () => {
    const user = userEvent.setup();
    const { fake } = renderWizard({ library: [luna, moonWorld] });
    await user.click(screen.getByRole('button', { name: 'Moon world' }));
    await user.click(screen.getByRole('button', { name: 'Share this bag' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share Moon world' });
    const code = fake.sharedCode('moon');
    expect(code).not.toBeNull();
    const link = `${window.location.origin}/view/${code}`;
    expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toHaveValue(link);

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe(link);

    await user.click(within(dialog).getByRole('button', { name: 'Stop sharing' }));
    expect(
      await within(dialog).findByText('Sharing stopped. The link no longer works.'),
    ).toBeInTheDocument();
    expect(fake.sharedCode('moon')).toBeNull();
    expect(fake.actions()).toEqual([
      'POST /api/sharing/link/moon',
      'DELETE /api/sharing/link/moon',
    ]);

    // The text button, not the dialog's corner ×, which is also named Close.
    const [, closeButton] = within(dialog).getAllByRole('button', { name: 'Close' });
    await user.click(closeButton as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says so when the link cannot be made, and tries again', async () => {
    const user = userEvent.setup();
    const { fake } = renderWizard({ library: [luna, moonWorld] });
    fake.failNext('POST', /sharing\/link/, new Error('We could not reach the server.'));
    await user.click(screen.getByRole('button', { name: 'Moon world' }));
    await user.click(screen.getByRole('button', { name: 'Share this bag' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share Moon world' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "We couldn't make a link. We could not reach the server.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Link' })).toHaveValue(
      `${window.location.origin}/view/${fake.sharedCode('moon')}`,
    );
  });

  it('opens the new-idea form preset to the kind of its button', async () => {
    const user = userEvent.setup();
    const { store, fake } = renderWizard({ library: [luna] });

    await user.click(screen.getByRole('button', { name: 'New note' }));
    const form = screen.getByRole('form', { name: 'New story idea' });
    expect(within(form).getByRole('radio', { name: 'Note' })).toBeChecked();
    expect(within(form).getByLabelText('Name')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'New character' }));
    expect(within(form).getByRole('radio', { name: 'Character' })).toBeChecked();
    await user.type(within(form).getByLabelText('Name'), 'Pip');
    await user.click(within(form).getByRole('button', { name: 'Add to story' }));

    expect(
      await screen.findByRole('button', { name: 'Take Pip out of the story' }),
    ).toBeInTheDocument();
    expect(store.getState().wizard.story.storyElements).toMatchObject([
      { name: 'Pip', type: StoryElementType.Character },
    ]);
    const upsert = fake.calls.find((c) => c.path === '/storyElement/upsert');
    expect(JSON.parse(String((upsert?.body as FormData).get('requestData')))).toMatchObject({
      storyElement: { name: 'Pip', type: StoryElementType.Character },
    });
  });

  it('sends signed-out visitors to sign in from the add buttons, with nothing to share', async () => {
    const user = userEvent.setup();
    renderWizard({
      signedIn: false,
      library: [luna, moonWorld],
      renderBagActions: publishSlot,
    });

    expect(
      within(toolbar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['New character', 'New place', 'New note']);
    expect(within(toolbar()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Moon world' })).not.toBeInTheDocument();

    await user.click(within(toolbar()).getByRole('link', { name: 'New place' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fstory');
  });
});
