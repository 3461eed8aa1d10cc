import { PASSWORD_LENGTH } from '@storyloom/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_TEXT } from './ChangePasswordCard';
import { ProfileSettings } from './ProfileSettings';
import { IdentityRequestError } from './settings-api';
import {
  createFakeSession,
  createFakeSettingsApi,
  renderWithSettingsApi,
} from './testing/fake-settings-api';

const nameCard = () => screen.findByRole('region', { name: 'Display name' });
const passwordCard = () => screen.findByRole('region', { name: 'Change password' });

function renderProfile(options: Parameters<typeof createFakeSettingsApi>[0] = {}) {
  const api = createFakeSettingsApi(options);
  const session = createFakeSession();
  renderWithSettingsApi(<ProfileSettings session={session} />, api);
  return { api, session, user: userEvent.setup() };
}

describe('Display name', () => {
  it('shows the current name, saves a new one and refreshes the session for the top bar', async () => {
    const { api, session, user } = renderProfile();
    const card = await nameCard();
    const field = within(card).getByLabelText('Display name');
    expect(field).toHaveValue('Ada');

    await user.clear(field);
    await user.type(field, '  Grandma Ada {Enter}');

    expect(api.updateDisplayName).toHaveBeenCalledWith('Grandma Ada');
    expect(await within(card).findByText('Saved: you are Grandma Ada.')).toBeInTheDocument();
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(field).toHaveValue('Grandma Ada');
  });

  it('refuses an empty name without calling the server', async () => {
    const { api, user } = renderProfile();
    const card = await nameCard();
    await user.clear(within(card).getByLabelText('Display name'));
    await user.click(within(card).getByRole('button', { name: 'Save name' }));
    expect(
      within(card).getByText('Type the name you would like to be called.'),
    ).toBeInTheDocument();
    expect(api.updateDisplayName).not.toHaveBeenCalled();
  });

  it('says what went wrong and keeps the typed name when saving fails', async () => {
    const { api, session, user } = renderProfile();
    api.updateDisplayName.mockRejectedValueOnce(
      new IdentityRequestError(0, undefined, 'We could not reach the server. Try again?'),
    );
    const card = await nameCard();
    const field = within(card).getByLabelText('Display name');
    await user.type(field, ' L.{Enter}');
    expect(
      await within(card).findByText('We could not reach the server. Try again?'),
    ).toBeInTheDocument();
    expect(field).toHaveValue('Ada L.');
    expect(session.refresh).not.toHaveBeenCalled();
  });
});

describe('Change password', () => {
  async function fill(current: string, next: string, confirmation: string) {
    const card = await passwordCard();
    const user = userEvent.setup();
    if (current) await user.type(within(card).getByLabelText('Current password'), current);
    if (next) await user.type(within(card).getByLabelText('New password'), next);
    if (confirmation) {
      await user.type(within(card).getByLabelText('Confirm new password'), confirmation);
    }
    await user.click(within(card).getByRole('button', { name: 'Change password' }));
    return card;
  }

  it('checks the fields before sending: all filled, long enough, the same twice', async () => {
    const { api } = renderProfile();
    let card = await fill('old-secret', '', '');
    expect(within(card).getByText(PASSWORD_TEXT.missing)).toBeInTheDocument();

    card = await fill('', 'short', 'short');
    expect(within(card).getByText(PASSWORD_TEXT.tooShort)).toBeInTheDocument();
    expect(PASSWORD_TEXT.tooShort).toContain(String(PASSWORD_LENGTH.min));

    await userEvent.setup().clear(within(card).getByLabelText('New password'));
    card = await fill('', 'long-enough-1', '');
    expect(within(card).getByText(PASSWORD_TEXT.mismatch)).toBeInTheDocument();
    expect(api.changePassword).not.toHaveBeenCalled();
    expect(within(card).getByLabelText('New password')).toHaveAccessibleDescription(
      `Use ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters.`,
    );
  });

  it('changes the password, clears the fields and keeps the app signed in', async () => {
    const { api, session } = renderProfile();
    const card = await fill('old-secret', 'new-secret-1', 'new-secret-1');
    expect(api.changePassword).toHaveBeenCalledWith({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
    });
    expect(await within(card).findByText(PASSWORD_TEXT.changed)).toBeInTheDocument();
    expect(session.refresh).toHaveBeenCalledTimes(1);
    for (const label of ['Current password', 'New password', 'Confirm new password']) {
      expect(within(card).getByLabelText(label)).toHaveValue('');
    }
  });

  it('says plainly when the current password is wrong, keeping what was typed', async () => {
    const { api, session } = renderProfile();
    api.changePassword.mockRejectedValueOnce(
      new IdentityRequestError(400, 'INVALID_PASSWORD', 'Invalid password'),
    );
    const card = await fill('not-it', 'new-secret-1', 'new-secret-1');
    expect(await within(card).findByText(PASSWORD_TEXT.wrongCurrent)).toBeInTheDocument();
    expect(within(card).getByLabelText('Current password')).toHaveValue('not-it');
    expect(session.refresh).not.toHaveBeenCalled();
  });

  it('is not offered to an account that signs in with a third-party provider', async () => {
    renderProfile({ hasPassword: false });
    expect(await nameCard()).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Change password' })).not.toBeInTheDocument();
  });
});
