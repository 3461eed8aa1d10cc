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
      title={`Share “${bag.name}” in the marketplace`}
      onClose={onClose}
      className="market-dialog market-dialog--wide"
    >
      {phase.kind === 'snapshot' && <Spinner label={`Getting ${bag.name} ready to share…`} />}
      {phase.kind === 'unsafe' && (
        <>
          <SafetyMessage message={phase.message} problems={phase.problems} />
          <p>Change those words in your library, then press Publish on the bag again.</p>
          <div className="market-form__buttons">
            <Button onClick={onClose}>Back to my library</Button>
          </div>
        </>
      )}
      {phase.kind === 'failed' && (
        <>
          <p className="market-message market-message--error" role="alert">
            {phase.message}
          </p>
          <div className="market-form__buttons">
            <Button onClick={() => setAttempt((n) => n + 1)}>Try again</Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </>
      )}
      {phase.kind === 'form' && (
        <>
          <p className="market-dialog__lead">
            Other families will see a copy of this bag as it is now. Changes you make later stay in
            your library, until you publish again.
          </p>
          <ProductDetailsForm
            product={phase.product}
            categories={phase.categories}
            bagCover={bagCover}
            submitLabel={phase.product.state === 'published' ? 'Save and publish' : 'Publish'}
            onPublished={(product) => setPhase({ kind: 'published', product })}
            onCancel={onClose}
          />
        </>
      )}
      {phase.kind === 'published' && (
        <div className="market-done" role="status">
          <p className="market-done__title">“{phase.product.title}” is in the marketplace.</p>
          <p>Other families can find it and bring it into their own library.</p>
          <div className="market-form__buttons">
            <ButtonLink to={productPath(phase.product.id)}>See it in the marketplace</ButtonLink>
            <Button variant="secondary" onClick={onClose}>
              Done
            </Button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
