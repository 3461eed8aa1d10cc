import { shareLinkUrl } from '@storyloom/contracts';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useErrorText } from '../../lib/i18n';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { useUiT } from './i18n';
import { useShareT } from './share-i18n';
import { Spinner } from './Spinner';
import { TextField } from './TextField';
import './share-link-dialog.css';

type Sharing =
  | { state: 'making' }
  | { state: 'failed'; message: string }
  | { state: 'live'; link: string; stopping: boolean }
  | { state: 'stopped' };

/** Kept as what happened rather than as text, so it follows a change of language. */
type Note = { kind: 'copied' } | { kind: 'copyFailed' } | { kind: 'stopFailed'; message: string };

export interface ShareLinkDialogProps {
  /** The shared thing's own name, in the title and in who can see what. */
  name: string;
  /** A bag: the link shows what is inside it too, and the dialog says so. */
  includesContents?: boolean;
  /** Makes the link, or answers the live one's code again; resolves to the short code. */
  createLink: () => Promise<string>;
  /** Revokes the link: its code stops working at once. */
  revokeLink: () => Promise<void>;
  /** The words a failed call shows (a catalogue text is translated on screen). */
  messageOf: (error: unknown) => string;
  onClose: () => void;
  /** Where links point; the page's own origin in the app, fixed in tests. */
  origin?: string;
}

/**
 * Makes (or shows again) a share link, copies it, and stops sharing. Focus lands on what each
 * outcome offers next, because the button that was pressed is gone once the outcome shows.
 */
export function ShareLinkDialog({
  name,
  includesContents = false,
  createLink,
  revokeLink,
  messageOf,
  onClose,
  origin = window.location.origin,
}: ShareLinkDialogProps) {
  const { t } = useUiT();
  const { t: shareT } = useShareT();
  const translateError = useErrorText();
  const leadId = useId();
  const [sharing, setSharing] = useState<Sharing>({ state: 'making' });
  const [note, setNote] = useState<Note | null>(null);

  const share = async () => {
    setSharing({ state: 'making' });
    setNote(null);
    try {
      const code = await createLink();
      setSharing({ state: 'live', link: shareLinkUrl(origin, code), stopping: false });
    } catch (error) {
      setSharing({ state: 'failed', message: messageOf(error) });
    }
  };

  // Callers pass fresh functions on every render; only opening the dialog makes the first link.
  const shareOnOpen = useEffectEvent(share);
  useEffect(() => {
    void shareOnOpen();
  }, []);

  const copy = async (link: string) => {
    try {
      // Outside a secure context there is no clipboard at all; that lands in the catch too.
      await navigator.clipboard.writeText(link);
      setNote({ kind: 'copied' });
    } catch {
      setNote({ kind: 'copyFailed' });
    }
  };

  const stop = async (link: string) => {
    setSharing({ state: 'live', link, stopping: true });
    setNote(null);
    try {
      await revokeLink();
      setSharing({ state: 'stopped' });
    } catch (error) {
      // The link still works, so it stays on screen with the reason.
      setSharing({ state: 'live', link, stopping: false });
      setNote({ kind: 'stopFailed', message: messageOf(error) });
    }
  };

  const statusText =
    sharing.state === 'stopped'
      ? shareT('stopped')
      : note?.kind === 'copied' || note?.kind === 'copyFailed'
        ? shareT(note.kind)
        : '';
  const statusClass =
    sharing.state === 'stopped'
      ? 'share-link__message share-link__message--success'
      : note?.kind === 'copied'
        ? 'share-link__note share-link__note--done'
        : 'share-link__note';

  return (
    <Dialog title={shareT('title', { name })} onClose={onClose} className="share-link">
      {sharing.state === 'making' && <Spinner label={shareT('making')} />}
      {sharing.state === 'failed' && (
        <p className="share-link__message share-link__message--error" role="alert">
          {shareT('failed', { message: translateError(sharing.message) })}
        </p>
      )}
      {sharing.state === 'live' && (
        <>
          <p id={leadId} className="share-link__lead">
            {shareT(includesContents ? 'anyoneWithContents' : 'anyone', { name })}
          </p>
          <div className="share-link__row">
            <TextField
              label={shareT('link')}
              value={sharing.link}
              readOnly
              autoFocus
              aria-describedby={leadId}
              className="share-link__field"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={() => void copy(sharing.link)}>{shareT('copy')}</Button>
          </div>
        </>
      )}
      {/* One region from the link to its end, so "stopped" is announced as a change in it. */}
      {(sharing.state === 'live' || sharing.state === 'stopped') && (
        <p className={statusClass} role="status">
          {statusText}
        </p>
      )}
      {note?.kind === 'stopFailed' && (
        <p className="share-link__message share-link__message--error" role="alert">
          {translateError(note.message)}
        </p>
      )}
      {sharing.state === 'failed' && (
        <div className="share-link__actions">
          <Button autoFocus onClick={() => void share()}>
            {t('tryAgain')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      )}
      {sharing.state === 'live' && (
        <div className="share-link__actions">
          {/* Still focusable while busy (aria-disabled), so keyboard focus keeps its place. */}
          <Button
            variant="secondary"
            aria-disabled={sharing.stopping}
            aria-busy={sharing.stopping}
            onClick={sharing.stopping ? undefined : () => void stop(sharing.link)}
          >
            {sharing.stopping ? shareT('stopping') : shareT('stop')}
          </Button>
          <Button variant="link" onClick={onClose}>
            {t('close')}
          </Button>
        </div>
      )}
      {sharing.state === 'stopped' && (
        <div className="share-link__actions">
          <Button autoFocus onClick={onClose}>
            {t('close')}
          </Button>
          <Button variant="secondary" onClick={() => void share()}>
            {shareT('again')}
          </Button>
        </div>
      )}
    </Dialog>
  );
}
