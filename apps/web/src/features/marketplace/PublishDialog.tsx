import type { MarketplaceCategory, ProductDetails, StoryElement } from '@storyloom/contracts';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/Button';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { Dialog } from '../../components/ui/Dialog';
import { Spinner } from '../../components/ui/Spinner';
import { StorageImage } from '../../components/ui/StorageImage';
import { useApiClient } from '../../lib/api-client-context';
import { fetchCategories, snapshotBag, unsafeContentOf, userMessageOf } from './marketplace-api';
import { ProductDetailsForm } from './ProductDetailsForm';
import { productPath } from './product-text';
import { useErrorText } from '../../lib/i18n';
import { useMarketplaceT } from './i18n';
import { SafetyMessage, type SafetyProblem } from './SafetyMessage';

type Phase =
  | { kind: 'snapshot' }
  | { kind: 'form'; product: ProductDetails; categories: MarketplaceCategory[] }
  | { kind: 'unsafe'; message: string; problems: SafetyProblem[] }
  | { kind: 'failed'; message: string }
  | { kind: 'published'; product: ProductDetails };

interface PublishDialogProps {
  bag: StoryElement;
  onClose: () => void;
}

/**
 * Publishing a bag: the server takes a snapshot (a draft only its owner sees), the parent fills
 * in the card's details with a preview, then it goes live. A bag published before is refreshed
 * and its details come back filled in.
 */
export function PublishDialog({ bag, onClose }: PublishDialogProps) {
  const api = useApiClient();
  const [phase, setPhase] = useState<Phase>({ kind: 'snapshot' });
  const [attempt, setAttempt] = useState(0);
  const { t } = useMarketplaceT();
  const translateError = useErrorText();

  useEffect(() => {
    let current = true;
    setPhase({ kind: 'snapshot' });
    // The categories are a nicety: without them the product can still be published.
    const categories = fetchCategories(api).catch(() => [] as MarketplaceCategory[]);
    snapshotBag(api, bag.id).then(
      async (product) => {
        const list = await categories;
        if (current) setPhase({ kind: 'form', product, categories: list });
      },
      (error: unknown) => {
        if (!current) return;
        const unsafe = unsafeContentOf(error);
        setPhase(
          unsafe
            ? { kind: 'unsafe', ...unsafe }
            : { kind: 'failed', message: userMessageOf(error) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [api, bag.id, attempt]);

  const bagCover = bag.avatarUrl ? (
    <StorageImage path={bag.avatarUrl} size="small" alt="" className="market-cover" />
  ) : null;

  return (
    <Dialog
      title={t('publish.title', { name: bag.name })}
      onClose={onClose}
      className="market-dialog market-dialog--wide"
    >
      {phase.kind === 'snapshot' && (
        <Spinner label={t('publish.gettingReady', { name: bag.name })} />
      )}
      {phase.kind === 'unsafe' && (
        <>
          <SafetyMessage message={phase.message} problems={phase.problems} />
          <p>{t('publish.changeWords')}</p>
          <div className="market-form__buttons">
            <Button onClick={onClose}>{t('publish.backToLibrary')}</Button>
          </div>
        </>
      )}
      {phase.kind === 'failed' && (
        <>
          <p className="market-message market-message--error" role="alert">
            {translateError(phase.message)}
          </p>
          <div className="market-form__buttons">
            <Button onClick={() => setAttempt((n) => n + 1)}>{t('tryAgain')}</Button>
            <Button variant="secondary" onClick={onClose}>
              {t('close')}
            </Button>
          </div>
        </>
      )}
      {phase.kind === 'form' && (
        <>
          <p className="market-dialog__lead">{t('publish.lead')}</p>
          <ProductDetailsForm
            product={phase.product}
            categories={phase.categories}
            bagCover={bagCover}
            submitLabel={
              phase.product.state === 'published'
                ? t('publish.saveAndPublish')
                : t('publish.publish')
            }
            onPublished={(product) => setPhase({ kind: 'published', product })}
            onCancel={onClose}
          />
        </>
      )}
      {phase.kind === 'published' && (
        <div className="market-done" role="status">
          <p className="market-done__title">
            {t('publish.doneTitle', { title: phase.product.title })}
          </p>
          <p>{t('publish.doneText')}</p>
          <div className="market-form__buttons">
            <ButtonLink to={productPath(phase.product.id)}>{t('publish.seeIt')}</ButtonLink>
            <Button variant="secondary" onClick={onClose}>
              {t('done')}
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
