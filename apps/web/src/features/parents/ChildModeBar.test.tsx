import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { childProfileActivated, type ActiveChild } from './active-profile-slice';
import { ChildModeBar } from './ChildModeBar';
import { ParentOnly } from './ParentOnly';
import { createFakeParentsApi, renderWithParentsApi, testStore } from './testing/fake-parents-api';

const mia: ActiveChild = {
  id: 'mia-1',
  name: 'Mia',
  ageBand: '6-8',
  language: 'en',
  readingLevel: 'first-words',
  pictureElementId: null,
  unlockWith: 'pin',
};

function childStore(child: ActiveChild = mia) {
  const store = testStore();
  store.dispatch(childProfileActivated(child));
  return store;
}

describe('a device acting as a child', () => {
  it('shows whose profile is active, and comes back to the parent only with the right PIN', async () => {
    const user = userEvent.setup();
    const api = createFakeParentsApi();
    const { store } = renderWithParentsApi(
      <ChildModeBar productName="Storyloom" />,
      api,
      childStore(),
    );
    expect(screen.getByText('Mia is using Storyloom')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to parent' }));
    const dialog = screen.getByRole('dialog', { name: 'Switch back to the parent' });
    await user.type(screen.getByLabelText('Parent PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Switch back' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That is not right. Ask a grown-up to try again.',
    );
    expect(store.getState().activeProfile.child?.id).toBe('mia-1');

    await user.type(screen.getByLabelText('Parent PIN'), '2468');
    await user.click(screen.getByRole('button', { name: 'Switch back' }));
    expect(dialog).not.toBeInTheDocument();
    expect(store.getState().activeProfile.child).toBeNull();
    expect(screen.queryByText('Mia is using Storyloom')).not.toBeInTheDocument();
    expect(api.unlock).toHaveBeenLastCalledWith({ pin: '2468' });
  });

  it('asks for the password while no PIN is set', async () => {
    const user = userEvent.setup();
    const api = createFakeParentsApi();
    api.unlock.mockResolvedValue(undefined);
    renderWithParentsApi(
      <ChildModeBar productName="Storyloom" />,
      api,
      childStore({ ...mia, unlockWith: 'password' }),
    );
    await user.click(screen.getByRole('button', { name: 'Switch to parent' }));
    expect(screen.getByText('No PIN is set: type the account’s password.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Parent’s password'), 'bedtime-stories-1');
    await user.click(screen.getByRole('button', { name: 'Switch back' }));
    expect(api.unlock).toHaveBeenCalledWith({ password: 'bedtime-stories-1' });
  });

  it('shows a kind “Ask a grown-up” page instead of a grown-ups’ page', () => {
    renderWithParentsApi(
      <ParentOnly backTo="/story">
        <p>Delete my account</p>
      </ParentOnly>,
      createFakeParentsApi(),
      childStore(),
    );
    expect(screen.getByRole('heading', { name: 'Ask a grown-up' })).toBeInTheDocument();
    expect(screen.queryByText('Delete my account')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to stories' })).toHaveAttribute('href', '/story');
  });

  it('shows the page to the parent', () => {
    renderWithParentsApi(
      <ParentOnly backTo="/story">
        <p>Delete my account</p>
      </ParentOnly>,
      createFakeParentsApi(),
    );
    expect(screen.getByText('Delete my account')).toBeInTheDocument();
  });
});
