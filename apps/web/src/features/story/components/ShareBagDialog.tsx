import { shareLinkUrl, type StoryElement } from '@storyloom/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { Dialog } from '../../../components/ui/Dialog';
import { Spinner } from '../../../components/ui/Spinner';
import { TextField } from '../../../components/ui/TextField';
import { useApiClient } from '../../../lib/api-client-context';
import { messageOf, shareBag, stopSharingBag } from '../story-api';

type Sharing =
  | { state: 'making' }
  | { state: 'live'; link: string; stopping: boolean }
  | { state: 'stopped' }
  | { state: 'failed'; message: string };

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
  const [sharing, setSharing] = useState<Sharing>({ state: 'making' });
  const [note, setNote] = useState<string | null>(null);

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
      setNote('Copied');
    } catch {
      setNote('Copying did not work here. Select the link and copy it yourself.');
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
      setNote(messageOf(error));
    }
  };

  return (
    <Dialog title={`Share ${bag.name}`} onClose={onClose} className="share-bag">
      {sharing.state === 'making' && <Spinner label="Making a link…" />}
      {sharing.state === 'failed' && (
        <>
          <p className="story-message story-message--error" role="alert">
            We couldn't make a link. {sharing.message}
          </p>
          <div className="story-actions">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
            <Button onClick={() => void share()}>Try again</Button>
          </div>
        </>
      )}
      {sharing.state === 'live' && (
        <>
          <p className="share-bag__lead">
            Anyone with this link can see {bag.name} and everything in it. They cannot change
            anything.
          </p>
          <div className="share-bag__row">
            <TextField
              label="Link"
              value={sharing.link}
              readOnly
              className="share-bag__field"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={() => void copy(sharing.link)}>Copy</Button>
          </div>
          <p className="share-bag__note" role="status">
            {note}
          </p>
          <div className="story-actions">
            <Button variant="link" onClick={onClose}>
              Close
            </Button>
            <Button
              variant="secondary"
              disabled={sharing.stopping}
              aria-busy={sharing.stopping}
              onClick={() => void stop(sharing.link)}
            >
              {sharing.stopping ? 'Stopping…' : 'Stop sharing'}
            </Button>
          </div>
        </>
      )}
      {sharing.state === 'stopped' && (
        <>
          <p className="story-message" role="status">
            Sharing stopped. The link no longer works.
          </p>
          <div className="story-actions">
            <Button variant="secondary" onClick={() => void share()}>
              Share again
            </Button>
            <Button onClick={onClose}>Close</Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
