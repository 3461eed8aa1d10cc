import type { MarketplaceCategory, ProductDetails } from '@storyloom/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/Button';
import { Dialog } from '../../components/ui/Dialog';
import { useApiClient } from '../../lib/api-client-context';
import {
  publishProduct,
  unpublishProduct,
  unsafeContentOf,
  userMessageOf,
} from './marketplace-api';
import { ProductCover } from './ProductCover';
import { useErrorText } from '../../lib/i18n';
import { useMarketplaceT } from './i18n';
import { ProductDetailsForm } from './ProductDetailsForm';

interface OwnerActionsProps {
  product: ProductDetails;
  categories: MarketplaceCategory[];
  onChange: (product: ProductDetails) => void;
}

/** The creator's view: the state in words, Unpublish or Publish again, and Edit details. */
export function OwnerActions({ product, categories, onChange }: OwnerActionsProps) {
  const api = useApiClient();
  const { t } = useMarketplaceT();
  const translateError = useErrorText();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);

  const run = async (work: () => Promise<ProductDetails>) => {
    setBusy(true);
    setProblem(null);
    try {
      onChange({ ...(await work()), isOwner: true });
    } catch (error) {
      setProblem(unsafeContentOf(error)?.message ?? translateError(userMessageOf(error)));
    } finally {
      setBusy(false);
    }
  };

  const publishAgain = () =>
    run(() =>
      publishProduct(api, {
        id: product.id,
        title: product.title,
        description: product.description,
        ageMin: product.ageMin,
        ageMax: product.ageMax,
        language: product.language,
        categoryIds: product.categoryIds,
        coverElementId: product.coverElementId ?? null,
      }),
    );

  // The bag's own picture is the cover when no element was chosen; offer to keep it.
  const bagCover =
    product.coverElementId == null && product.cover !== null ? (
      <ProductCover image={product.cover} alt="" />
    ) : null;

  return (
    <div className="market-actions">
      <p className="market-owned">
        <span className={`market-badge market-badge--${product.state}`}>
          {t(`states.${product.state}`)}
        </span>{' '}
        {t(`stateHints.${product.state}`)}
      </p>
      {product.state === 'published' ? (
        <Button
          variant="secondary"
          onClick={() => void run(() => unpublishProduct(api, product.id))}
          aria-busy={busy}
          aria-disabled={busy}
        >
          {busy ? t('mine.unpublishing') : t('mine.unpublish')}
        </Button>
      ) : (
        <Button onClick={() => void publishAgain()} aria-busy={busy} aria-disabled={busy}>
          {busy
            ? t('owner.publishing')
            : product.state === 'draft'
              ? t('owner.publish')
              : t('owner.publishAgain')}
        </Button>
      )}
      <Button variant="secondary" onClick={() => setEditing(true)}>
        {t('owner.editDetails')}
      </Button>
      {problem && (
        <p className="market-message market-message--error" role="alert">
          {problem}
        </p>
      )}
      {editing && (
        <Dialog
          title={t('owner.editTitle', { title: product.title })}
          onClose={() => setEditing(false)}
          className="market-dialog market-dialog--wide"
        >
          <ProductDetailsForm
            product={product}
            categories={categories}
            bagCover={bagCover}
            submitLabel={
              product.state === 'published' ? t('owner.saveChanges') : t('owner.saveAndPublish')
            }
            onPublished={(saved) => {
              setEditing(false);
              onChange({ ...saved, isOwner: true });
            }}
            onCancel={() => setEditing(false)}
          />
        </Dialog>
      )}
    </div>
  );
}
