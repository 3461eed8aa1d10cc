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

  if (signIn !== 'signedIn') {
    return (
      <div className="market-actions">
        <ButtonLink to={signInPath(pathname)}>Sign in to acquire</ButtonLink>
        <p className="market-actions__hint">
          Acquiring puts a copy of these characters, places and notes in your library. Sign in and
          we bring you right back here.
        </p>
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
      setNotice({ tone: 'success', text: 'Added to your library, in a bag of its own.' });
    } catch (error) {
      // bag_full comes with the plan's own words; the rest says what went wrong.
      const text = userMessageOf(error);
      setNotice({
        tone: 'error',
        text:
          errorCodeOf(error) === MARKETPLACE_ERROR.bagFull ? text : `We couldn't add it. ${text}`,
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
            <span className="market-badge market-badge--owned">In your library</span>
          </p>
          <ButtonLink to={paths.library}>Open your library</ButtonLink>
          <Button variant="secondary" onClick={() => setDialog('abandon')}>
            Abandon
          </Button>
        </>
      ) : (
        <Button onClick={() => void acquire()} aria-busy={busy} aria-disabled={busy}>
          {busy ? 'Adding to your library…' : 'Acquire'}
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
          Thank you for telling us. We will take a look.
        </p>
      ) : (
        <Button variant="link" className="market-report" onClick={() => setDialog('report')}>
          Report
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
                  ? `Given back. ${removed === 1 ? 'Its copy was' : `Its ${removed} copies were`} removed from your library.`
                  : 'Given back. The copies stay in your library.',
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
