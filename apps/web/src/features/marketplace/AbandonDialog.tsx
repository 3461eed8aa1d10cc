import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import { useErrorText } from '../../lib/i18n';
import { useMarketplaceT } from './i18n';
import { abandonProduct, userMessageOf } from './marketplace-api';

interface AbandonDialogProps {
  productId: string;
  title: string;
  onClose: () => void;
  /** How many copies were removed from the library (0 when they were kept). */
  onAbandoned: (removedCount: number) => void;
}

/** Giving a product back: the copies stay unless the parent chooses otherwise. */
export function AbandonDialog({ productId, title, onClose, onAbandoned }: AbandonDialogProps) {
  const api = useApiClient();
  const name = useId();
  const [removeCopies, setRemoveCopies] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useMarketplaceT();
  const translateError = useErrorText();

  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onAbandoned(await abandonProduct(api, productId, removeCopies));
    } catch (error) {
      setProblem(translateError(userMessageOf(error)));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('abandon.title', { title })} onClose={onClose} className="market-dialog">
      <p>{t('abandon.lead')}</p>
      <fieldset className="market-choice">
        <legend className="market-form__label">{t('abandon.copies')}</legend>
        <label className="market-choice__option">
          <input
            type="radio"
            name={name}
            checked={!removeCopies}
            onChange={() => setRemoveCopies(false)}
          />
          <span>
            {t('abandon.keep')}
            <span className="market-choice__hint">{t('abandon.keepHint')}</span>
          </span>
        </label>
        <label className="market-choice__option">
          <input
            type="radio"
            name={name}
            checked={removeCopies}
            onChange={() => setRemoveCopies(true)}
          />
          <span>
            {t('abandon.remove')}
            <span className="market-choice__hint">{t('abandon.removeHint')}</span>
          </span>
        </label>
      </fieldset>
      {problem && (
        <p className="market-message market-message--error" role="alert">
          {problem}
        </p>
      )}
      <div className="market-form__buttons">
        <Button
          className={removeCopies ? 'market-danger' : undefined}
          onClick={() => void confirm()}
          aria-busy={busy}
          disabled={busy}
        >
          {busy
            ? t('abandon.givingBack')
            : removeCopies
              ? t('abandon.giveBackAndRemove')
              : t('abandon.giveBack')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('cancel')}
        </Button>
      </div>
    </Dialog>
  );
}
