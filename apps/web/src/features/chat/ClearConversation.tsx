import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useChatT } from './i18n';

interface ClearConversationProps {
  name: string;
  onClear: () => Promise<void>;
}

/** A parent's 'Clear conversation', asked once more before anything is gone. */
export function ClearConversation({ name, onClear }: ClearConversationProps) {
  const { t } = useChatT();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const close = () => {
    setAsking(false);
    setFailed(false);
  };

  const confirm = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onClear();
      close();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="secondary" className="chat-page__clear" onClick={() => setAsking(true)}>
        {t('page.clear')}
      </Button>
      {asking && (
        <Dialog title={t('page.clearTitle')} onClose={close}>
          <p>{t('page.clearText', { name })}</p>
          {failed && (
            <p className="chat-page__clear-failed" role="alert">
              {t('page.clearFailed')}
            </p>
          )}
          <div className="chat-page__clear-actions">
            <Button variant="secondary" onClick={close}>
              {t('page.cancel')}
            </Button>
            <Button onClick={() => void confirm()} disabled={busy}>
              {t('page.clearConfirm')}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
