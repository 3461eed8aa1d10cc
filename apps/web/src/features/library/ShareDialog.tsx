import { shareLinkUrl, StoryElementType, type StoryElement } from '@storyloom/contracts';
import { useCallback, useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { TextField } from '../../components/ui/TextField';
import { useApiClient } from '../../lib/api-client-context';
import { useErrorText } from '../../lib/i18n';
import { useLibraryT } from './i18n';
import { createShareLink, revokeShareLink, userMessageOf } from './library-api';

type Phase =
  | { kind: 'creating' }
  | { kind: 'shared'; link: string }
  | { kind: 'stopping'; link: string }
  | { kind: 'stopped' }
  | { kind: 'failed'; message: string };

interface ShareDialogProps {
  element: StoryElement;
  onClose: () => void;
  /** Where links point; the page's own origin in the app. */
  origin?: string;
}

/** Makes (or shows again) the element's share link, copies it, and stops sharing. */
export function ShareDialog({
  element,
  onClose,
  origin = window.location.origin,
}: ShareDialogProps) {
  const api = useApiClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'creating' });
  const [copyNote, setCopyNote] = useState<string | null>(null);
  const [stopProblem, setStopProblem] = useState<string | null>(null);
  const { t } = useLibraryT();
  const translateError = useErrorText();

  const share = useCallback(async () => {
    setPhase({ kind: 'creating' });
    try {
      const code = await createShareLink(api, element.id);
      setPhase({ kind: 'shared', link: shareLinkUrl(origin, code) });
    } catch (error) {
      setPhase({ kind: 'failed', message: userMessageOf(error) });
    }
  }, [api, element.id, origin]);

  useEffect(() => {
    void share();
  }, [share]);

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      setCopyNote(t('share.copied'));
    } catch {
      setCopyNote(t('share.copyFailed'));
    }
  };

  const stop = async (link: string) => {
    setPhase({ kind: 'stopping', link });
    setStopProblem(null);
    try {
      await revokeShareLink(api, element.id);
      setPhase({ kind: 'stopped' });
    } catch (error) {
      setStopProblem(userMessageOf(error));
      setPhase({ kind: 'shared', link });
    }
  };

  const anyone = t(
    element.type === StoryElementType.Bag ? 'share.anyoneBag' : 'share.anyoneElement',
    {
      name: element.name,
    },
  );

  return (
    <Dialog
      title={t('share.title', { name: element.name })}
      onClose={onClose}
      className="library-dialog"
    >
      {phase.kind === 'creating' && <Spinner label={t('share.making')} />}
      {phase.kind === 'failed' && (
        <>
          <p className="library-message library-message--error" role="alert">
            {t('share.failed', { message: translateError(phase.message) })}
          </p>
          <div className="library-form__buttons">
            <Button onClick={() => void share()}>{t('share.tryAgain')}</Button>
            <Button variant="secondary" onClick={onClose}>
              {t('share.close')}
            </Button>
          </div>
        </>
      )}
      {(phase.kind === 'shared' || phase.kind === 'stopping') && (
        <>
          <p>{anyone}</p>
          <div className="library-share__row">
            <TextField
              label={t('share.link')}
              value={phase.link}
              readOnly
              className="library-share__field"
              onFocus={(event) => event.currentTarget.select()}
            />
            <Button onClick={() => void copy(phase.link)}>{t('share.copy')}</Button>
          </div>
          <p className="library-share__note" role="status">
            {copyNote}
          </p>
          {stopProblem && (
            <p className="library-message library-message--error" role="alert">
              {translateError(stopProblem)}
            </p>
          )}
          <div className="library-form__buttons">
            <Button
              variant="secondary"
              onClick={() => void stop(phase.link)}
              aria-busy={phase.kind === 'stopping'}
              disabled={phase.kind === 'stopping'}
            >
              {phase.kind === 'stopping' ? t('share.stopping') : t('share.stop')}
            </Button>
            <Button variant="link" onClick={onClose}>
              {t('share.close')}
            </Button>
          </div>
        </>
      )}
      {phase.kind === 'stopped' && (
        <>
          <p className="library-message library-message--success" role="status">
            {t('share.stopped')}
          </p>
          <div className="library-form__buttons">
            <Button onClick={onClose}>{t('share.close')}</Button>
            <Button variant="secondary" onClick={() => void share()}>
              {t('share.again')}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}
