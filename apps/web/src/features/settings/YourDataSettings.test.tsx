import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { GOODBYE_MESSAGE } from './settings-session';
import {
  apiError,
  createFakeSession,
  createFakeSettingsApi,
  renderWithSettingsApi,
} from './testing/fake-settings-api';
import { YourDataSettings } from './YourDataSettings';

const PASSWORD = 'bedtime-stories-1';

function renderData({ hasPassword = true } = {}) {
  const api = createFakeSettingsApi({ hasPassword });
  const session = createFakeSession();
  renderWithSettingsApi(<YourDataSettings session={session} />, api);
  return { api, session, user: userEvent.setup() };
}

describe('Export my data', () => {
  let downloads: { href: string; download: string }[];

  beforeEach(() => {
    downloads = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('downloads the export as a dated JSON file', async () => {
    const { api, user } = renderData();
    const card = screen.getByRole('region', { name: 'Export my data' });
    await user.click(within(card).getByRole('button', { name: 'Download my data' }));

    const fileName = `storyloom-export-${new Date().toISOString().slice(0, 10)}.json`;
    expect(await within(card).findByText(`Your download has started: ${fileName}.`)).toBeVisible();
    expect(api.exportData).toHaveBeenCalledTimes(1);
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    expect(downloads).toEqual([{ href: 'blob:export', download: fileName }]);
  });

  it('says so when the export fails, and downloads nothing', async () => {
    const { api, user } = renderData();
    api.exportData.mockRejectedValueOnce(new Error('API request failed: 500 - oops'));
    const card = screen.getByRole('region', { name: 'Export my data' });
    await user.click(within(card).getByRole('button', { name: 'Download my data' }));
    expect(await within(card).findByText('API request failed: 500 - oops')).toBeVisible();
    expect(downloads).toEqual([]);
  });
});

describe('Delete my account', () => {
  async function openDialog(user: ReturnType<typeof userEvent.setup>) {
    const card = await screen.findByRole('region', { name: 'Delete my account' });
    await user.click(within(card).getByRole('button', { name: 'Delete my account…' }));
    return screen.getByRole('dialog', { name: 'Delete your account?' });
  }

  it('asks for the e-mail or DELETE before it deletes anything', async () => {
    const { api, session, user } = renderData();
    const dialog = await openDialog(user);
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete my account forever' });
    expect(confirmButton).toHaveAttribute('aria-disabled', 'true');

    await user.type(within(dialog).getByLabelText(/Type your e-mail address or DELETE/), 'delete');
    await user.click(confirmButton);
    expect(
      within(dialog).getByText('Type ada@example.org or DELETE to confirm.'),
    ).toBeInTheDocument();
    expect(api.deleteAccount).not.toHaveBeenCalled();
    expect(session.leave).not.toHaveBeenCalled();
  });

  it('deletes with the typed word DELETE and the password, then signs out with a goodbye', async () => {
    const { api, session, user } = renderData();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Type your e-mail/), 'DELETE');
    await user.type(within(dialog).getByLabelText('Your password'), `${PASSWORD}{Enter}`);

    await waitFor(() => expect(session.leave).toHaveBeenCalledWith(GOODBYE_MESSAGE));
    // The server wants the account's e-mail; DELETE is the page's shortcut for typing it.
    expect(api.deleteAccount).toHaveBeenCalledWith({
      confirm: 'ada@example.org',
      password: PASSWORD,
    });
  });

  it('accepts the e-mail in any case', async () => {
    const { api, session, user } = renderData();
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Type your e-mail/), 'ADA@Example.org');
    await user.type(within(dialog).getByLabelText('Your password'), PASSWORD);
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account forever' }));
    await waitFor(() => expect(session.leave).toHaveBeenCalledTimes(1));
    expect(api.deleteAccount).toHaveBeenCalledWith({
      confirm: 'ada@example.org',
      password: PASSWORD,
    });
  });

  it('asks for the password before it deletes anything', async () => {
    const { api, session, user } = renderData();
    const dialog = await openDialog(user);
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await user.type(within(dialog).getByLabelText(/Type your e-mail/), 'DELETE{Enter}');
    expect(within(dialog).getByText('Type your password to confirm it is you.')).toBeVisible();
    expect(
      within(dialog).getByRole('button', { name: 'Delete my account forever' }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(api.deleteAccount).not.toHaveBeenCalled();
    expect(session.leave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a wrong password in the dialog and stays signed in", async () => {
    const { api, session, user } = renderData();
    api.deleteAccount.mockRejectedValueOnce(
      apiError(403, 'That is not the password of this account.'),
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText(/Type your e-mail/), 'DELETE');
    await user.type(within(dialog).getByLabelText('Your password'), 'a-wrong-one{Enter}');
    expect(
      await within(dialog).findByText('That is not the password of this account.'),
    ).toBeVisible();
    expect(session.leave).not.toHaveBeenCalled();
  });

  it('asks an account without a password for a recent sign-in instead', async () => {
    const { api, session, user } = renderData({ hasPassword: false });
    const refusal = 'For your safety, please sign out and sign in again, then try again.';
    api.deleteAccount.mockRejectedValueOnce(
      new ApiRequestError('API request failed: 403', 403, {
        error: 'sign_in_again',
        message: refusal,
        status: 403,
      }),
    );
    const dialog = await openDialog(user);
    expect(within(dialog).queryByLabelText('Your password')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/needs a sign-in from the last 5 minutes/)).toBeVisible();
    await user.type(within(dialog).getByLabelText(/Type your e-mail/), 'DELETE{Enter}');

    expect(await within(dialog).findByText(refusal)).toBeVisible();
    expect(api.deleteAccount).toHaveBeenCalledWith({ confirm: 'ada@example.org' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    expect(session.leave).toHaveBeenCalledWith(
      'Signed out. Sign in again, then delete your account in Settings.',
    );
  });

  it('closes with Escape or "Keep my account", deleting nothing', async () => {
    const { api, user } = renderData();
    await openDialog(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toHaveFocus();
    expect(api.deleteAccount).not.toHaveBeenCalled();
  });
});
