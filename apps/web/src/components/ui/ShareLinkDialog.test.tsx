import { ErrorText } from '@storyloom/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguageInTest } from '../../test/i18n';
import { ShareLinkDialog, type ShareLinkDialogProps } from './ShareLinkDialog';

const ORIGIN = 'https://storyloom.example';
const LINK = `${ORIGIN}/view/MoonCode1234`;

/** A call the test settles by hand, to look at the dialog while it is waiting. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

function renderDialog(overrides: Partial<ShareLinkDialogProps> = {}) {
  // Before rendering: setup() puts its own clipboard on the navigator.
  const user = userEvent.setup();
  const createLink = vi.fn(() => Promise.resolve('MoonCode1234'));
  const revokeLink = vi.fn(() => Promise.resolve());
  const onClose = vi.fn();
  const props: ShareLinkDialogProps = {
    name: 'Moon world',
    includesContents: true,
    createLink,
    revokeLink,
    messageOf: (error) => (error instanceof Error ? error.message : String(error)),
    onClose,
    origin: ORIGIN,
    ...overrides,
  };
  const view = render(<ShareLinkDialog {...props} />);
  const dialog = () => screen.getByRole('dialog', { name: 'Share Moon world' });
  return { user, createLink, revokeLink, onClose, props, view, dialog };
}

describe('ShareLinkDialog', () => {
  it('makes the link on opening and lands on it, described by who can see what', async () => {
    const { createLink, dialog } = renderDialog();
    const link = await within(dialog()).findByRole('textbox', { name: 'Link' });
    expect(link).toHaveValue(LINK);
    expect(link).toHaveAttribute('readonly');
    expect(link).toHaveFocus();
    expect(link).toHaveAccessibleDescription(
      'Anyone with this link can see Moon world and everything in it. They cannot change anything.',
    );
    expect(createLink).toHaveBeenCalledTimes(1);
  });

  it('says only the thing itself is seen when it holds nothing', async () => {
    const { dialog } = renderDialog({ includesContents: false });
    expect(
      await within(dialog()).findByRole('textbox', { name: 'Link' }),
    ).toHaveAccessibleDescription(
      'Anyone with this link can see Moon world. They cannot change anything.',
    );
  });

  it('shows a spinner while the link is being made', async () => {
    const making = pending<string>();
    const { dialog } = renderDialog({ createLink: () => making.promise });
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Making a link…');
    making.resolve('MoonCode1234');
    expect(await within(dialog()).findByRole('textbox', { name: 'Link' })).toHaveValue(LINK);
    expect(within(dialog()).queryByText('Making a link…')).not.toBeInTheDocument();
  });

  it('makes no new link when the owner re-renders it with fresh functions', async () => {
    const { createLink, props, view, dialog } = renderDialog();
    await within(dialog()).findByRole('textbox', { name: 'Link' });
    view.rerender(<ShareLinkDialog {...props} createLink={() => createLink()} />);
    view.rerender(<ShareLinkDialog {...props} createLink={() => createLink()} />);
    expect(createLink).toHaveBeenCalledTimes(1);
  });

  it('copies the link and says so', async () => {
    const { user, dialog } = renderDialog();
    await within(dialog()).findByRole('textbox', { name: 'Link' });
    await user.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Copied');
    expect(await navigator.clipboard.readText()).toBe(LINK);
  });

  it('asks to copy by hand when the clipboard refuses', async () => {
    const { user, dialog } = renderDialog();
    await within(dialog()).findByRole('textbox', { name: 'Link' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('Not allowed'));
    await user.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent(
      'Copying did not work here. Select the link and copy it yourself.',
    );
  });

  it('stops sharing: busy but focused while waiting, then says the link is dead', async () => {
    const stopping = pending<void>();
    const revokeLink = vi.fn(() => stopping.promise);
    const { user, dialog, onClose } = renderDialog({ revokeLink });
    await within(dialog()).findByRole('textbox', { name: 'Link' });

    await user.click(within(dialog()).getByRole('button', { name: 'Stop sharing' }));
    const busy = within(dialog()).getByRole('button', { name: 'Stopping…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    await user.click(busy);
    expect(revokeLink).toHaveBeenCalledTimes(1);

    stopping.resolve();
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Sharing stopped. The link no longer works.',
    );
    expect(within(dialog()).queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    // The pressed button is gone; focus lands on the way out rather than on the page.
    const [, closeButton] = within(dialog()).getAllByRole('button', { name: 'Close' });
    expect(closeButton).toHaveFocus();
    await user.click(closeButton as HTMLElement);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shares again after stopping', async () => {
    const { user, createLink, dialog } = renderDialog();
    await within(dialog()).findByRole('textbox', { name: 'Link' });
    await user.click(within(dialog()).getByRole('button', { name: 'Stop sharing' }));
    await user.click(await within(dialog()).findByRole('button', { name: 'Share again' }));
    expect(await within(dialog()).findByRole('textbox', { name: 'Link' })).toHaveValue(LINK);
    expect(createLink).toHaveBeenCalledTimes(2);
  });

  it('says why the link could not be made, and tries again', async () => {
    const createLink = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('We could not reach the server.'))
      .mockResolvedValueOnce('MoonCode1234');
    const { user, dialog } = renderDialog({ createLink });

    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      "We couldn't make a link. We could not reach the server.",
    );
    expect(within(dialog()).queryByRole('textbox', { name: 'Link' })).not.toBeInTheDocument();
    const tryAgain = within(dialog()).getByRole('button', { name: 'Try again' });
    expect(tryAgain).toHaveFocus();

    await user.click(tryAgain);
    expect(await within(dialog()).findByRole('textbox', { name: 'Link' })).toHaveValue(LINK);
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(createLink).toHaveBeenCalledTimes(2);
  });

  it('keeps the link on screen with the reason when stopping fails, and can stop again', async () => {
    const revokeLink = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('The server is resting.'))
      .mockResolvedValueOnce();
    const { user, dialog } = renderDialog({ revokeLink });
    await within(dialog()).findByRole('textbox', { name: 'Link' });

    await user.click(within(dialog()).getByRole('button', { name: 'Stop sharing' }));
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The server is resting.');
    expect(within(dialog()).getByRole('textbox', { name: 'Link' })).toHaveValue(LINK);
    const stop = within(dialog()).getByRole('button', { name: 'Stop sharing' });
    expect(stop).toHaveAttribute('aria-disabled', 'false');
    expect(stop).toHaveFocus();

    await user.click(stop);
    expect(await within(dialog()).findByRole('status')).toHaveTextContent(
      'Sharing stopped. The link no longer works.',
    );
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
    expect(revokeLink).toHaveBeenCalledTimes(2);
  });

  it('follows a change of language, notes and errors included', async () => {
    const revokeLink = vi.fn(() => Promise.reject(new Error(ErrorText.heavyLoad)));
    const { user, dialog } = renderDialog({ revokeLink });
    await within(dialog()).findByRole('textbox', { name: 'Link' });
    await user.click(within(dialog()).getByRole('button', { name: 'Stop sharing' }));
    await within(dialog()).findByRole('alert');
    await user.click(within(dialog()).getByRole('button', { name: 'Copy' }));
    expect(within(dialog()).getByRole('status')).toHaveTextContent('Copied');

    await switchLanguageInTest('es');
    const spanish = screen.getByRole('dialog', { name: 'Compartir Moon world' });
    expect(within(spanish).getByRole('status')).toHaveTextContent('Copiado');
    expect(within(spanish).getByRole('textbox', { name: 'Enlace' })).toHaveValue(LINK);

    await user.click(within(spanish).getByRole('button', { name: 'Dejar de compartir' }));
    expect(await within(spanish).findByRole('alert')).toHaveTextContent(
      'Puede que estemos muy ocupados ahora. Vuelve a intentarlo en unos minutos.',
    );
  });
});
