import { MARKETPLACE_ERROR, type ProductDetails } from '@storyloom/contracts';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { paths } from '../../config/paths';
import { useApiClient } from '../../lib/api-client-context';
import { AbandonDialog } from './AbandonDialog';
import { acquireProduct, errorCodeOf, userMessageOf } from './marketplace-api';
import { ReportDialog } from './ReportDialog';
import { useErrorText } from '../../lib/i18n';
import { useMarketplaceT } from './i18n';
import type { SignInPath, SignInState } from './sign-in-state';

interface VisitorActionsProps {
  product: ProductDetails;
  signIn: SignInState;
  signInPath: SignInPath;
  onChange: (product: ProductDetails) => void;
}

type Notice = { tone: 'success' | 'error'; text: string } | null;

/** What someone other than the creator can do: acquire (after signing in), give back, report. */
export function VisitorActions({ product, signIn, signInPath, onChange }: VisitorActionsProps) {
  const api = useApiClient();
  const { pathname } = useLocation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [dialog, setDialog] = useState<'abandon' | 'report' | null>(null);
  const [reported, setReported] = useState(false);
  const { t } = useMarketplaceT();
  const translateError = useErrorText();

  if (signIn !== 'signedIn') {
    return (
      <div className="market-actions">
        <ButtonLink to={signInPath(pathname)}>{t('visitor.signInToAcquire')}</ButtonLink>
        <p className="market-actions__hint">{t('visitor.signInHint')}</p>
      </div>
    );
  }

  const acquire = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const acquisition = await acquireProduct(api, product.id);
      onChange({
        ...product,
        acquired: true,
        acquisitionCount: product.acquisitionCount + (acquisition.alreadyAcquired ? 0 : 1),
      });
      setNotice({ tone: 'success', text: t('visitor.added') });
    } catch (error) {
      // bag_full comes with the plan's own words; the rest says what went wrong.
      const text = translateError(userMessageOf(error));
      setNotice({
        tone: 'error',
        text:
          errorCodeOf(error) === MARKETPLACE_ERROR.bagFull
            ? text
            : t('visitor.addFailed', { message: text }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="market-actions">
      {product.acquired ? (
        <>
          <p className="market-owned">
            <span className="market-badge market-badge--owned">{t('visitor.inLibrary')}</span>
          </p>
          <ButtonLink to={paths.library}>{t('openLibrary')}</ButtonLink>
          <Button variant="secondary" onClick={() => setDialog('abandon')}>
            {t('visitor.abandon')}
          </Button>
        </>
      ) : (
        <Button onClick={() => void acquire()} aria-busy={busy} aria-disabled={busy}>
          {busy ? t('visitor.adding') : t('visitor.acquire')}
        </Button>
      )}
      {notice && (
        <p
          className={`market-message market-message--${notice.tone}`}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      {reported ? (
        <p className="market-actions__hint" role="status">
          {t('visitor.thanks')}
        </p>
      ) : (
        <Button variant="link" className="market-report" onClick={() => setDialog('report')}>
          {t('visitor.report')}
        </Button>
      )}
      {dialog === 'abandon' && (
        <AbandonDialog
          productId={product.id}
          title={product.title}
          onClose={() => setDialog(null)}
          onAbandoned={(removed) => {
            setDialog(null);
            onChange({ ...product, acquired: false });
            setNotice({
              tone: 'success',
              text:
                removed > 0
                  ? t('visitor.givenBackRemoved', { count: removed })
                  : t('visitor.givenBackKept'),
            });
          }}
        />
      )}
      {dialog === 'report' && (
        <ReportDialog
          productId={product.id}
          title={product.title}
          onClose={() => setDialog(null)}
          onReported={() => {
            setDialog(null);
            setReported(true);
          }}
        />
      )}
    </div>
  );
}
