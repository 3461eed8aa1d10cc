import {
  MARKETPLACE_ERROR,
  MARKETPLACE_LIMITS,
  reportProductRequestSchema,
} from '@storyloom/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import { useErrorText } from '../../lib/i18n';
import { useMarketplaceT } from './i18n';
import { errorCodeOf, reportProduct, userMessageOf } from './marketplace-api';

interface ReportDialogProps {
  productId: string;
  title: string;
  onClose: () => void;
  onReported: () => void;
}

/** Tells the moderators what is wrong with a product, once per product. */
export function ReportDialog({ productId, title, onClose, onReported }: ReportDialogProps) {
  const api = useApiClient();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useMarketplaceT();
  const translateError = useErrorText();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = reportProductRequestSchema.safeParse({ productId, reason });
    if (!checked.success) {
      setInvalid(checked.error.issues[0]?.message ?? t('report.missing'));
      return;
    }
    setInvalid(null);
    setProblem(null);
    setBusy(true);
    try {
      await reportProduct(api, productId, reason);
      onReported();
    } catch (error) {
      // Told us already: that is the outcome the parent wanted, so say thank you, not "error".
      if (errorCodeOf(error) === MARKETPLACE_ERROR.alreadyReported) return onReported();
      setProblem(translateError(userMessageOf(error)));
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('report.title', { title })} onClose={onClose} className="market-dialog">
      <form className="market-form" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('report.lead')}</p>
        <div className="market-form__field">
          <label className="market-form__label" htmlFor={`${ids}-reason`}>
            {t('report.whatIsWrong')}
          </label>
          <textarea
            id={`${ids}-reason`}
            className="text-field__input market-form__description"
            rows={4}
            maxLength={MARKETPLACE_LIMITS.reportReasonMax}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={`${ids}-reason-hint`}
          />
          <span
            id={`${ids}-reason-hint`}
            className={invalid ? 'market-form__error' : 'market-form__hint'}
          >
            {invalid ??
              t('report.count', { count: reason.length, max: MARKETPLACE_LIMITS.reportReasonMax })}
          </span>
        </div>
        {problem && (
          <p className="market-message market-message--error" role="alert">
            {problem}
          </p>
        )}
        <div className="market-form__buttons">
          <Button type="submit" aria-busy={busy} aria-disabled={busy}>
            {busy ? t('report.sending') : t('report.send')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
