import { shareLinkUrl, type StoryElement } from '@storyloom/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { useErrorText } from '../../../lib/i18n';
import { useStoryBookT } from '../book-i18n';
import { messageOf, shareBag, stopSharingBag } from '../story-api';

type Sharing =
  | { state: 'making' }
  | { state: 'live'; link: string; stopping: boolean }
  | { state: 'stopped' }
  | { state: 'failed'; message: string };

/** The line under the link, kept as what happened so it follows a change of language. */
type Note = { kind: 'copied' } | { kind: 'copyFailed' } | { kind: 'error'; message: string };

interface ShareBagDialogProps {
  bag: StoryElement;
  onClose: () => void;
  /** Where links point; the page's own origin in the app, fixed in tests. */
  origin?: string;
}

/**
 * Makes the bag's link (or shows the live one again: the server answers the same code), copies
 * it, and stops sharing. The library has its own dialog; features do not share components.
 */
export function ShareBagDialog({
  bag,
  onClose,
  origin = window.location.origin,
}: ShareBagDialogProps) {
  const api = useApiClient();
  const { t } = useStoryBookT();
  const translateError = useErrorText();
  const [sharing, setSharing] = useState<Sharing>({ state: 'making' });
  const [note, setNote] = useState<Note | null>(null);

  const share = useCallback(async () => {
    setSharing({ state: 'making' });
    setNote(null);
    try {
      const code = await shareBag(api, bag.id);
      setSharing({ state: 'live', link: shareLinkUrl(origin, code), stopping: false });
    } catch (error) {
      setSharing({ state: 'failed', message: messageOf(error) });
    }
  }, [api, bag.id, origin]);

  useEffect(() => {
    void share();
  }, [share]);

  const copy = async (link: string) => {
    try {
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
      await stopSharingBag(api, bag.id);
      setSharing({ state: 'stopped' });
    } catch (error) {
      // The link still works, so it stays on screen with the reason.
      setSharing({ state: 'live', link, stopping: false });
      setNote({ kind: 'error', message: messageOf(error) });
    }
  };

  const noteText = (shown: Note) =>
    shown.kind === 'error' ? translateError(shown.message) : t(`share.${shown.kind}`);

  return (
    <Dialog title={t('share.title', { name: bag.name })} onClose={onClose} className="share-bag">
      {sharing.state === 'making' && <Spinner label={t('share.making')} />}
      {sharing.state === 'failed' && (
        <>
          <p className="story-message story-message--error" role="alert">
            {t('share.failed', { message: translateError(sharing.message) })}
          </p>
          <div className="story-actions">
            <Button variant="secondary" onClick={onClose}>
              {t('share.close')}
            </Button>
            <Button onClick={() => void share()}>{t('share.tryAgain')}</Button>
          </div>
        </>
      )}
      {sharing.state === 'live' && (
        <>
          <p className="share-bag__lead">{t('share.anyone', { name: bag.name })}</p>
          <div className="share-bag__row">
            <TextField
              label={t('share.link')}
              value={sharing.link}
              readOnly
              className="share-bag__field"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={() => void copy(sharing.link)}>{t('share.copy')}</Button>
          </div>
          <p className="share-bag__note" role="status">
            {note && noteText(note)}
          </p>
          <div className="story-actions">
            <Button variant="link" onClick={onClose}>
              {t('share.close')}
            </Button>
            <Button
              variant="secondary"
              disabled={sharing.stopping}
              aria-busy={sharing.stopping}
              onClick={() => void stop(sharing.link)}
            >
              {sharing.stopping ? t('share.stopping') : t('share.stop')}
            </Button>
          </div>
        </>
      )}
      {sharing.state === 'stopped' && (
        <>
          <p className="story-message" role="status">
            {t('share.stopped')}
          </p>
          <div className="story-actions">
            <Button variant="secondary" onClick={() => void share()}>
              {t('share.again')}
            </Button>
            <Button onClick={onClose}>{t('share.close')}</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
